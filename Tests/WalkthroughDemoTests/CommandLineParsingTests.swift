import CWalkthroughGtk
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
@testable import WalkthroughAuthoring
import WalkthroughCore
import XCTest

/// Command lines as the `walkthrough` command reads them: GLib's option parser
/// with the command's entries collects the values, the core decides.
final class CommandLineParsingTests: XCTestCase {
    /// Parses `arguments` (without the program name) through a GApplication
    /// carrying the command's entries, as `CommandLineRunner` does, stopping in
    /// `handle-local-options`.
    private func parse(_ arguments: [String]) -> Result<CommandLineOptions, CommandLineError>? {
        let flags = G_APPLICATION_NON_UNIQUE.rawValue | G_APPLICATION_HANDLES_COMMAND_LINE.rawValue
        guard let application = g_application_new("dev.walkthrough.ParsingTest", GApplicationFlags(rawValue: flags)) else { return nil }
        defer { g_object_unref(GPointer.raw(application)) }
        let parse = CommandLineEntries.install(on: application)
        var result: Result<CommandLineOptions, CommandLineError>?
        Signal.connectPointerReturningInt(GPointer.raw(application), .handleLocalOptions) { dictionary in
            guard let dictionary else { return 1 }
            result = Result { () throws(CommandLineError) in
                try CommandLineOptions(CommandLineEntries.values(in: dictionary.assumingMemoryBound(to: GVariantDict.self)))
            }
            return 0
        }
        let argv = CStringArray(["walkthrough"] + arguments)
        _ = g_application_run(application, Int32(argv.count), argv.pointer)
        return parse.rejection.map { .failure($0) } ?? result
    }

    private func options(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> CommandLineOptions {
        try XCTUnwrap(parse(arguments), file: file, line: line).get()
    }

    private func error(_ arguments: [String]) -> CommandLineError? {
        guard case let .failure(error) = parse(arguments) else { return nil }
        return error
    }

    func testFlagsAndRepeatedTours() throws {
        XCTAssertEqual(try options([]), CommandLineOptions())
        XCTAssertEqual(try options(["--show-tour", "--reset-tour", "--version"]),
                       CommandLineOptions(showTour: true, resetTour: true, showVersion: true))
        XCTAssertEqual(try options(["--tour", "a.json", "--tour=b.json", "--tour", "c d.json"]).tourFiles, ["a.json", "b.json", "c d.json"])
        XCTAssertEqual(try options(["--tour=-odd.json"]).tourFiles, ["-odd.json"], "the = form takes a file name that starts with -")
    }

    func testGLibRefusesUnknownOptionsAndAValueLeftAtTheEnd() throws {
        for (arguments, word) in [(["--foo"], "--foo"), (["-x"], "-x"), (["--tour"], "--tour"), (["--render"], "--render")] {
            guard case let .rejected(message) = error(arguments) else { return XCTFail("\(arguments) is refused by GLib") }
            XCTAssertTrue(message.contains(word), message)
        }
    }

    func testAValueLeftOutIsNamed() {
        for arguments in [["--tour="], ["--tour", "--show-tour"]] {
            XCTAssertEqual(error(arguments), .missingValue(option: "--tour", valueName: "FILE"), "\(arguments)")
        }
        XCTAssertEqual(error(["--render", "a.json", "--output"]).map { if case .rejected = $0 { true } else { false } }, true)
        XCTAssertEqual(error(["--render", "a.json", "--size", "--dark"]), .missingValue(option: "--size", valueName: "WxH"))
        XCTAssertEqual(error(["extra"]), .unexpectedArgument("extra"))
    }

    func testCheckTakesTheFilesAfterTheOptions() throws {
        let check = try options(["--check", "a.json", "b.json", "--format", "json"])
        XCTAssertEqual(check.checkFiles, ["a.json", "b.json"])
        XCTAssertEqual(check.checkFormat, .json)
        XCTAssertEqual(try options(["--check", "--format", "json", "a.json", "--ui=editor=w.ui"]).checkFiles, ["a.json"])
        XCTAssertEqual(error(["--check"]), .missingValue(option: "--check", valueName: "FILE"))
        XCTAssertEqual(error(["--check", "a.json", "--format", "xml"]), .invalidValue(option: "--format", value: "xml", expected: "text or json"))
        XCTAssertEqual(try options(["--extract-strings", "a.json", "b.json"]).extractFiles, ["a.json", "b.json"])
    }

    func testTheAuthoringTools() throws {
        let render = try options(["--render", "tour.json", "--output", "out", "--size", "800x500", "--scale=2", "--dark"])
        XCTAssertEqual(render.renderFile, "tour.json")
        XCTAssertEqual(render.outputDirectory, "out")
        XCTAssertEqual(render.render, RenderSettings(size: PixelSize(width: 800, height: 500), scale: 2, dark: true))
        XCTAssertEqual(try options(["--preview", "tour.json", "--ui", "w.ui"]).previewFile, "tour.json")
        XCTAssertEqual(error(["--render", "tour.json"]), .missingOption("--output DIR", requiredBy: "--render"))
        XCTAssertEqual(error(["--reset-tour", "--preview", "a.json"]), .conflicting("--preview", "--reset-tour"))
    }
}
