import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// Errors in what a manifest points at and says: images, tip kinds, targets, enum values.
@Suite struct ManifestContentErrorTests {
    @Test("A missing image names the path and the resources folder")
    func missingImage() throws {
        let fixture = try ManifestFixture()
        fixture.set("pages[1].image", "tour/missing.svg")
        let error = try fixture.loadError()
        #expect(error?.field == "pages[1].image")
        #expect(error?.reason == "file \"tour/missing.svg\" does not exist in \(fixture.resourcesPath)")
        let position = try #require(error?.position)
        #expect(position == (try fixture.position(ofText: "\"tour/missing.svg\"")))
        #expect(error?.description.hasPrefix(
            "\(fixture.manifestURL.path):\(position.line):\(position.column): pages[1].image: file "
        ) == true)
    }

    @Test("A symlink inside the resources folder pointing outside it is rejected")
    func symlinkEscape() throws {
        let fixture = try ManifestFixture()
        let outside = try fixture.folder.write("<svg/>", to: "outside.svg")
        try FileManager.default.createSymbolicLink(
            at: fixture.folder.url.appendingPathComponent("resources/tour/link.svg"), withDestinationURL: outside
        )
        fixture.set("pages[0].image", "tour/link.svg")
        let error = try fixture.loadError()
        #expect(error?.field == "pages[0].image")
        #expect(error?.reason.contains("outside the resources folder") == true)
    }

    @Test("A symlink that stays inside the resources folder is fine")
    func symlinkInside() throws {
        let fixture = try ManifestFixture()
        try FileManager.default.createSymbolicLink(
            atPath: fixture.folder.url.appendingPathComponent("resources/tour/alias.svg").path,
            withDestinationPath: "welcome.svg"
        )
        fixture.set("pages[0].image", "tour/alias.svg")
        #expect(try fixture.loadError() == nil)
    }

    @Test("An image tip without a description names the field, at the tip")
    func imageTipWithoutDescription() throws {
        let fixture = try ManifestFixture()
        fixture.set("tips[0].tips[0].description", nil)
        let error = try #require(try fixture.loadError())
        #expect(error.field == "tips[0].tips[0].description")
        #expect(error.reason == "missing required field")
        // A missing field is reported at its object: the tip's "{", the line above its id.
        let position = try #require(error.position)
        let idLine = try #require(try fixture.position(ofText: "\"t1\"")).line
        #expect(position.line == idLine - 1)
    }

    @Test("A bad description is reported where it is written")
    func imageTipDescriptionPosition() throws {
        let fixture = try ManifestFixture()
        fixture.set("tips[0].tips[0].description", "")
        let error = try #require(try fixture.loadError())
        #expect(error.field == "tips[0].tips[0].description")
        // The value, just after its key (a decorative page's empty imageDescription comes earlier).
        let key = "\"description\" : "
        let keyPosition = try #require(try fixture.position(ofText: key + "\"\""))
        #expect(error.position == SourcePosition(line: keyPosition.line, column: keyPosition.column + key.count))
    }

    @Test("An image tip's description at the body limit loads (the table has the errors)")
    func imageTipDescriptionAtTheLimit() throws {
        #expect(try ManifestFixture.error(("tips[0].tips[0].description", String(repeating: "a", count: ManifestLimits.bodyLength))) == nil)
    }
}
