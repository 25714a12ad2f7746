import CoreTestSupport
import Foundation
import Testing
@testable import WalkthroughAuthoring
import WalkthroughCore

/// `--check` on what a manifest refers to: its images' chunks and its translations.
@Suite struct ManifestCheckContentTests {
    @Test("--check reports a PNG whose text chunks hold more than 256 KiB, naming it; one under the limit passes")
    func checkReportsTextChunks() throws {
        let folder = try TemporaryFolder()
        let limit = ImageLimits.standard.maximumAncillaryBytes
        let bomb = folder.url.appendingPathComponent("bomb.png")
        try Data(ImageBytes.png(ImageBytes.textChunks(limit / 8192 + 1, size: 8192))).write(to: bomb)
        let small = folder.url.appendingPathComponent("small.png")
        try Data(ImageBytes.png(ImageBytes.textChunks(limit / 8192 - 1, size: 8192))).write(to: small)
        let manifest = try folder.write("""
            {"id": "t", "title": "T", "pages": [
              {"id": "a", "image": "small.png", "imageDescription": "A", "title": "A", "body": "A"},
              {"id": "b", "image": "bomb.png", "imageDescription": "B", "title": "B", "body": "B"}]}
            """, to: "tour.json")
        let problems = ManifestCheck.problems(in: [FilePath(manifest)], ui: nil)
        #expect(problems.map(\.field) == ["pages[1].image"])
        #expect(problems.first?.reason == "\(bomb.path): its text and metadata chunks hold more than the 262144 bytes allowed")
    }

    @Test("--check names each text of a translatable manifest that a shipped language lacks, at its position")
    func missingTranslations() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>", to: "a.svg")
        let file = try folder.write("""
            {"id": "t", "title": "Tour", "gettextDomain": "walkthrough",
             "pages": [{"id": "p", "image": "a.svg", "imageDescription": "Hello", "title": "Hello", "body": "New text"}]}
            """, to: "tour.json")
        let german = try MessageCatalog(bytes: CatalogueBytes.catalogue([("Tour", "Tour"), ("Hello", "Hallo"), ("New text", "Neuer Text")]))
        let hebrew = try MessageCatalog(bytes: CatalogueBytes.catalogue([("Tour", "סיור"), ("Hello", "שלום")]))
        // A language of the domain that translates none of the tour's texts (only the library's) does not count.
        let spanish = try MessageCatalog(bytes: CatalogueBytes.catalogue([("_Next", "_Siguiente")]))
        let problems = ManifestCheck.problems(in: [FilePath(file)], ui: nil) { domain in
            domain == "walkthrough" ? [("de", german), ("he", hebrew), ("es", spanish)] : []
        }
        #expect(problems.map(\.field) == ["pages[0].body"])
        #expect(problems.first?.reason.contains("he") == true)
        #expect(problems.first?.reason.contains("de") == false)
        #expect(problems.first?.reason.contains("es") == false, "a catalogue of none of the tour's texts is not the tour's translation")
        #expect(problems.first?.line == 2)
        let untranslatable = try folder.write(#"{"id": "u", "title": "T", "pages": [{"id": "p", "image": "a.svg", "imageDescription": "Z", "title": "X", "body": "Y"}]}"#, to: "plain.json")
        #expect(ManifestCheck.problems(in: [FilePath(untranslatable)], ui: nil) { _ in [("he", hebrew)] } == [],
                "a manifest without a gettext domain is not checked for translations")
    }
}
