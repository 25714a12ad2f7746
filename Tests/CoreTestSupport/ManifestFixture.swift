import Foundation
import WalkthroughCore

/// A valid manifest on disk (`data/welcome.json` with images in `resources/`) that a test
/// can break one field at a time.
package final class ManifestFixture {
    package let folder: TemporaryFolder
    package var json: [String: Any]

    package init() throws {
        folder = try TemporaryFolder()
        for image in ["tour/welcome.svg", "tour/play.svg", "tips/a.svg", "tips/a-narrow.svg"] {
            try folder.write("<svg/>", to: "resources/\(image)")
        }
        json = ManifestFixture.valid
    }

    package var manifestURL: URL { folder.url.appendingPathComponent("data/welcome.json") }
    /// The manifest as the library names files.
    package var manifestFile: FilePath { FilePath(manifestURL) }
    package var resourcesPath: String { folder.url.appendingPathComponent("resources").standardizedFileURL.path }

    package static var valid: [String: Any] {
        [
            "$schema": "tour.schema.json",
            "id": "welcome",
            "title": "Welcome to Walkthrough",
            "resources": "../resources",
            "pages": [
                ["id": "welcome", "image": "tour/welcome.svg", "imageDescription": "A waving hand.", "title": "Welcome", "body": "Hello.", "since": "1.0"],
                ["id": "play", "image": "tour/play.svg", "imageDescription": "", "decorative": true, "title": "Play", "body": "Press play."],
            ],
            "tips": [
                [
                    "id": "main-tips", "window": "main", "since": "1.1", "narrowWidth": 560,
                    "tips": [
                        ["id": "t1", "image": "tips/a.svg", "narrowImage": "tips/a-narrow.svg", "description": "Search is here."],
                        ["id": "t2", "title": "Search", "body": "Type to search.", "narrowBody": "Search."],
                    ],
                ],
            ],
            "guides": [
                [
                    "id": "main-guide", "window": "main", "since": "1.1",
                    "steps": [
                        [
                            "id": "play", "target": ["widget": "play-button"], "title": "Play", "body": "Starts it.",
                            "showMe": true, "completion": "use", "ifMissing": "skip",
                        ],
                        ["id": "menu", "target": ["action": "win.show-tour"], "title": "Menu", "body": "More."],
                    ],
                ],
            ],
        ]
    }

    /// Sets (or with nil removes) the value at `path`, e.g. `pages[0].image`.
    package func set(_ path: String, _ value: Any?) {
        JSONPath.set(value, at: path, in: &json)
    }

    /// Writes the JSON and loads it.
    package func load() throws -> TourManifest {
        try write(JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]))
        return try ManifestLoader.load(from: manifestFile)
    }

    /// Writes raw bytes as the manifest.
    package func write(_ data: Data) throws {
        try FileManager.default.createDirectory(
            at: manifestURL.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try data.write(to: manifestURL)
    }

    /// The line and column of the first occurrence of `text` in the manifest as written
    /// (found by searching the text, independently of the parser; ASCII content assumed).
    package func position(ofText text: String) throws -> SourcePosition? {
        let written = try String(contentsOf: manifestURL, encoding: .utf8)
        guard let range = written.range(of: text) else { return nil }
        let before = written[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { written.index(after: $0) } ?? written.startIndex
        return SourcePosition(line: line, column: written[lineStart..<range.lowerBound].unicodeScalars.count + 1)
    }

    /// The error loading the current JSON gives, or nil if it loads.
    package func loadError() throws -> ManifestError? {
        try write(JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]))
        do throws(ManifestError) {
            _ = try ManifestLoader.load(from: manifestFile)
            return nil
        } catch {
            return error
        }
    }
}

extension ManifestFixture {
    /// The error a valid manifest gives after setting (nil: removing) each path in turn.
    package static func error(_ changes: (String, Any?)...) throws -> ManifestError? {
        let fixture = try ManifestFixture()
        for (path, value) in changes { fixture.set(path, value) }
        return try fixture.loadError()
    }
}
