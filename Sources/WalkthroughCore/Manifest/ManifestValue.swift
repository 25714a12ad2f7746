import Foundation

/// One value out of `JSONSerialization`, with its field path, and typed accessors
/// that throw a ``ManifestError`` naming that path.
struct ManifestValue {
    /// The raw value (`String`, `NSNumber`, `NSArray`, `NSDictionary`, `NSNull`…).
    let raw: Any
    /// The field path, e.g. `pages[2].image`.
    let path: String
    /// The manifest's path as given, for errors.
    let file: String

    /// An error about this value.
    func failure(_ reason: String) -> ManifestError {
        ManifestError(file: file, field: path, reason: reason)
    }

    /// The value as a non-empty string (blank counts as empty).
    func string() throws(ManifestError) -> String {
        guard let text = raw as? String else { throw mismatch(expected: "a string") }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw failure("must not be empty")
        }
        return text
    }

    /// The value as an id: a non-empty string of `a`–`z`, `0`–`9` and `-`.
    func identifier() throws(ManifestError) -> String {
        let text = try string()
        let valid = text.allSatisfy { $0.isASCIIDigit || ("a"..."z").contains($0) || $0 == "-" }
        guard valid else {
            throw failure("invalid id \"\(text)\": use only lowercase letters a-z, digits and \"-\"")
        }
        return text
    }

    /// The value as a ``Version`` string.
    func version() throws(ManifestError) -> Version {
        let text = try string()
        guard let version = Version(text) else {
            throw failure("not a version: \"\(text)\" (expected e.g. \"1.2\" or \"2.0-beta.1\")")
        }
        return version
    }

    /// The value as `true` or `false`.
    func bool() throws(ManifestError) -> Bool {
        guard let number = raw as? NSNumber, ManifestValue.isBoolean(number) else {
            throw mismatch(expected: "true or false")
        }
        return number.boolValue
    }

    /// The value as an integer greater than zero.
    func positiveInteger() throws(ManifestError) -> Int {
        guard let number = raw as? NSNumber, !ManifestValue.isBoolean(number) else {
            throw mismatch(expected: "a positive integer")
        }
        let value = number.doubleValue
        guard value.rounded() == value, value > 0, value <= Double(Int32.max) else {
            throw failure("expected a positive integer, found \(number)")
        }
        return Int(value)
    }

    /// The value as one of an enum's raw values.
    func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) throws(ManifestError) -> Choice
    where Choice.RawValue == String {
        let text = try string()
        guard let choice = Choice(rawValue: text) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw failure("unknown value \"\(text)\"; expected one of: \(allowed)")
        }
        return choice
    }

    /// The value as an object whose keys are all in `allowed`.
    func object(allowed: [String]) throws(ManifestError) -> ManifestObject {
        guard let dictionary = raw as? [String: Any] else { throw mismatch(expected: "an object") }
        let object = ManifestObject(values: dictionary, path: path, file: file)
        try object.rejectUnknownKeys(allowed: allowed)
        return object
    }

    /// The value as an array of elements, each with its indexed path.
    func array(nonEmpty: Bool) throws(ManifestError) -> [ManifestValue] {
        guard let items = raw as? [Any] else { throw mismatch(expected: "an array") }
        if nonEmpty && items.isEmpty { throw failure("must not be empty") }
        return items.enumerated().map { ManifestValue(raw: $1, path: "\(path)[\($0)]", file: file) }
    }

    private func mismatch(expected: String) -> ManifestError {
        failure("expected \(expected), found \(ManifestValue.kind(of: raw))")
    }

    /// JSON booleans arrive as `NSNumber`s of ObjC type `c` (JSON never yields 8-bit integers).
    static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    /// The JSON kind of a value, with its article, for "found …" messages.
    static func kind(of value: Any) -> String {
        switch value {
        case is String: return "a string"
        case let number as NSNumber: return isBoolean(number) ? "a boolean" : "a number"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        default: return "an unsupported value"
        }
    }
}
