extension ManifestValue {
    /// The value as a gettext domain name: ASCII letters, digits, `-`, `_` and `.`,
    /// not starting with `.` (the name becomes a file name, `<domain>.mo`).
    func gettextDomain() throws(ManifestError) -> String {
        let text = try string(limit: ManifestLimits.idLength)
        let valid = text.utf8.allSatisfy { byte in
            (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
        guard valid, !text.hasPrefix(".") else {
            throw failure(tr("invalid gettext domain \"%s\": use only letters, digits, \"-\", \"_\" and \".\"", MessageText.safe(text)))
        }
        return text
    }

    /// The value as a BCP 47 language tag (``LanguageTag``).
    func languageTag() throws(ManifestError) -> LanguageTag {
        let text = try string(limit: ManifestLimits.idLength)
        guard let tag = LanguageTag(parsing: text) else {
            throw failure(tr("\"%s\" is not a BCP 47 language tag such as \"ar\", \"ja\" or \"pt-BR\"", MessageText.safe(text)))
        }
        return tag
    }
}
