/// The bounds a manifest must stay within, so a hostile or broken file cannot make the
/// app slow or huge. Lengths count Unicode scalars (code points), not grapheme clusters,
/// so ten thousand combining marks on one letter count as ten thousand and one.
package enum ManifestLimits {
    /// The largest manifest file read, checked before reading: 4 MiB.
    package static let fileSize = 4 * 1024 * 1024
    /// The deepest nesting of JSON arrays and objects: 64 levels.
    package static let depth = JSONParser.maximumDepth
    /// Titles: the tour's, a page's, a tip card's, a guide step's: 200.
    package static let titleLength = 200
    /// Body texts (page and tip bodies, a tip's narrow body, a step's body): 2,000.
    package static let bodyLength = 2000
    /// Ids (`[a-z0-9-]+`): 100.
    package static let idLength = 100
    /// Versions such as `2.0-beta.1`: 64.
    package static let versionLength = 64
    /// Names of windows, widgets and actions, and enum values: 200.
    package static let nameLength = 200
    /// Paths of images and of the resources folder: 1,024.
    package static let pathLength = 1024
}

extension ManifestLimits {
    /// Event and parameter names in tip rules: 100.
    package static let ruleNameLength = 100
}

/// What ids and names may be made of, checked byte by byte (ASCII only: a
/// combining mark after an ASCII letter forms one `Character` that compares
/// like a letter, but is not one). The one rule for manifests, the API and
/// the state file alike.
package enum ASCIIName {
    /// An id's bytes: `a`–`z`, `0`–`9` and `-`.
    package static func isIDByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// A name's bytes (gettext domains, event and parameter names, action
    /// names): ASCII letters, digits, `-`, `_` and `.`.
    package static func isNameByte(_ byte: UInt8) -> Bool {
        isIDByte(byte) || (0x41...0x5A).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    /// An event or parameter name: 1 to ``ManifestLimits/ruleNameLength`` name bytes.
    package static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= ManifestLimits.ruleNameLength && name.utf8.allSatisfy(isNameByte)
    }

    /// The scopes an action a manifest names may have: the application's and the window's.
    package static let actionScopes = ["app", "win"]

    /// A detailed action name as every field of a manifest that names an
    /// action takes it (a guide step's target, a tip's `invalidatedBy` and
    /// its button): `app.` or `win.`, then the action's own name of ASCII
    /// letters, digits, `-`, `_` and `.`, not starting or ending with `.`
    /// nor holding `..`. That is `g_action_name_is_valid`'s rule plus `_`,
    /// which GIO's action maps and detailed names take too and apps use
    /// (`app.new_window`).
    package static func isValidAction(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, actionScopes.contains(String(parts[0])), text.utf8.count <= ManifestLimits.nameLength else { return false }
        let name = parts[1]
        // No empty part: not starting or ending with `.`, nor holding `..`.
        return name.utf8.allSatisfy(isNameByte) && !name.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
    }

    /// A tip id: 1 to ``ManifestLimits/idLength`` id bytes.
    package static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= ManifestLimits.idLength && id.utf8.allSatisfy(isIDByte)
    }
}
