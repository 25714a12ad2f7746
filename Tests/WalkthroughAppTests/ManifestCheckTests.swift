import CoreTestSupport
import Foundation
import Testing
@testable import WalkthroughApp
@testable import WalkthroughAuthoring
import WalkthroughCore

@Suite struct ManifestCheckTests {
    private static let ui = UIDescription(windows: ["main": [.widget("play-button")]])

    /// A manifest whose text puts the offending value at a known line and column.
    private struct Case {
        let name: String
        let text: String
        let line: Int
        let column: Int
        let field: String
    }

    private static let page = #"{"id": "p", "image": "a.svg", "imageDescription": "A.", "title": "T", "body": "B"}"#

    private static let cases: [Case] = [
        Case(name: "syntax", text: "{\n  \"id\": \"x\",\n  \"title\": ,\n}", line: 3, column: 12, field: ""),
        Case(name: "duplicate key", text: "{\"id\": \"x\",\n \"title\": \"T\",\n \"id\": \"y\", \"pages\": [\(page)]}", line: 3, column: 2, field: "id"),
        Case(name: "unknown field", text: "{\"id\": \"x\", \"title\": \"T\",\n  \"pages\": [\n    {\"id\": \"p\", \"image\": \"a.svg\", \"title\": \"T\", \"body\": \"B\", \"colour\": 1}]}", line: 3, column: 62, field: "pages[0].colour"),
        Case(name: "missing image", text: "{\"id\": \"x\", \"title\": \"T\",\n \"pages\": [{\"id\": \"p\", \"image\": \"gone.svg\", \"title\": \"T\", \"body\": \"B\"}]}", line: 2, column: 33, field: "pages[0].image"),
        Case(name: "bad id", text: "{\"id\": \"x\", \"title\": \"T\", \"pages\": [\n{\"id\": \"Not OK\", \"image\": \"a.svg\", \"title\": \"T\", \"body\": \"B\"}]}", line: 2, column: 8, field: "pages[0].id"),
        Case(name: "unknown target", text: "{\"id\": \"x\", \"title\": \"T\", \"pages\": [\(page)],\n\"guides\": [{\"id\": \"g\", \"window\": \"main\", \"steps\": [\n  {\"id\": \"s\", \"target\": {\"widget\": \"nope\"}, \"title\": \"T\", \"body\": \"B\"}]}]}", line: 3, column: 25, field: "guides[0].steps[0].target"),
        Case(name: "unknown window", text: "{\"id\": \"x\", \"title\": \"T\", \"pages\": [\(page)],\n\"tips\": [{\"id\": \"t\", \"window\": \"attic\", \"tips\": [{\"id\": \"a\", \"title\": \"T\", \"body\": \"B\"}]}]}", line: 2, column: 32, field: "tips[0].window"),
    ]

    @Test("Each kind of problem is reported at the line and column of the offending value", arguments: cases.indices)
    func positions(index: Int) throws {
        let item = Self.cases[index]
        let folder = try TemporaryFolder()
        _ = try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>", to: "a.svg")
        let file = try folder.write(item.text, to: "tour.json")
        let problems = ManifestCheck.problems(in: [FilePath(file)], ui: Self.ui)
        #expect(problems.count == 1, "\(item.name): \(problems)")
        let problem = try #require(problems.first)
        #expect(problem.field == item.field, "\(item.name)")
        #expect(problem.line == item.line && problem.column == item.column, "\(item.name): \(problem)")
        #expect(problem.description.hasPrefix("\(file.path):\(item.line):\(item.column): "))
    }

