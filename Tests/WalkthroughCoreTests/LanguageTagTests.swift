import CoreTestSupport
import Testing
import WalkthroughCore

@Suite struct LanguageTagTests {
    @Test("Well-formed BCP 47 tags parse and keep their spelling", arguments: [
        "ar", "ja", "he", "pt-BR", "zh-Hant-TW", "sr-Latn", "de-CH-1901", "es-419", "en-US-x-twain", "x-klingon", "zh-yue-HK", "ur-Arab-PK",
    ])
    func wellFormed(tag: String) {
        #expect(LanguageTag(parsing: tag)?.description == tag)
    }

    @Test("Anything else is refused", arguments: [
        "", "a", "ar_EG", "ar-", "-ar", "e1", "english language", "ar-EG-", "toolongsubtag-x", "en-a", "x", "ar--EG", "日本語",
    ])
    func malformed(tag: String) {
        #expect(LanguageTag(parsing: tag) == nil)
    }

    @Test("The direction follows the script when the tag names one, else the language's usual script")
    func direction() throws {
        for tag in ["ar", "he", "fa-IR", "ur-Arab-PK", "az-Arab", "yi", "ar-EG"] {
            #expect(try #require(LanguageTag(parsing: tag)).isRightToLeft, "\(tag)")
        }
        for tag in ["ja", "en-US", "ar-Latn", "zh-Hant-TW", "hi", "th", "x-klingon"] {
            #expect(try !#require(LanguageTag(parsing: tag)).isRightToLeft, "\(tag)")
        }
        #expect(LanguageTag(parsing: "AR-eg")?.language == "ar")
        #expect(LanguageTag(parsing: "ur-arab-PK")?.script == "Arab")
    }

    @Test("A manifest's language reaches every page; without one there is none")
    func manifestLanguage() throws {
        let fixture = try ManifestFixture()
        #expect(try fixture.load().language == nil)
        fixture.set("language", "ja")
        let manifest = try fixture.load()
        #expect(manifest.language == LanguageTag(parsing: "ja"))
        #expect(manifest.pages.allSatisfy { $0.language == LanguageTag(parsing: "ja") })
    }

    @Test("A language that is no BCP 47 tag is rejected with its field and the reason")
    func badLanguage() throws {
        let error = try #require(try ManifestFixture.error(("language", "Japanese (Japan)")))
        #expect(error.field == "language")
        #expect(error.reason == "\"Japanese (Japan)\" is not a BCP 47 language tag such as \"ar\", \"ja\" or \"pt-BR\"")
        #expect(try ManifestFixture.error(("language", 3))?.reason == "expected a string, found a number")
    }
}
