import Foundation

/// Runs each case as a fresh process and prints the time from spawn to the
/// first frame (and to the first illustration decoded), with peak memory.
enum BenchDriver {
    private struct Sample {
        var ready: Double
        var image: Double?
        var memory: Int
    }

    static func run(runs: Int) -> Int32 {
        let me = URL(fileURLWithPath: CommandLine.arguments.first ?? "walkthrough-bench").resolvingSymlinksInPath()
        print("walkthrough-bench: \(runs) runs per case, each a new process; GSK_RENDERER=\(ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default")")
        print("case                     first frame ms (median / min)   image ms (median)   peak RSS MiB")
        for kind in ["plain", "tour"] {
            var samples: [Sample] = []
            for _ in 0..<max(1, runs) {
                if let sample = measure(me, kind) { samples.append(sample) }
            }
            guard !samples.isEmpty else {
                print("\(kind): failed to run")
                return 1
            }
            let ready = samples.map(\.ready).sorted(), images = samples.compactMap(\.image).sorted()
            let memory = samples.map(\.memory).sorted()[samples.count / 2]
            let name = kind == "plain" ? "plain GTK 4 window" : "Walkthrough tour window"
            print(name.padding(toLength: 25, withPad: " ", startingAt: 0)
                + String(format: "%8.1f / %-8.1f", ready[ready.count / 2], ready[0]).padding(toLength: 32, withPad: " ", startingAt: 0)
                + (images.isEmpty ? "-" : String(format: "%8.1f", images[images.count / 2])).padding(toLength: 20, withPad: " ", startingAt: 0)
                + String(format: "%6.1f", Double(memory) / 1024))
        }
        return 0
    }

    private static func measure(_ executable: URL, _ kind: String) -> Sample? {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--child", kind]
        let pipe = Pipe()
        process.standardOutput = pipe
        let start = DispatchTime.now()
        guard (try? process.run()) != nil else { return nil }
        var sample = Sample(ready: 0, image: nil, memory: 0)
        var buffer = ""
        let handle = pipe.fileHandleForReading
        while true {
            let data = handle.availableData
            if data.isEmpty { break }
            buffer += String(decoding: data, as: UTF8.self)
            while let newline = buffer.firstIndex(of: "\n") {
                let line = buffer[..<newline].split(separator: " ")
                buffer.removeSubrange(...newline)
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
                guard line.count == 2 else { continue }
                if line[0] == "ready" { sample.ready = elapsed }
                if line[0] == "image" { sample.image = elapsed }
                sample.memory = Int(line[1]) ?? 0
            }
        }
        process.waitUntilExit()
        return process.terminationStatus == 0 && sample.ready > 0 ? sample : nil
    }
}
