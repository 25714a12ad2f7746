import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// Two instances of an app writing the same state files at once:
/// each writer removes only temporary files no writer holds, so no write fails.
@Suite struct ConcurrentWriteTests {
    /// How many times each process writes the progress file.
    private static let writes = 1000
    /// Set in a child process: the folder whose progress file it writes, and the first page it records.
    private static let folderVariable = "WALKTHROUGH_TEST_WRITER_FOLDER"
    private static let firstPageVariable = "WALKTHROUGH_TEST_WRITER_FIRST_PAGE"
    private static let childEnvironment = ProcessInfo.processInfo.environment

    @Test("Two processes writing progress 1,000 times each: no write fails, and the file holds one of their last writes")
    func twoProcessesWriteProgress() throws {
        let folder = try TemporaryFolder()
        let firstPages = [0, 100_000]
        let children = try firstPages.map { try Self.startWriter(folder: folder.url, firstPage: $0) }
        // Each child says it is ready, then waits for its input to end: both start writing at once.
        for child in children {
            #expect(try child.output.fileHandleForReading.read(upToCount: 1) == Data("r".utf8), "the writer started")
        }
        for child in children { try child.input.fileHandleForWriting.close() }
        for child in children {
            child.process.waitUntilExit()
            let report = String(decoding: try child.output.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
            #expect(child.process.terminationStatus == 0, "a writer failed: \(report)")
        }
        let lastPages = firstPages.map { $0 + Self.writes - 1 }
        let (progress, warning) = ProgressStore(directory: folder.filePath).readWithWarning()
        #expect(warning == nil)
        #expect(progress.tourPage.map(lastPages.contains) == true, "the file holds \(String(describing: progress.tourPage))")
        #expect(try folder.contents() == ["coach-marks-progress"], "no temporary file is left behind")
    }

    /// Runs in a child process started by ``twoProcessesWriteProgress()``: writes the progress
    /// file `writes` times once its standard input ends, and fails on the first write that fails.
    @Test(.enabled(if: childEnvironment[folderVariable] != nil))
    func progressWriterChild() throws {
        let folder = try #require(Self.childEnvironment[Self.folderVariable])
        let firstPage = try #require(Self.childEnvironment[Self.firstPageVariable].flatMap { Int($0) })
        let store = ProgressStore(directory: FilePath(folder))
        FileHandle.standardOutput.write(Data("r".utf8))
        _ = FileHandle.standardInput.readDataToEndOfFile()
        for page in firstPage..<(firstPage + Self.writes) {
            do throws(StateFileError) {
                try store.setTourPage(page)
            } catch {
                FileHandle.standardOutput.write(Data("write \(page - firstPage + 1) failed: \(error)\n".utf8))
                throw error
            }
        }
    }

    @Test("A stale temporary file nobody holds is removed on the next write; a young one or one still locked stays")
    func staleTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        let store = ProgressStore(directory: folder.filePath)
        for name in [".coach-marks-progress.Old111", ".coach-marks-progress.New222", ".coach-marks-progress.Lck333"] {
            try folder.write("junk", to: name)
        }
        try folder.age(".coach-marks-progress.Old111", by: AtomicFile.staleTemporaryAge + 1)
        try folder.age(".coach-marks-progress.Lck333", by: AtomicFile.staleTemporaryAge + 1)
        // A writer that is still busy holds its temporary file locked.
        let locked = open(folder.url.appendingPathComponent(".coach-marks-progress.Lck333").path, O_RDONLY)
        defer { close(locked) }
        #expect(flock(locked, LOCK_EX) == 0)
        try store.setTourPage(2)
        #expect(try folder.contents() == [".coach-marks-progress.Lck333", ".coach-marks-progress.New222", "coach-marks-progress"])
        #expect(store.readWithWarning().progress.tourPage == 2)
    }

    /// A writer child: the test binary again, running only ``progressWriterChild()``.
    private static func startWriter(folder: URL, firstPage: Int) throws -> (process: Process, input: Pipe, output: Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "ConcurrentWriteTests.progressWriterChild"]
        var environment = ProcessInfo.processInfo.environment
        environment[folderVariable] = folder.path
        environment[firstPageVariable] = String(firstPage)
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        // Its own test run's report says nothing the status and its output above do not.
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, input, output)
    }
}
