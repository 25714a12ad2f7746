import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// Pages' images carry a text alternative (`imageDescription`) or say they are decorative.
@Suite struct ImageDescriptionTests {
    @Test("A page's image description and decorative flag are read")
    func decoded() throws {
        let manifest = try ManifestFixture().load()
        #expect(manifest.pages[0].imageDescription == "A waving hand.")
        #expect(!manifest.pages[0].isDecorative)
        #expect(manifest.pages[1].imageDescription == "")
        #expect(manifest.pages[1].isDecorative)
    }

    @Test("A page without an image description is an error at the page, naming the field")
    func missing() throws {
        let fixture = try ManifestFixture()
        fixture.set("pages[0].imageDescription", nil)
        let error = try fixture.loadError()
        #expect(error?.field == "pages[0].imageDescription")
        #expect(error?.reason == "missing required field")
        #expect(error?.position != nil)
    }

    @Test("An empty description needs \"decorative\": true, and is reported at the value")
    func emptyNeedsDecorative() throws {
        let fixture = try ManifestFixture()
        fixture.set("pages[0].imageDescription", "")
        let error = try fixture.loadError()
        #expect(error?.field == "pages[0].imageDescription")
        #expect(error?.reason.contains("\"decorative\": true") == true)
        let position = try #require(error?.position)
        #expect(position == (try fixture.position(ofText: "\"\"")))
    }

    @Test("Descriptions are translated and extracted; a decorative image's empty one is not")
    func translatable() throws {
        let manifest = try ManifestFixture().load()
        let translated = manifest.translated { "<\($0)>" }
        #expect(translated.pages[0].imageDescription == "<A waving hand.>")
        #expect(translated.pages[1].imageDescription == "")
        let texts = manifest.translatableTexts
        let description = try #require(texts.first { $0.field == "pages[0].imageDescription" })
        #expect(description.text == "A waving hand.")
        #expect(description.position != nil)
        #expect(!texts.contains { $0.field == "pages[1].imageDescription" })
        let fields = texts.map(\.field)
        #expect(fields.firstIndex(of: "pages[0].imageDescription")! < fields.firstIndex(of: "pages[0].title")!)
    }
}
