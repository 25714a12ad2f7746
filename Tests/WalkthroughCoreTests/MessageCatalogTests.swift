import Foundation
import Testing
@testable import WalkthroughAuthoring
import WalkthroughCore

@Suite struct MessageCatalogTests {
    /// A little-endian `.mo` file holding `entries` (msgid, msgstr), as msgfmt writes it.
    static func catalogue(_ entries: [(String, String)], bigEndian: Bool = false) -> [UInt8] {
        let sorted = entries.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        var bytes: [UInt8] = []
        func word(_ value: Int) {
            let v = UInt32(value)
            let parts = [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
            bytes += bigEndian ? parts.reversed() : parts
        }
        let count = sorted.count
        let originals = 28, translations = originals + 8 * count
        var data = translations + 8 * count
        word(0x9504_12DE); word(0); word(count); word(originals); word(translations); word(0); word(0)
        var strings: [UInt8] = []
        var tables: [[(Int, Int)]] = [[], []]
        for column in 0..<2 {
            for entry in sorted {
                let text = Array((column == 0 ? entry.0 : entry.1).utf8)
                tables[column].append((text.count, data))
                strings += text + [0]
                data += text.count + 1
            }
        }
        for table in tables { for (length, offset) in table { word(length); word(offset) } }
        return bytes + strings
    }

    @Test("Reads which messages a compiled catalogue translates, in either byte order")
    func reads() throws {
        for bigEndian in [false, true] {
            let bytes = Self.catalogue([("", "Content-Type: text/plain; charset=UTF-8\n"), ("Welcome", "Willkommen"),
                                        ("Untranslated", ""), ("%d page\u{0}%d pages", "%d Seite\u{0}%d Seiten")], bigEndian: bigEndian)
            let catalogue = try MessageCatalog(bytes: bytes)
            #expect(catalogue.translates("Welcome"))
            #expect(catalogue.translates("%d page"))
            #expect(!catalogue.translates("Untranslated"))
            #expect(!catalogue.translates(""))
        }
    }

    @Test("A file that is not a catalogue, or points outside itself, is refused")
    func refuses() {
        #expect(throws: MessageCatalog.Failure.notACatalogue) { try MessageCatalog(bytes: Array("not a catalogue at all".utf8)) }
        var damaged = Self.catalogue([("Welcome", "Willkommen")])
        damaged[36] = 0xFF
        damaged[37] = 0xFF
        #expect(throws: MessageCatalog.Failure.damaged) { try MessageCatalog(bytes: damaged) }
    }

    @Test("--check names each text of a translatable manifest that a shipped language lacks, at its position")
    func missingTranslations() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>", to: "a.svg")
        let file = try folder.write("""
            {"id": "t", "title": "Tour", "gettextDomain": "walkthrough",
             "pages": [{"id": "p", "image": "a.svg", "imageDescription": "Hello", "title": "Hello", "body": "New text"}]}
            """, to: "tour.json")
        let german = try MessageCatalog(bytes: Self.catalogue([("Tour", "Tour"), ("Hello", "Hallo"), ("New text", "Neuer Text")]))
        let hebrew = try MessageCatalog(bytes: Self.catalogue([("Tour", "סיור"), ("Hello", "שלום")]))
        // A language of the domain that translates none of the tour's texts (only the library's) does not count.
        let spanish = try MessageCatalog(bytes: Self.catalogue([("_Next", "_Siguiente")]))
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
