/// Reading a version string: `[epoch:]release[suffix][+build]`.
extension Version {
    /// The parts of a version string, before they are stored.
    struct Parsed {
        var epoch = 0
        var components: [Int] = []
        var segments: [VersionSegment] = []
    }

    /// Parses `text` (trimmed, printable ASCII, no leading `v`); nil when it orders nowhere.
    static func parse(_ text: Substring) -> Parsed? {
        var main = text
        if let plus = text.firstIndex(of: "+") {
            // Build metadata (semver): checked, kept in the description, ignored in comparisons.
            guard identifiers(text[text.index(after: plus)...], allowingHyphens: true) != nil else { return nil }
            main = text[..<plus]
        }
        var parsed = Parsed()
        var isDebian = main.contains("~")
        if let colon = main.firstIndex(of: ":") {
            let digits = main[..<colon]
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let epoch = Int(digits) else { return nil }
            parsed.epoch = epoch
            main = main[main.index(after: colon)...]
            isDebian = true
        }
        guard !main.contains(":") else { return nil }
        var revision: [VersionSegment] = []
        if isDebian, let dash = main.lastIndex(of: "-") {
            guard let tail = debianRevision(main[main.index(after: dash)...]) else { return nil }
            revision = tail
            main = main[..<dash]
        }
        guard let (components, rest) = release(main), let segments = suffix(rest, allowingTilde: isDebian) else { return nil }
        parsed.components = components
        parsed.segments = segments + revision
        return parsed
    }

    /// The numeric release at the start of `text` (`46.1` in `46.1.beta`) and what follows it.
    private static func release(_ text: Substring) -> ([Int], Substring)? {
        var numbers: [Int] = []
        var rest = text
        repeat {
            if !numbers.isEmpty { rest = rest.dropFirst() }
            let digits = rest.prefix(while: \.isASCIIDigit)
            guard !digits.isEmpty, let value = Int(digits) else { return nil }
            numbers.append(value)
            rest = rest[digits.endIndex...]
        } while rest.first == "." && isNumber(rest.dropFirst().prefix { $0 != "." && $0 != "-" && $0 != "~" })
        // Anything else (`.beta`, `-rc.1`, `~1`, or `.2a`, refused) is the suffix's to read.
        return (numbers, rest)
    }

    private static func isNumber(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy(\.isASCIIDigit)
    }

    /// The segments after the release: `-rc.1`, `.beta.1` (a word first), `~beta`, `~rc~1`.
    private static func suffix(_ text: Substring, allowingTilde: Bool) -> [VersionSegment]? {
        var segments: [VersionSegment] = []
        var rest = text
        while let marker = rest.first {
            let kind: VersionSegment.Kind
            switch marker {
            case "~" where allowingTilde: kind = .tilde
            case "-": kind = .preRelease
            // GNOME's `46.alpha`: a word after a dot, only right after the release.
            case "." where segments.isEmpty && rest.dropFirst().first?.isASCIILetter == true: kind = .preRelease
            default: return nil
            }
            rest = rest.dropFirst()
            let end = allowingTilde ? rest.firstIndex(of: "~") ?? rest.endIndex : rest.endIndex
            let body = rest[..<end]
            rest = rest[end...]
            // A bare `~` (`1.0~`) sorts before every `1.0~…`, as in Debian.
            if kind == .tilde && body.isEmpty {
                segments.append(VersionSegment(kind: kind, identifiers: []))
                continue
            }
            guard let parts = identifiers(body, allowingHyphens: true) else { return nil }
            segments.append(VersionSegment(kind: kind, identifiers: parts))
        }
        return segments
    }

    /// A Debian revision (`1`, `0ubuntu1`, `1~bpo12`): a revision segment, then any `~` segments.
    private static func debianRevision(_ text: Substring) -> [VersionSegment]? {
        let end = text.firstIndex(of: "~") ?? text.endIndex
        guard let parts = identifiers(text[..<end], allowingHyphens: false),
              let tildes = suffix(text[end...], allowingTilde: true) else { return nil }
        return [VersionSegment(kind: .revision, identifiers: parts)] + tildes
    }

    /// Non-empty dot-separated identifiers of ASCII letters and digits (and `-` where allowed).
    private static func identifiers(_ text: Substring, allowingHyphens: Bool) -> [String]? {
        guard !text.isEmpty else { return nil }
        var parts: [String] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            let valid = part.allSatisfy { $0.isASCIIDigit || $0.isASCIILetter || (allowingHyphens && $0 == "-") }
            guard !part.isEmpty, valid else { return nil }
            parts.append(String(part))
        }
        return parts
    }
}

extension Character {
    /// Whether this is one of `0`…`9` (not any Unicode digit).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    /// Whether this is one of `a`…`z` or `A`…`Z`.
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
