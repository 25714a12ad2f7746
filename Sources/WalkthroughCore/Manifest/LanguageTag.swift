/// A BCP 47 language tag, as a manifest's `language` names the language its
/// texts are written in: `ar`, `ja`, `zh-Hant-TW`, `sr-Latn`.
///
/// The text layout picks glyph forms by it (Japanese punctuation is not
/// Chinese), and it says which way the tour reads (``isRightToLeft``).
/// Checked for BCP 47's shape (RFC 5646: language, script, region, variants,
/// extensions, private use), not against the IANA registry.
package struct LanguageTag: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The tag as written.
    package let description: String

    /// Parses `text`; nil unless it has the shape of a BCP 47 tag.
    package init?(parsing text: String) {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard text.utf8.count <= 64, Self.isWellFormed(subtags) else { return nil }
        description = text
    }

    /// The primary language subtag, lower-cased (`ar` for `ar-EG`).
    package var language: String { String(description.split(separator: "-")[0]).lowercased() }

    /// The script subtag, if the tag names one (`Arab` for `ur-Arab-PK`).
    package var script: String? {
        description.split(separator: "-").dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
            .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    }

    /// Whether text in this language is written right to left: by its script
    /// when it names one, else by the language's usual script.
    package var isRightToLeft: Bool {
        if let script { return Self.rightToLeftScripts.contains(script) }
        return Self.rightToLeftLanguages.contains(language)
    }

    /// Scripts written right to left (ISO 15924).
    static let rightToLeftScripts: Set<String> = ["Adlm", "Arab", "Hebr", "Mand", "Nkoo", "Rohg", "Samr", "Syrc", "Thaa"]
    /// Languages whose usual script is written right to left.
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ji", "ks", "ps", "sd", "syr", "ug", "ur", "yi"]

    private static func isWellFormed(_ subtags: [String]) -> Bool {
        guard let first = subtags.first, subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(isAlphanumeric) }) else {
            return false
        }
        // A private-use tag ("x-…") stands alone.
        if first.lowercased() == "x" { return subtags.count > 1 }
        guard (2...3).contains(first.count) || (5...8).contains(first.count), first.allSatisfy(isLetter) else { return false }
        var index = 1
        // extlang: up to three 3-letter subtags after a 2-3 letter language.
        var extlangs = 0
        while index < subtags.count, first.count <= 3, extlangs < 3, subtags[index].count == 3, subtags[index].allSatisfy(isLetter) {
            index += 1; extlangs += 1
        }
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(isLetter) { index += 1 }
        if index < subtags.count, (subtags[index].count == 2 && subtags[index].allSatisfy(isLetter))
            || (subtags[index].count == 3 && subtags[index].allSatisfy(isDigit)) { index += 1 }
        while index < subtags.count, isVariant(subtags[index]) { index += 1 }
        // Extensions: a singleton then one or more 2-8 character subtags; "x" runs to the end.
        while index < subtags.count {
            let singleton = subtags[index].lowercased()
            guard singleton.count == 1 else { return false }
            index += 1
            var parts = 0
            while index < subtags.count, singleton == "x" || subtags[index].count >= 2 {
                index += 1; parts += 1
            }
            guard parts > 0 else { return false }
        }
        return true
    }

    private static func isVariant(_ subtag: String) -> Bool {
        (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first.map(isDigit) == true)
    }

    private static func isLetter(_ character: Character) -> Bool { character.isASCII && character.isLetter }
    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }
    private static func isAlphanumeric(_ character: Character) -> Bool { isLetter(character) || isDigit(character) }
}