    @Test("Several files are checked in order; a good one adds nothing")
    func severalFiles() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>", to: "a.svg")
        let good = try folder.write("{\"id\": \"x\", \"title\": \"T\", \"pages\": [\(Self.page)]}", to: "good.json")
        let broken = try folder.write("{", to: "broken.json")
        let missing = folder.url.appendingPathComponent("missing.json")
        let problems = ManifestCheck.problems(in: [broken, good, missing].map { FilePath($0) }, ui: Self.ui)
        #expect(problems.map(\.file) == [broken.path, missing.path])
        #expect(ManifestCheck.report([], format: .text) == "")
    }

    @Test("The JSON report is valid JSON with the same problems, control characters escaped")
    func jsonReport() throws {
        let problems = [
            ManifestError(file: "a.json", field: "pages[0].id", reason: "bad \"id\"\n\u{1B}", position: SourcePosition(line: 3, column: 7)),
            ManifestError(file: "b.json", field: "", reason: "file does not exist"),
        ]
        let text = ManifestCheck.report(problems, format: .json)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(parsed.count == 2)
        #expect(parsed[0]["line"] as? Int == 3 && parsed[0]["column"] as? Int == 7)
        #expect(parsed[0]["reason"] as? String == "bad \"id\"\n\u{1B}")
        #expect(parsed[1]["line"] is NSNull)
        #expect(!text.contains("\u{1B}"), "no raw control characters in the output")
        #expect(ManifestCheck.report([], format: .json) == "[]\n")
    }

    @Test("--check takes the files after the options, and --format")
    func parsing() throws {
        let options = try CommandLineOptions(CommandLineValues(flags: [.check], values: [.format: ["json"]], remaining: ["a.json", "b.json"]))
        #expect(options.checkFiles == ["a.json", "b.json"])
        #expect(options.checkFormat == .json)
        #expect(options.isCheck)
        #expect(throws: CommandLineError.missingValue(option: "--check", valueName: "FILE")) {
            try CommandLineOptions(CommandLineValues(flags: [.check]))
        }
        #expect(throws: CommandLineError.invalidValue(option: "--format", value: "xml", expected: "text or json")) {
            try CommandLineOptions(CommandLineValues(flags: [.check], values: [.format: ["xml"]], remaining: ["a.json"]))
        }
        #expect(CommandLineError.invalidValue(option: "--format", value: "xml", expected: "text or json").description
            == "option '--format' needs text or json, not 'xml'")
        #expect(throws: CommandLineError.unexpectedArgument("a.json")) { try CommandLineOptions(CommandLineValues(remaining: ["a.json"])) }
    }

    @Test("--check names an image the tour window would refuse, where the manifest names it")
    func oversizedImage() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>", to: "a.svg")
        // A PNG header claiming 60000×60000 pixels: signature, then the IHDR chunk.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(png).write(to: folder.url.appendingPathComponent("bomb.png"))
        let file = try folder.write("""
            {"id": "t", "title": "T", "pages": [
              {"id": "a", "image": "a.svg", "imageDescription": "A", "title": "A", "body": "A"},
              {"id": "b", "image": "bomb.png", "imageDescription": "B", "title": "B", "body": "B"}]}
            """, to: "tour.json")
        let problems = ManifestCheck.problems(in: [FilePath(file)], ui: nil)
        #expect(problems.map(\.field) == ["pages[1].image"])
        #expect(problems.first?.line == 3 && problems.first?.column == 24)
        #expect(problems.first?.reason.contains("60000") == true)
    }

    /// A PNG header of `width`×`height` pixels: signature, then the IHDR chunk.
    private func pngHeader(_ width: UInt16, _ height: UInt16) -> Data {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, UInt8(width >> 8), UInt8(width & 0xFF), 0, 0, UInt8(height >> 8), UInt8(height & 0xFF), 8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(png)
    }

    @Test("--check names an SVG whose PNG rendition has another shape or is no PNG; a matching one is fine")
    func renditions() throws {
        let folder = try TemporaryFolder()
        for name in ["good", "stale", "fake"] {
            _ = try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"400\"/>", to: "\(name).svg")
        }
        try pngHeader(1280, 800).write(to: folder.url.appendingPathComponent("good.png"))
        try pngHeader(1280, 1280).write(to: folder.url.appendingPathComponent("stale.png"))
        _ = try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1280\" height=\"800\"/>", to: "fake.png")
        let file = try folder.write("""
            {"id": "t", "title": "T", "pages": [
              {"id": "a", "image": "good.svg", "imageDescription": "A", "title": "A", "body": "A"},
              {"id": "b", "image": "stale.svg", "imageDescription": "B", "title": "B", "body": "B"},
              {"id": "c", "image": "fake.svg", "imageDescription": "C", "title": "C", "body": "C"}]}
            """, to: "tour.json")
        let problems = ManifestCheck.problems(in: [FilePath(file)], ui: nil)
        #expect(problems.map(\.field) == ["pages[1].image", "pages[2].image"])
        #expect(problems.first?.reason.contains("stale.png is 1280×1280, not the shape of the SVG (640×400)") == true)
        #expect(problems.last?.reason.contains("fake.png is not a PNG") == true)
    }
}
