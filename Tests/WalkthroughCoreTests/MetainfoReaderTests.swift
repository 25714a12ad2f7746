import Testing
@testable import WalkthroughCore

/// Reading release notes from AppStream metainfo: translations, markup, and hostile files.
@Suite struct MetainfoReaderTests {
    static let threeReleases = """
        <?xml version="1.0" encoding="UTF-8"?>
        <component type="desktop-application">
          <id>dev.example.App</id>
          <name>Example</name>
          <description><p>Not a release.</p></description>
          <releases>
            <release version="1.2" date="2026-11-20">
              <description>
                <p>Faster <em>search</em> &amp; a new <code>--quiet</code> flag.</p>
                <p xml:lang="de">Schnellere <em>Suche</em> &amp; eine neue Option <code>--quiet</code>.</p>
                <ul>
                  <li>Sync over the network</li>
                  <li xml:lang="de">Abgleich über das Netz</li>
                  <li>Dark style</li>
                  <li xml:lang="de">Dunkler Stil</li>
                </ul>
              </description>
            </release>
            <release version="1.1" timestamp="1767225600">
              <description xml:lang="de"><p>Teilen.</p></description>
              <description><p>Sharing.</p></description>
            </release>
            <release version="1.0" date="2026-01-05">
              <description><p>First release.</p></description>
            </release>
          </releases>
        </component>
        """

    private func read(_ text: String, languages: [String] = ["C"]) throws -> ReleaseNotes {
        try MetainfoReader.read(Array(text.utf8), file: "app.metainfo.xml", languages: languages)
    }

    @Test("Every release with a description, newest first as written, with its date")
    func releases() throws {
        let notes = try read(Self.threeReleases).notes
        #expect(notes.map(\.version) == ["1.2", "1.1", "1.0"])
        #expect(notes[0].date == ReleaseDate(year: 2026, month: 11, day: 20))
        #expect(notes[1].date == ReleaseDate(year: 2026, month: 1, day: 1))
        #expect(notes[0].markup == "Faster <i>search</i> &amp; a new <tt>--quiet</tt> flag.\n\n• Sync over the network\n• Dark style")
        #expect(notes[0].language == nil)
    }

    @Test("German from xml:lang, by the first of the reader's languages the file has")
    func german() throws {
        let notes = try read(Self.threeReleases, languages: ["de_DE.UTF-8", "de_DE", "de", "C"]).notes
        #expect(notes[0].markup == "Schnellere <i>Suche</i> &amp; eine neue Option <tt>--quiet</tt>.\n\n• Abgleich über das Netz\n• Dunkler Stil")
        #expect(notes[0].language?.description == "de")
        #expect(notes[1].markup == "Teilen.")
        // Not translated: the text as written.
        #expect(notes[2].markup == "First release.")
        #expect(notes[2].language == nil)
    }

    @Test("Language names match in gettext's and BCP 47's spellings; C means as written")
    func languagePick() {
        #expect(ReleaseLanguage.pick(available: ["pt_BR", "de"], preferred: ["pt-br"]) == "pt_BR")
        #expect(ReleaseLanguage.pick(available: ["pt-BR"], preferred: ["pt_BR.UTF-8"]) == "pt-BR")
        #expect(ReleaseLanguage.pick(available: ["sr@latin", "sr"], preferred: ["sr@latin", "sr"]) == "sr@latin")
        #expect(ReleaseLanguage.pick(available: ["de"], preferred: ["fr", "C", "de"]) == nil)
        #expect(ReleaseLanguage.pick(available: ["de"], preferred: ["fr"]) == nil)
    }

    @Test("Ordered lists are numbered; whitespace collapses; markup in the text is escaped, never obeyed")
    func markup() throws {
        let text = """
            <component><releases><release version="2"><description>
            <ol><li>  one\n   two </li><li>&lt;b&gt;bold&lt;/b&gt; &quot;q&quot; 'a'</li></ol>
            </description></release></releases></component>
            """
        #expect(try read(text).notes.first?.markup == "1. one two\n2. &lt;b&gt;bold&lt;/b&gt; &quot;q&quot; &apos;a&apos;")
    }

