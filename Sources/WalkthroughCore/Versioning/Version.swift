/// An application or tour version such as `1.10.3` or `2.0-beta.1`.
///
/// Numeric components compare numerically and missing components count as
/// zero, so `1.0 == 1.0.0` and `1.10 > 1.9`. A pre-release (the part after
/// `-`) sorts before its release and its dot-separated identifiers compare
/// as in Semantic Versioning 2.0: numeric ones numerically, alphanumeric
/// ones lexically (ASCII), numeric before alphanumeric, and a shorter set
/// first when the shared prefix is equal.
public struct Version: Comparable, Hashable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    /// The numeric release components, e.g. `[1, 10, 3]`.
    public let components: [Int]
    /// The pre-release identifiers, e.g. `["beta", "1"]`; empty for a release.
    public let preRelease: [String]
    /// The normalised text: trimmed, without a leading `v`.
    public let description: String

    /// Parses a version; returns nil when `string` is not a valid version.
    ///
    /// Accepts `1`, `1.2`, `1.10.3`, `2.0-beta.1` and a leading `v`/`V`;
    /// surrounding whitespace and newlines are ignored. Anything but printable ASCII
    /// inside is refused.
    public init?(_ string: String) {
        // Only ASCII can be a version; checking bytes first also keeps combining marks
        // (`"1.0-a\u{20DD}"`) from hiding inside an ASCII letter's `Character`.
        let trimmed = string.trimmingWhitespace
        guard trimmed.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        var text = Substring(trimmed)
        if let first = text.first, first == "v" || first == "V" {
            text = text.dropFirst()
        }
        let release: Substring
        let pre: Substring?
        if let dash = text.firstIndex(of: "-") {
            release = text[..<dash]
            pre = text[text.index(after: dash)...]
        } else {
            release = text
            pre = nil
        }
        guard let numbers = Version.parseRelease(release) else { return nil }
        var identifiers: [String] = []
        if let pre {
            guard let parsed = Version.parsePreRelease(pre) else { return nil }
            identifiers = parsed
        }
        self.components = numbers
        self.preRelease = identifiers
        self.description = String(text)
    }

    /// Creates a release version from numeric components, e.g. `Version(1, 2)`.
    public init(_ first: Int, _ rest: Int..., preRelease: [String] = []) {
        let numbers = [max(0, first)] + rest.map { max(0, $0) }
        self.components = numbers
        self.preRelease = preRelease
        let base = numbers.map(String.init).joined(separator: ".")
        self.description = preRelease.isEmpty ? base : base + "-" + preRelease.joined(separator: ".")
    }

    /// Whether this is a pre-release such as `2.0-rc.1`.
    public var isPreRelease: Bool { !preRelease.isEmpty }

    /// Versions are equal when they compare equal: `1.0 == 1.0.0`.
    public static func == (lhs: Version, rhs: Version) -> Bool {
        lhs.trimmedComponents == rhs.trimmedComponents
            && lhs.preRelease.map(PreReleaseIdentifier.init) == rhs.preRelease.map(PreReleaseIdentifier.init)
    }

    /// Hashes the value that equality compares, so `1.0` and `1.0.0` hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(trimmedComponents)
        hasher.combine(preRelease.map(PreReleaseIdentifier.init))
    }

    /// Orders by release components, then pre-release before release.
    public static func < (lhs: Version, rhs: Version) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
        case (true, true), (true, false): return false
        case (false, true): return true
        case (false, false):
            let left = lhs.preRelease.map(PreReleaseIdentifier.init)
            let right = rhs.preRelease.map(PreReleaseIdentifier.init)
            return left.lexicographicallyPrecedes(right)
        }
    }

    /// The components without trailing zeros, the form equality compares.
    private var trimmedComponents: [Int] {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        return trimmed
    }

    private static func parseRelease(_ text: Substring) -> [Int]? {
        guard !text.isEmpty else { return nil }
        var numbers: [Int] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard !part.isEmpty, part.allSatisfy(\.isASCIIDigit), let value = Int(part) else { return nil }
            numbers.append(value)
        }
        return numbers
    }

    private static func parsePreRelease(_ text: Substring) -> [String]? {
        guard !text.isEmpty else { return nil }
        var identifiers: [String] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            let valid = part.allSatisfy { $0.isASCIIDigit || $0.isASCIILetter || $0 == "-" }
            guard !part.isEmpty, valid else { return nil }
            identifiers.append(String(part))
        }
        return identifiers
    }
}

extension Character {
    /// Whether this is one of `0`…`9` (not any Unicode digit).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    /// Whether this is one of `a`…`z` or `A`…`Z`.
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
