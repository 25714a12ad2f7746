import CoreTestSupport
import Foundation
import Testing
@testable import WalkthroughCore

@Suite struct PlaceholderFormatTests {
    @Test("%s and %d take the arguments in order")
    func sequential() {
        #expect(PlaceholderFormat.fill("%d of %d", [2, 5]) == "2 of 5")
        #expect(PlaceholderFormat.fill("image %s: %s", ["a.svg", "broken"]) == "image a.svg: broken")
    }

    @Test("Positional placeholders let a translation reorder the arguments")
    func positional() {
        #expect(PlaceholderFormat.fill("Seite %1$d von %2$d", [2, 5]) == "Seite 2 von 5")
        #expect(PlaceholderFormat.fill("%2$d is the count, %1$d the page", [2, 5]) == "5 is the count, 2 the page")
        #expect(PlaceholderFormat.fill("%1$s, step %2$d of %3$d", ["Play", 1, 3]) == "Play, step 1 of 3")
    }

    @Test("%% is a percent sign; unknown or unfilled placeholders stay as written")
    func leftovers() {
        #expect(PlaceholderFormat.fill("100%% done", []) == "100% done")
        #expect(PlaceholderFormat.fill("%x and %5$s and %s", ["a"]) == "%x and %5$s and a")
        #expect(PlaceholderFormat.fill("%d of %d", [1]) == "1 of %d")
        #expect(PlaceholderFormat.fill("ends with %", []) == "ends with %")
        #expect(PlaceholderFormat.fill("no placeholders", [1, 2]) == "no placeholders")
    }

    @Test("Arguments are inserted as they are, never read as placeholders")
    func argumentsAreNotTemplates() {
        #expect(PlaceholderFormat.fill("%s: %s", ["%s", "50%"]) == "%s: 50%")
        #expect(PlaceholderFormat.fill("„%s“", ["ünïcödé ✓"]) == "„ünïcödé ✓“")
    }

    @Test("tr and trn fill placeholders; untranslated, trn picks the English form")
    func trAndTrn() {
        #expect(tr("Page %1$d of %2$d", 2, 5) == "Page 2 of 5")
        #expect(trn("%d page · valid", "%d pages · valid", 1, 1) == "1 page · valid")
        #expect(trn("%d page · valid", "%d pages · valid", 5, 5) == "5 pages · valid")
        #expect(CarouselState(pageCount: 2).dotLabels == ["Page 1 of 2", "Page 2 of 2"])
    }
}

@Suite struct ManifestTranslationTests {
    @Test("A manifest names its gettext domain; without one it has none")
    func domain() throws {
        let fixture = try ManifestFixture()
        #expect(try fixture.load().gettextDomain == nil)
        fixture.set("gettextDomain", "my-app_2.0")
        #expect(try fixture.load().gettextDomain == "my-app_2.0")
    }

    @Test("A gettext domain that is no file name is rejected with its field")
    func badDomain() throws {
        for bad in ["../evil", "a/b", ".hidden", "", "dömäin"] {
            let error = try #require(try ManifestFixture.error(("gettextDomain", bad)))
            #expect(error.field == "gettextDomain", "\(bad)")
        }
        #expect(try ManifestFixture.error(("gettextDomain", 3))?.reason == "expected a string, found a number")
    }

    @Test("translated(by:) changes every text people read and nothing else")
    func translated() throws {
        let fixture = try ManifestFixture()
        let manifest = try fixture.load()
        let shown = manifest.translated { "[\($0)]" }
        #expect(shown.title == "[Welcome to Walkthrough]")
        #expect(shown.pages.map(\.title) == ["[Welcome]", "[Play]"])
        #expect(shown.pages.map(\.body) == ["[Hello.]", "[Press play.]"])
        #expect(shown.pages.map(\.imageDescription) == ["[A waving hand.]", ""])
        #expect(shown.pages.map(\.id) == manifest.pages.map(\.id))
        #expect(shown.pages.map(\.image) == manifest.pages.map(\.image))
        guard case let .image(image, narrow, _) = manifest.tipSequences[0].tips[0].content else {
            Issue.record("the first tip is an image tip")
            return
        }
        #expect(shown.tipSequences[0].tips[0].content == .image(image, narrow: narrow, description: "[Search is here.]"),
                "an image tip keeps its pictures; its description is translated")
        #expect(shown.tipSequences[0].tips[1].content == .card(title: "[Search]", body: "[Type to search.]", narrowBody: "[Search.]"))
        #expect(shown.guides[0].steps.map(\.title) == ["[Play]", "[Menu]"])
        #expect(shown.guides[0].steps.map(\.body) == ["[Starts it.]", "[More.]"])
        #expect(shown.guides[0].steps.map(\.target) == manifest.guides[0].steps.map(\.target))
    }

    @Test("The translatable texts come with their field paths and the lines they are on")
    func translatableTexts() throws {
        let fixture = try ManifestFixture()
        let manifest = try fixture.load()
        let texts = manifest.translatableTexts
        #expect(texts.map(\.field) == [
            "title", "pages[0].imageDescription", "pages[0].title", "pages[0].body", "pages[1].title", "pages[1].body",
            "tips[0].tips[0].description", "tips[0].tips[1].title", "tips[0].tips[1].body", "tips[0].tips[1].narrowBody",
            "guides[0].steps[0].title", "guides[0].steps[0].body", "guides[0].steps[1].title", "guides[0].steps[1].body",
        ])
        let body = try #require(texts.first { $0.field == "pages[1].body" })
        #expect(body.text == "Press play.")
        #expect(body.position?.line == (try fixture.position(ofText: "\"Press play.\"")?.line))
    }

    @Test("The POT has one entry per text, references to every use, and escapes what PO needs")
    func potTemplate() {
        let texts = [
            TranslatableText(text: "Play", field: "pages[0].title", position: SourcePosition(line: 4, column: 3)),
            TranslatableText(text: "Say \"hi\"\\\nnow 50%", field: "pages[0].body", position: SourcePosition(line: 5, column: 3)),
            TranslatableText(text: "Play", field: "guides[0].steps[0].title", position: SourcePosition(line: 9, column: 7)),
        ]
        let pot = POTemplate.render(POTemplate.entries(for: texts, file: "data/tour.json"))
        #expect(pot.contains("charset=UTF-8"))
        #expect(pot.contains("#. pages[0].title\n#. guides[0].steps[0].title\n#: data/tour.json:4 data/tour.json:9\nmsgid \"Play\"\nmsgstr \"\"\n"))
        #expect(pot.contains("#: data/tour.json:5\n#, no-c-format\nmsgid \"Say \\\"hi\\\"\\\\\\nnow 50%\"\n"))
        #expect(pot.components(separatedBy: "msgid \"Play\"").count == 2)
    }
}

@Suite struct LocaleFolderTests {
    @Test("An installed binary looks for catalogues beside itself first, then in the configured prefix")
    func besideFirst() {
        let folders = DataRoots.localeCandidates(executable: "/opt/moved/bin/walkthrough", configured: "/usr/local/share/locale")
        #expect(folders.map(\.path) == ["/opt/moved/share/locale", "/usr/local/share/locale"])
        #expect(DataRoots.localeCandidates(executable: "/usr/bin/walkthrough", configured: "/usr/share/locale/").map(\.path)
            == ["/usr/share/locale"])
        #expect(DataRoots.localeCandidates(executable: nil, configured: "/p/share/locale").map(\.path) == ["/p/share/locale"])
    }
}
