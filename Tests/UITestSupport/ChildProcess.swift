import Foundation
import GObjectKit

/// A program run as a child process, as from a shell: the `walkthrough`
/// executable unless another is named, its output kept in files.
///
/// Every child process of the UI tests starts here: the app, the example,
/// xdotool, ImageMagick, AT-SPI scripts, binutils. Waiting pumps GTK, since
/// this process answers AT-SPI and D-Bus calls too.
package struct ChildProcess {
    package let process: Process
    private let output: URL
    private let errorFile: URL

    /// Starts `executable arguments` with `XDG_CONFIG_HOME` set to `configHome`
    /// (where its output files go too) and `XDG_STATE_HOME` to its `state` folder; `environment` sets (or, with nil,
    /// removes) variables of this process's environment.
    package init(_ arguments: [String], configHome: URL, executable: URL = ChildProcess.demoExecutable,
         environment: [String: String?] = [:]) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        inherited["XDG_CONFIG_HOME"] = configHome.path
        inherited["XDG_STATE_HOME"] = configHome.appendingPathComponent("state").path
        for (name, value) in environment { inherited[name] = value }
        process.environment = inherited
        // Files, not pipes: a child that writes a lot never blocks on a full pipe.
        output = configHome.appendingPathComponent("stdout-\(UUID().uuidString)")
        errorFile = configHome.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
    }

    /// The demo app's built `walkthrough` executable.
    package static var demoExecutable: URL {
        // swift test runs the .xctest bundle from the build folder, beside the app.
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for candidate in [bundle, bundle.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("walkthrough")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return bundle.appendingPathComponent("walkthrough")
    }

    /// The built `walkthrough-fixture`: the library's fixture app (``FixtureApp``)
    /// as a process of its own, run with a tour manifest.
    package static var fixtureExecutable: URL { demoExecutable.deletingLastPathComponent().appendingPathComponent(FixtureProcess.programName) }

    /// The process id.
    package var pid: Int32 { process.processIdentifier }
    /// Whether it still runs.
    package var isRunning: Bool { process.isRunning }

    /// Waits for the process to exit (pumping GTK meanwhile) and returns its status, or nil after `timeout`.
    @discardableResult
    package func wait(timeout: TimeInterval = 60) -> Int32? {
        guard MainLoop.iterate(timeout: timeout, until: { !process.isRunning }) else { return nil }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Ends the process if it still runs, pumping GTK while it quits (an app
    /// quitting may still ask this process over AT-SPI); SIGKILL if it has
    /// not gone after `timeout`.
    package func stop(timeout: TimeInterval = 10) {
        if process.isRunning {
            process.terminate()
            if !MainLoop.iterate(timeout: timeout, until: { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
    }

    /// What a finished child did.
    package struct Result {
        /// Its exit status, or nil when it did not finish in time (it was stopped).
        package let status: Int32?
        package let standardOutput: String
        package let standardError: String
    }

    /// Runs `executable arguments` to its end in a folder of its own (its
    /// `XDG_CONFIG_HOME` unless `configHome` is given), with GTK pumped
    /// meanwhile; it is stopped after `timeout`. Nil when it could not start.
    package static func run(_ executable: URL, _ arguments: [String], configHome: URL? = nil, environment: [String: String?] = [:],
                    timeout: TimeInterval = 60) -> Result? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        var environment = environment
        if let configHome { environment["XDG_CONFIG_HOME"] = configHome.path }
        guard let child = try? ChildProcess(arguments, configHome: folder, executable: executable, environment: environment) else { return nil }
        let status = child.wait(timeout: timeout)
        if status == nil { child.stop() }
        return Result(status: status, standardOutput: child.standardOutput, standardError: child.standardError)
    }

    /// What `executable arguments` prints (see ``run(_:_:configHome:environment:timeout:)``); empty when it could not run.
    package static func output(of executable: URL, _ arguments: [String], timeout: TimeInterval) -> String {
        run(executable, arguments, timeout: timeout)?.standardOutput ?? ""
    }

    /// The executable `name` in the first folder of `PATH` that has one, as a
    /// shell finds it: a tool hidden from `PATH` is missing.
    package static func onPath(_ name: String) -> URL? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.lazy.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// What it wrote to standard output so far.
    package var standardOutput: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
    /// What it wrote to standard output so far, as bytes.
    package var standardOutputData: Data { (try? Data(contentsOf: output)) ?? Data() }
    /// What it wrote to standard error so far.
    package var standardError: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }
}
