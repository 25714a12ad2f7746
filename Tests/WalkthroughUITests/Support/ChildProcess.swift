import Foundation
import GObjectKit

/// The `walkthrough` executable run as a child process, as from a shell.
struct ChildProcess {
    let process: Process
    private let output: URL
    private let errorFile: URL

    /// Starts `walkthrough arguments` with `XDG_CONFIG_HOME` set to `configHome`.
    init(_ arguments: [String], configHome: URL) throws {
        process = Process()
        process.executableURL = CommandLineTests.executableURL
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = configHome.path
        process.environment = environment
        // Files, not pipes: a child that writes a lot never blocks on a full pipe.
        output = configHome.appendingPathComponent("stdout-\(UUID().uuidString)")
        errorFile = configHome.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
    }

    /// Waits for the process to exit (pumping GTK meanwhile) and returns its status, or nil after `timeout`.
    @discardableResult
    func wait(timeout: TimeInterval = 60) -> Int32? {
        guard MainLoop.iterate(timeout: timeout, until: { !process.isRunning }) else { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Ends the process if it still runs.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// What it wrote to standard output so far.
    var standardOutput: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
    /// What it wrote to standard error so far.
    var standardError: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }
}
