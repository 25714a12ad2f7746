/// Which of a release's `xml:lang` descriptions a person reads: the first of
/// their languages, in the order gettext tries them (GLib's
/// `g_get_language_names()`: `LANGUAGE`, then `LC_ALL`, `LC_MESSAGES`,
/// `LANG`, each with its less specific forms), that the metainfo has.
package enum ReleaseLanguage {
    /// The `xml:lang` key to show among `available`, or nil for the text as
    /// written (no preferred language has one, or `C` comes first).
    package static func pick(available: [String], preferred: [String]) -> String? {
        let keys = Dictionary(available.map { (normalized($0), $0) }, uniquingKeysWith: { first, _ in first })
        for name in preferred {
            let wanted = normalized(name)
            if wanted == "c" || wanted == "posix" { return nil }
            if let key = keys[wanted] { return key }
        }
        return nil
    }

    /// A locale name or language tag in one spelling: lower case, `_` for `-`,
    /// no `.codeset` (`de_DE.UTF-8` → `de_de`, `pt-BR` → `pt_br`, `sr@latin` kept).
    static func normalized(_ name: String) -> String {
        var result = ""
        var inCodeset = false
        for scalar in name.unicodeScalars {
            if scalar == "." { inCodeset = true; continue }
            if scalar == "@" { inCodeset = false }
            if inCodeset { continue }
            result.unicodeScalars.append(scalar == "-" ? "_" : scalar)
        }
        return result.lowercased()
    }

    /// The language tag of an `xml:lang` key (`pt_BR` → `pt-BR`, `sr@latin` → `sr`).
    static func tag(_ key: String) -> LanguageTag? {
        let base = key.split(separator: "@", omittingEmptySubsequences: false).first.map(String.init) ?? key
        return LanguageTag(parsing: String(base.map { $0 == "_" ? "-" : $0 }))
    }
}
