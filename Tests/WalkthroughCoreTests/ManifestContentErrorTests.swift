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

    @Test("A missing narrow image is named by its full path")
    func missingNarrowImage() throws {
        let error = try ManifestFixture.error(("tips[0].tips[0].narrowImage", "tips/none.svg"))
        #expect(error?.field == "tips[0].tips[0].narrowImage")
        #expect(error?.reason.contains("does not exist") == true)
    }

    @Test("An absolute image path is rejected")
    func absoluteImage() throws {
        let error = try ManifestFixture.error(("pages[0].image", "/etc/hostname"))
        #expect(error?.field == "pages[0].image")
        #expect(error?.reason.contains("must be relative") == true)
    }

    @Test("An image path that climbs out with .. is rejected even if the file exists")
    func dotDotEscape() throws {
        let error = try ManifestFixture.error(("pages[0].image", "../data/welcome.json"))
        #expect(error?.field == "pages[0].image")
        #expect(error?.reason.contains("leaves the resources folder") == true)
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

    @Test("A folder is not an image")
    func imageIsFolder() throws {
        let error = try ManifestFixture.error(("pages[0].image", "tour"))
        #expect(error?.field == "pages[0].image")
        #expect(error?.reason.contains("is a folder") == true)
    }

    @Test("A resources folder that does not exist is named")
    func missingResources() throws {
        let error = try ManifestFixture.error(("resources", "../nowhere"))
        #expect(error?.field == "resources")
        #expect(error?.reason.contains("does not exist") == true)
    }

    @Test("A tip with both an image and a title is rejected")
    func tipWithBoth() throws {
        let error = try ManifestFixture.error(("tips[0].tips[0].title", "T"))
        #expect(error?.field == "tips[0].tips[0]")
        #expect(error?.reason.contains("not both") == true)
    }

    @Test("A tip with neither an image nor a title is rejected")
    func tipWithNeither() throws {
        let error = try ManifestFixture.error(("tips[0].tips[1]", ["id": "t2"]))
        #expect(error?.field == "tips[0].tips[1]")
        #expect(error?.reason.contains("needs either") == true)
    }

    @Test("A card tip without a body names the body")
    func cardWithoutBody() throws {
        let error = try ManifestFixture.error(("tips[0].tips[1].body", nil))
        #expect(error?.field == "tips[0].tips[1].body")
        #expect(error?.reason == "missing required field")
    }

    @Test("narrowImage on a card and body on an image tip are rejected")
    func mismatchedNarrowVariants() throws {
        let error = try ManifestFixture.error(("tips[0].tips[1].narrowImage", "tips/a.svg"))
        #expect(error?.field == "tips[0].tips[1].narrowImage")
        #expect(error?.reason.contains("goes with \"image\"") == true)
        let bodyError = try ManifestFixture.error(("tips[0].tips[0].narrowBody", "x"))
        #expect(bodyError?.field == "tips[0].tips[0].narrowBody")
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

    @Test("An image tip's description must be a non-empty string, within the body limit")
    func imageTipDescriptionValues() throws {
        let blank = try #require(try ManifestFixture.error(("tips[0].tips[0].description", "  ")))
        #expect(blank.field == "tips[0].tips[0].description")
        #expect(blank.reason == "must not be empty")
        let number = try #require(try ManifestFixture.error(("tips[0].tips[0].description", 3)))
        #expect(number.field == "tips[0].tips[0].description")
        #expect(number.reason == "expected a string, found a number")
        let long = try #require(try ManifestFixture.error(("tips[0].tips[0].description", String(repeating: "a", count: ManifestLimits.bodyLength + 1))))
        #expect(long.field == "tips[0].tips[0].description")
        #expect(try ManifestFixture.error(("tips[0].tips[0].description", String(repeating: "a", count: ManifestLimits.bodyLength))) == nil)
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

    @Test("A description on a card tip is rejected: it goes with an image")
    func descriptionOnCard() throws {
        let error = try #require(try ManifestFixture.error(("tips[0].tips[1].description", "A card.")))
        #expect(error.field == "tips[0].tips[1].description")
        #expect(error.reason == "\"description\" goes with \"image\", not with \"title\"")
    }

    @Test("A target with no widget or action is rejected")
    func targetWithNone() throws {
        let error = try ManifestFixture.error(("guides[0].steps[1].target", [String: Any]()))
        #expect(error?.field == "guides[0].steps[1].target")
        #expect(error?.reason.contains("found none") == true)
    }

    @Test("A target with both widget and action is rejected")
    func targetWithBoth() throws {
        let error = try ManifestFixture.error(("guides[0].steps[0].target.action", "win.play"))
        #expect(error?.field == "guides[0].steps[0].target")
        #expect(error?.reason.contains("found both") == true)
    }

    @Test("A target that is not an object is a wrong type")
    func targetWrongType() throws {
        let error = try ManifestFixture.error(("guides[0].steps[0].target", "play-button"))
        #expect(error?.field == "guides[0].steps[0].target")
        #expect(error?.reason == "expected an object, found a string")
    }

    @Test("An empty widget name is named by its full path")
    func emptyWidget() throws {
        let error = try ManifestFixture.error(("guides[0].steps[0].target.widget", ""))
        #expect(error?.field == "guides[0].steps[0].target.widget")
        #expect(error?.reason == "must not be empty")
    }

    @Test("An unknown completion value lists the allowed ones")
    func unknownCompletion() throws {
        let error = try ManifestFixture.error(("guides[0].steps[1].completion", "later"))
        #expect(error?.field == "guides[0].steps[1].completion")
        #expect(error?.reason == "unknown value \"later\"; expected one of: next, use")
    }

    @Test("An unknown ifMissing value lists the allowed ones")
    func unknownIfMissing() throws {
        let error = try ManifestFixture.error(("guides[0].steps[0].ifMissing", "hide"))
        #expect(error?.field == "guides[0].steps[0].ifMissing")
        #expect(error?.reason == "unknown value \"hide\"; expected one of: center, skip")
    }
}
