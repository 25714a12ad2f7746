/// An application or tour version as apps write them: `1.10.3`, GNOME's
/// `46.alpha` and `46.beta.1`, Debian's `1.0~beta` and `1:2.0-1`, semver's
/// `1.0.0-rc.1` and `1.0.0+git20261201`.
///
/// The form is `[epoch:]release[suffix][+build]`, printable ASCII, with an
/// optional leading `v`. The order:
/// - the epoch (`1:`, Debian) compares first; none counts as `0`;
/// - then the numeric release: components compare as numbers and missing
///   ones count as zero, so `1.0 == 1.0.0` and `1.10 > 1.9`;
/// - a pre-release sorts before its release: after `-` (`1.0.0-rc.1`) or a
///   word after a dot (`46.alpha` < `46.beta` < `46.beta.1` < `46.rc` < `46`
///   < `46.1`). Its dot-separated identifiers compare as in Semantic
///   Versioning 2.0: numeric ones numerically, others in ASCII order,
///   numeric before alphanumeric, a shorter set first when the rest is equal.
///   `46.beta` and `46-beta` are the same version;
/// - `~` (Debian) sorts before anything, even the end: `1.0~beta` <
///   `1.0-alpha` < `1.0`, and `1.0~rc~1` < `1.0~rc`;
/// - a version with an epoch or a `~` is a Debian version: the part after
///   its last `-` is the Debian revision, which sorts after the upstream
///   version (`1:2.0` < `1:2.0-1` < `1:2.0-2`). In every other version `-`
///   starts a pre-release, as semver says. In Debian's parts (after `~`, and
///   the revision) letters and digits compare apart, as dpkg does:
///   `1.0~rc9` < `1.0~rc10`, `1:2.0-1ubuntu1` < `1:2.0-2`;
/// - build metadata after `+` is ignored: `1.0.0+build == 1.0.0`.
///
/// A string that orders nowhere (empty, not ASCII, `1..2`, `abc`) is not a version.
public struct Version: Comparable, Hashable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    /// The numeric release components, e.g. `[1, 10, 3]`.
    package let components: [Int]
    /// The pre-release identifiers (after `-`, `~` or a word such as `.beta`),
    /// e.g. `["beta", "1"]`; empty for a release.
    package let preRelease: [String]
    /// The text as given: trimmed, without a leading `v` (build metadata and epoch kept).
    public let description: String
    /// The Debian epoch (`1` in `1:2.0-1`); `0` when there is none.
    package let epoch: Int
    /// Everything after the release that takes part in the order.
    let segments: [VersionSegment]

    /// Parses a version; returns nil when `string` orders nowhere.
    ///
    /// Accepts every form above and a leading `v`/`V`; surrounding whitespace
    /// and newlines are ignored. Anything but printable ASCII inside is refused.
    public init?(_ string: String) {
        // Only ASCII can be a version; checking bytes first also keeps combining marks
        // (`"1.0-a\u{20DD}"`) from hiding inside an ASCII letter's `Character`.
        let trimmed = string.trimmingWhitespace
        guard trimmed.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        var text = Substring(trimmed)
        if let first = text.first, first == "v" || first == "V" {
            text = text.dropFirst()
        }
        guard let parsed = Version.parse(text) else { return nil }
        epoch = parsed.epoch
        components = parsed.components
        segments = parsed.segments
        preRelease = parsed.segments.prefix { $0.kind != .revision }.flatMap(\.identifiers)
        description = String(text)
    }

    /// Creates a release version from numeric components, e.g. `Version(1, 2)`.
    public init(_ first: Int, _ rest: Int..., preRelease: [String] = []) {
        let numbers = [max(0, first)] + rest.map { max(0, $0) }
        epoch = 0
        components = numbers
        self.preRelease = preRelease
        segments = preRelease.isEmpty ? [] : [VersionSegment(kind: .preRelease, identifiers: preRelease)]
        // Built by hand: the standard library's generic `joined(separator:)`, called from an
        // app's own module (a Swift app links this module statically), resolves its
        // iterator's metadata by name at run time, which scans every protocol conformance
        // of the process on an app's resting launch (docs/performance.md).
        var text = ""
        for (index, number) in numbers.enumerated() { text += index == 0 ? String(number) : "." + String(number) }
        for (index, identifier) in preRelease.enumerated() { text += (index == 0 ? "-" : ".") + identifier }
        description = text
    }

    /// Whether this sorts before its release: `2.0-rc.1`, `46.beta`, `1.0~beta`.
    package var isPreRelease: Bool { segments.first.map { $0.kind != .revision } ?? false }

    /// Versions are equal when they compare equal: `1.0 == 1.0.0`, `1.0+a == 1.0+b`.
    public static func == (lhs: Version, rhs: Version) -> Bool {
        lhs.epoch == rhs.epoch && lhs.trimmedComponents == rhs.trimmedComponents && lhs.segments == rhs.segments
    }

    /// Hashes the value that equality compares, so `1.0` and `1.0.0` hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(epoch)
        hasher.combine(trimmedComponents)
        hasher.combine(segments)
    }

    /// Orders by epoch, then release components, then what follows (see the type's order).
    public static func < (lhs: Version, rhs: Version) -> Bool {
        if lhs.epoch != rhs.epoch { return lhs.epoch < rhs.epoch }
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return VersionSegment.precedes(lhs.segments, rhs.segments)
    }

    /// The components without trailing zeros, the form equality compares.
    private var trimmedComponents: [Int] {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        return trimmed
    }
}
