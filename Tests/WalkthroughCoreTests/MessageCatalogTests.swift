import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

@Suite struct MessageCatalogTests {
    @Test("Reads which messages a compiled catalogue translates, in either byte order")
    func reads() throws {
        for bigEndian in [false, true] {
            let bytes = CatalogueBytes.catalogue([("", "Content-Type: text/plain; charset=UTF-8\n"), ("Welcome", "Willkommen"),
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
        var damaged = CatalogueBytes.catalogue([("Welcome", "Willkommen")])
        damaged[36] = 0xFF
        damaged[37] = 0xFF
        #expect(throws: MessageCatalog.Failure.damaged) { try MessageCatalog(bytes: damaged) }
    }
}
