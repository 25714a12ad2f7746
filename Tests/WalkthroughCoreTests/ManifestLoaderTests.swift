import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

@Suite struct ManifestLoaderTests {
    @Test("A valid manifest loads with resolved images, defaults and every section")
    func validManifest() throws {
        let fixture = try ManifestFixture()
        let manifest = try fixture.load()
        let resources = FilePath(fixture.resourcesPath)
        #expect(manifest.id == "welcome")
        #expect(manifest.title == "Welcome to Walkthrough")
        #expect(manifest.resourceRoot == resources)
        #expect(manifest.fileURL == fixture.manifestFile)
        #expect(manifest.pages == [
            TourPage(id: "welcome", image: resources.appendingPathComponent("tour/welcome.svg"),
                     title: "Welcome", body: "Hello.", since: Version(1, 0), imageDescription: "A waving hand.", resourceRoot: resources),
            TourPage(id: "play", image: resources.appendingPathComponent("tour/play.svg"),
                     title: "Play", body: "Press play.", isDecorative: true, resourceRoot: resources),
        ])
        #expect(manifest.tipSequences == [
            TipSequence(id: "main-tips", window: "main", since: Version(1, 1), narrowWidth: 560, tips: [
                Tip(id: "t1", content: .image(resources.appendingPathComponent("tips/a.svg"),
                                              narrow: resources.appendingPathComponent("tips/a-narrow.svg"),
                                              description: "Search is here.")),
                Tip(id: "t2", content: .card(title: "Search", body: "Type to search.", narrowBody: "Search.")),
            ], resourceRoot: resources),
        ])
        #expect(manifest.guides == [
            GuideDefinition(id: "main-guide", window: "main", since: Version(1, 1), steps: [
                GuideStep(id: "play", target: .widget("play-button"), title: "Play", body: "Starts it.",
                          showMe: true, completion: .use, ifMissing: .skip),
                GuideStep(id: "menu", target: .action("win.show-tour"), title: "Menu", body: "More."),
            ]),
        ])
    }

    @Test("Tips and guides are optional and resources defaults to the manifest's folder")
    func minimalManifest() throws {
        let fixture = try ManifestFixture()
        try fixture.folder.write("<svg/>", to: "data/w.svg")
        fixture.json = ["id": "min", "title": "T", "pages": [["id": "p", "image": "w.svg", "imageDescription": "W.", "title": "a", "body": "b"]]]
        let manifest = try fixture.load()
        #expect(manifest.tipSequences.isEmpty && manifest.guides.isEmpty)
        #expect(manifest.resourceRoot.path == fixture.folder.url.appendingPathComponent("data").standardizedFileURL.path)
        #expect(manifest.pages[0].image?.lastPathComponent == "w.svg")
    }

    @Test("A missing file is a whole-file error")
    func missingFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("nope.json")
        #expect(throws: ManifestError(file: url.path, field: "", reason: "file does not exist", kind: .notFound)) {
            try ManifestLoader.load(from: FilePath(url))
        }
    }

    @Test("A folder given as the manifest is a whole-file error")
    func folderAsFile() throws {
        let folder = try TemporaryFolder()
        #expect(throws: ManifestError.self) { try ManifestLoader.load(from: folder.filePath) }
    }

    @Test("The file is named as given, and whole-file errors omit the field")
    func descriptionFormat() {
        let error = ManifestError(file: "welcome.json", field: "", reason: "file does not exist")
        #expect(error.description == "welcome.json: file does not exist")
        let fieldError = ManifestError(file: "welcome.json", field: "pages[2].image", reason: "bad")
        #expect(fieldError.description == "welcome.json: pages[2].image: bad")
        let relative = ManifestError(file: URL(fileURLWithPath: "data/w.json").relativePath, field: "", reason: "r")
        #expect(relative.file == "data/w.json")
    }

    @Test("Invalid JSON reports the line and column")
    func invalidJSON() throws {
        let fixture = try ManifestFixture()
        try fixture.write(Data("{\n  \"id\": tru\n}".utf8))
        do throws(ManifestError) {
            _ = try ManifestLoader.load(from: fixture.manifestFile)
            Issue.record("invalid JSON loaded")
        } catch {
            #expect(error.field == "")
            #expect(error.file == fixture.manifestURL.path)
            #expect(error.reason.hasPrefix("invalid JSON"))
            #expect(error.position == SourcePosition(line: 2, column: 9))
            #expect(error.description.hasPrefix("\(fixture.manifestURL.path):2:9: invalid JSON"))
        }
    }

    @Test("A root that is not an object says what it found")
    func rootNotObject() throws {
        let fixture = try ManifestFixture()
        try fixture.write(Data("[1, 2]".utf8))
        #expect(throws: ManifestError(
            file: fixture.manifestURL.path, field: "",
            reason: "expected a JSON object at the top level, found an array",
            position: SourcePosition(line: 1, column: 1)
        )) {
            try ManifestLoader.load(from: fixture.manifestFile)
        }
    }

    @Test("decode resolves images against the given file URL")
    func decodeData() throws {
        let fixture = try ManifestFixture()
        let data = try JSONSerialization.data(withJSONObject: fixture.json)
        let manifest = try ManifestLoader.decode([UInt8](data), fileURL: fixture.manifestFile)
        #expect(manifest.pages.count == 2)
    }

    @Test("A page's since takes every version form apps use, ordered as the app's version is", arguments: [
        "46.beta.1", "1.0~beta", "1:2.0-1", "1.0.0-rc.1", "1.0.0+git20261201",
    ])
    func sinceForms(text: String) throws {
        let fixture = try ManifestFixture()
        try fixture.folder.write("<svg/>", to: "data/w.svg")
        fixture.json = ["id": "min", "title": "T", "pages": [
            ["id": "p", "image": "w.svg", "imageDescription": "W.", "title": "a", "body": "b", "since": text],
        ]]
        let manifest = try fixture.load()
        #expect(manifest.pages[0].since == Version(text))
        #expect(manifest.pages[0].since?.description == text)
    }
}
