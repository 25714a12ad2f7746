import Foundation

// walkthrough-bench: start-up figures, side by side.
//   walkthrough-bench [RUNS]          runs each case RUNS times (default 15) and prints a table
//   walkthrough-bench --child CASE    one measured start (used by the table)
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--child", arguments.count > 1 {
    exit(BenchChild.run(arguments[1]))
}
let runs = arguments.first.flatMap(Int.init) ?? 15
exit(BenchDriver.run(runs: runs))
