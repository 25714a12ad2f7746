extension ManifestValue {
    /// The value as a gettext domain name: ASCII letters, digits, `-`, `_` and `.`,
    /// not starting with `.` (the name becomes a file name, `<domain>.mo`).
    func gettextDomain() throws(ManifestError) -> String {
        let text = try string(limit: ManifestLimits.idLength)
        guard text.utf8.allSatisfy(ASCIIName.isNameByte), !text.hasPrefix(".") else {
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
