/// One value of a parsed manifest with its field path, and typed accessors that throw a
/// ``ManifestError`` naming that path and the value's position.
struct ManifestValue {
    /// The parsed value.
    let json: JSONValue
    /// The field path, e.g. `pages[2].image`.
    let path: String
    /// The manifest's path as given, for errors.
    let file: String

    /// An error about this value.
    func failure(_ reason: String) -> ManifestError {
        ManifestError(file: file, field: path, reason: reason, position: json.position)
    }

    /// The value as a non-empty string (blank counts as empty) of at most `limit` Unicode scalars.
    func string(limit: Int) throws(ManifestError) -> String {
        guard case .string(let text) = json.kind else { throw mismatch(expected: tr("a string")) }
        guard text.unicodeScalars.contains(where: { !$0.isWhiteSpace }) else {
            throw failure(tr("must not be empty"))
        }
        // Every scalar takes a byte at least: only a text of more bytes than the limit needs counting.
        if text.utf8.count > limit {
            let length = text.unicodeScalars.count
            guard length <= limit else {
                throw failure(tr("too long: %1$d characters (Unicode code points); the limit is %2$d", length, limit))
            }
        }
        return text
    }

    /// The value as a string that may be empty (`""`), of at most `limit` Unicode scalars.
    func possiblyEmptyString(limit: Int) throws(ManifestError) -> String {
        guard case .string(let text) = json.kind else { throw mismatch(expected: tr("a string")) }
        guard !text.isEmpty else { return "" }
        return try string(limit: limit)
    }

    /// The value as an id: a non-empty string of the bytes `a`–`z`, `0`–`9` and `-`.
    ///
    /// Checked byte by byte: a combining mark or joiner after an ASCII letter (`"a\u{20DD}"`)
    /// forms one `Character` that compares between "a" and "z", but is not an id.
    func identifier() throws(ManifestError) -> String {
        let text = try string(limit: ManifestLimits.idLength)
        guard text.utf8.allSatisfy(ASCIIName.isIDByte) else {
            throw failure(tr("invalid id \"%s\": use only lowercase letters a-z, digits and \"-\"", MessageText.safe(text)))
        }
        return text
    }

    /// The value as a ``Version`` string (ASCII only).
    func version() throws(ManifestError) -> Version {
        let text = try string(limit: ManifestLimits.versionLength)
        guard let version = Version(text) else {
            throw failure(tr("not a version: \"%s\" (expected e.g. \"1.2\" or \"2.0-beta.1\")", MessageText.safe(text)))
        }
        return version
    }

    /// The value as `true` or `false`.
    func bool() throws(ManifestError) -> Bool {
        guard case .bool(let value) = json.kind else { throw mismatch(expected: tr("true or false")) }
        return value
    }

    /// The value as an integer greater than zero (and at most `Int32.max`).
    func positiveInteger() throws(ManifestError) -> Int {
        guard case .number(let number) = json.kind else { throw mismatch(expected: tr("a positive integer")) }
        let value = number.value
        guard value.rounded() == value, value > 0, value <= Double(Int32.max) else {
            throw failure(tr("expected a positive integer, found %s", MessageText.safe(number.text)))
        }
        return Int(value)
    }

    /// The value as one of an enum's raw values.
    func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) throws(ManifestError) -> Choice
    where Choice.RawValue == String {
        let text = try string(limit: ManifestLimits.nameLength)
        guard let choice = Choice(rawValue: text) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw failure(tr("unknown value \"%1$s\"; expected one of: %2$s", MessageText.safe(text), allowed))
        }
        return choice
    }

    /// The value as an object whose keys are all in `allowed`.
    func object(allowed: [String]) throws(ManifestError) -> ManifestObject {
        guard case .object(let members) = json.kind else { throw mismatch(expected: tr("an object")) }
        let object = ManifestObject(members: members, position: json.position, path: path, file: file)
        try object.rejectUnknownKeys(allowed: allowed)
        return object
    }

    /// The value as an array of elements, each with its indexed path.
    func array(nonEmpty: Bool) throws(ManifestError) -> [ManifestValue] {
        guard case .array(let items) = json.kind else { throw mismatch(expected: tr("an array")) }
        if nonEmpty && items.isEmpty { throw failure(tr("must not be empty")) }
        return items.enumerated().map {
            ManifestValue(json: $1, path: FieldPath.appending(index: $0, to: path), file: file)
        }
    }

    private func mismatch(expected: String) -> ManifestError {
        failure(tr("expected %1$s, found %2$s", expected, json.kindName))
    }
}

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
