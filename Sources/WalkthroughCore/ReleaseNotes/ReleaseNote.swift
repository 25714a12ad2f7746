/// One release's notes from an app's AppStream metainfo, in the language chosen
/// for the reader: what a What's New page shows.
package struct ReleaseNote: Equatable, Sendable {
    /// The release's `version`, as written.
    package var version: String
    /// The release's date (`date`, or `timestamp`), when it has one.
    package var date: ReleaseDate?
    /// The description's paragraphs and list items, in order, as the page lays them out.
    package var paragraphs: [ReleaseParagraph]
    /// The `xml:lang` the description was picked in; nil: the text as written.
    package var language: LanguageTag?

    /// A release note of `paragraphs`.
    package init(version: String, date: ReleaseDate? = nil, paragraphs: [ReleaseParagraph], language: LanguageTag? = nil) {
        self.version = version
        self.date = date
        self.paragraphs = paragraphs
        self.language = language
    }

    /// A release note of one paragraph of Pango `markup`.
    package init(version: String, date: ReleaseDate? = nil, markup: String, language: LanguageTag? = nil) {
        self.init(version: version, date: date, paragraphs: [ReleaseParagraph(marker: nil, markup: markup, startsBlock: true)],
                  language: language)
    }

    /// The description as one Pango markup text: paragraphs apart by an
    /// empty line, list items one a line after `•` or their number; `<i>`
    /// for `<em>`, `<tt>` for `<code>`; every text escaped.
    package var markup: String { ReleaseMarkup.joined(paragraphs) }
}

/// A paragraph of a release's notes, or one item of a list with its marker
/// apart, so that the item's wrapped lines can align under its text.
package struct ReleaseParagraph: Equatable, Sendable {
    /// A list item's marker, `•` or its number (`2.`); nil for a paragraph.
    package var marker: String?
    /// The text as Pango markup, every text escaped.
    package var markup: String
    /// Whether it begins a paragraph or a list (an empty line before it),
    /// rather than following the item before it in the same list.
    package var startsBlock: Bool

    /// A paragraph, or a list item after `marker`.
    package init(marker: String?, markup: String, startsBlock: Bool) {
        self.marker = marker
        self.markup = markup
        self.startsBlock = startsBlock
    }
}

/// A release's calendar date (UTC), which the GTK layer writes in the reader's locale.
package struct ReleaseDate: Equatable, Hashable, Sendable {
    /// The year, 1 to 9999.
    package var year: Int
    /// The month, 1 to 12.
    package var month: Int
    /// The day of the month, 1 to 31.
    package var day: Int

    /// A date; nil when a field is out of range.
    package init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A `date` attribute: `YYYY-MM-DD`, optionally followed by a time (`T…`).
    package init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes.count == 10 || bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " ") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// A `timestamp` attribute: seconds since 1970-01-01 UTC.
    package init?(timestamp text: String) {
        guard text.utf8.count <= 12, let seconds = Int(text), seconds >= 0 else { return nil }
        // Days to a civil date (Howard Hinnant's algorithm), without Foundation.
        let days = seconds / 86_400 + 719_468
        let era = days / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }
}
