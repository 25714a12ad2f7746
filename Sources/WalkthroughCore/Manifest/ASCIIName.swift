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

    /// A tip id: 1 to ``ManifestLimits/idLength`` id bytes.
    package static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= ManifestLimits.idLength && id.utf8.allSatisfy(isIDByte)
    }
}
