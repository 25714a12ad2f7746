import Foundation
import GObjectKit

/// A program run as a child process, as from a shell: the `walkthrough`
/// executable unless another is named, its output kept in files.
struct ChildProcess {
    let process: Process
    private let output: URL
    private let errorFile: URL

    /// Starts `executable arguments` with `XDG_CONFIG_HOME` set to `configHome`
    /// (where its output files go too).
    init(_ arguments: [String], configHome: URL, executable: URL = CommandLineTests.executableURL) throws {
        process = Process()
        process.executableURL = executable
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

    /// Ends the process if it still runs, pumping GTK while it quits (an app
    /// quitting may still ask this process over AT-SPI); one that has not
    /// quit after `timeout` seconds is killed.
    func stop(timeout: TimeInterval = 10) {
        if process.isRunning {
            process.terminate()
            if !MainLoop.iterate(timeout: timeout, until: { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
    }

    /// What `executable arguments` prints, run in a folder of its own with
    /// GTK pumped meanwhile (this process answers AT-SPI and D-Bus too); it
    /// is stopped after `timeout`. Empty when it could not run.
    static func output(of executable: URL, _ arguments: [String], timeout: TimeInterval) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              let child = try? ChildProcess(arguments, configHome: folder, executable: executable) else { return "" }
        if child.wait(timeout: timeout) == nil { child.stop() }
        return child.standardOutput
    }

    /// What it wrote to standard output so far.
    var standardOutput: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
    /// What it wrote to standard error so far.
    var standardError: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }
}