    @Test("Each list item is a paragraph of its own, its marker apart, so the page can align wrapped lines under its text")
    func paragraphs() throws {
        let text = """
            <component><releases><release version="2"><description>
            <p>Intro</p><ul><li>a <em>b</em></li><li>c</li></ul><p> </p><ol><li>one</li><li>two</li></ol><p>End</p>
            </description></release></releases></component>
            """
        let note = try #require(try read(text).notes.first)
        #expect(note.paragraphs == [
            ReleaseParagraph(marker: nil, markup: "Intro", startsBlock: true),
            ReleaseParagraph(marker: "•", markup: "a <i>b</i>", startsBlock: true),
            ReleaseParagraph(marker: "•", markup: "c", startsBlock: false),
            ReleaseParagraph(marker: "1.", markup: "one", startsBlock: true),
            ReleaseParagraph(marker: "2.", markup: "two", startsBlock: false),
            ReleaseParagraph(marker: nil, markup: "End", startsBlock: true),
        ])
        #expect(note.markup == "Intro\n\n• a <i>b</i>\n• c\n\n1. one\n2. two\n\nEnd", "the empty paragraph is left out")
    }

    @Test("Unknown elements are left out, their text kept in a paragraph, with one warning naming the first")
    func unknownElements() throws {
        let text = """
            <component><releases><release version="2"><description>
            <p>See <a href="x">the site</a> and <b>this</b>.</p><h1>Gone</h1>
            </description><url>https://example.org</url></release></releases></component>
            """
        let notes = try read(text)
        #expect(notes.notes.first?.markup == "See the site and this.")
        #expect(notes.warning == "app.metainfo.xml: release notes: element <a> is not AppStream description markup; left out")
    }

    @Test("A release without a description or a version has no notes")
    func empty() throws {
        let text = #"<component><releases><release version="3"/><release date="2026-01-01"><description><p>x</p></description></release></releases></component>"#
        #expect(try read(text).notes.isEmpty)
    }

    @Test("Broken markup is one error naming the file and the place")
    func broken() {
        #expect(throws: MetainfoError(file: "app.metainfo.xml", position: SourcePosition(line: 1, column: 53), reason: "element <releases> is not closed")) {
            try read(#"<component><releases><release version="1"></release>"#)
        }
    }

    @Test("Nesting deeper than the limit is an error")
    func deep() {
        let deep = "<component>" + String(repeating: "<x>", count: ReleaseNotesLimits.depth) + String(repeating: "</x>", count: ReleaseNotesLimits.depth) + "</component>"
        #expect(throws: MetainfoError.self) { try read(deep) }
    }

    @Test("A file over the size limit is refused before it is scanned")
    func huge() {
        let bytes = [UInt8](repeating: 0x20, count: ReleaseNotesLimits.fileSize + 1)
        #expect(throws: MetainfoError.self) { try MetainfoReader.read(bytes, file: "f", languages: []) }
    }

    @Test("A long release's notes are cut at the limit and end in …")
    func long() throws {
        let word = String(repeating: "a ", count: ReleaseNotesLimits.textLength)
        let markup = try read("<component><releases><release version=\"1\"><description><p>\(word)</p></description></release></releases></component>").notes[0].markup
        #expect(markup.hasSuffix("…"))
        #expect(markup.unicodeScalars.count <= ReleaseNotesLimits.textLength + 1)
    }

    @Test("Dates: ISO with or without a time, Unix timestamps; nonsense is no date")
    func dates() {
        #expect(ReleaseDate(iso: "2026-12-05") == ReleaseDate(year: 2026, month: 12, day: 5))
        #expect(ReleaseDate(iso: "2026-12-05T10:00:00Z") == ReleaseDate(year: 2026, month: 12, day: 5))
        #expect(ReleaseDate(iso: "2026-13-05") == nil)
        #expect(ReleaseDate(iso: "20261205") == nil)
        #expect(ReleaseDate(timestamp: "0") == ReleaseDate(year: 1970, month: 1, day: 1))
        #expect(ReleaseDate(timestamp: "951782400") == ReleaseDate(year: 2000, month: 2, day: 29))
        #expect(ReleaseDate(timestamp: "-5") == nil)
    }

    @Test("The installed metainfo is looked for under the data folders, metainfo first, then the legacy names")
    func location() {
        let found = MetainfoLocation.candidates(appID: "dev.example.App", environment: ["HOME": "/home/u", "XDG_DATA_DIRS": "/app/share:/usr/share/"])
        #expect(found == [
            "/home/u/.local/share/metainfo/dev.example.App.metainfo.xml", "/home/u/.local/share/metainfo/dev.example.App.appdata.xml",
            "/home/u/.local/share/appdata/dev.example.App.appdata.xml",
            "/app/share/metainfo/dev.example.App.metainfo.xml", "/app/share/metainfo/dev.example.App.appdata.xml",
            "/app/share/appdata/dev.example.App.appdata.xml",
            "/usr/share/metainfo/dev.example.App.metainfo.xml", "/usr/share/metainfo/dev.example.App.appdata.xml",
            "/usr/share/appdata/dev.example.App.appdata.xml",
        ])
        #expect(MetainfoLocation.candidates(appID: "../x", environment: [:]).isEmpty)
        #expect(MetainfoLocation.candidates(appID: "a", environment: [:]).first == "/usr/local/share/metainfo/a.metainfo.xml")
    }
}
