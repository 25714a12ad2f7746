/// One part of a version after its numeric release: a pre-release, a
/// Debian `~` pre-release or a Debian revision, with its identifiers.
///
/// Segments compare by kind first, with the end of the version ranked
/// between them: `~` < pre-release < (end) < revision. So `1.0~rc` <
/// `1.0-rc` < `1.0` < `1:1.0-1`, and `1.0~rc~1` < `1.0~rc`, as in Debian.
struct VersionSegment: Hashable, Sendable {
    /// Where a segment sorts against another at the same place.
    enum Kind: Int, Comparable, Sendable {
        /// After `~` (Debian): before anything, even the end of the version.
        case tilde = 0
        /// After `-` (semver) or a word after a dot (`46.beta`, GNOME): before the release.
        case preRelease = 1
        /// After the last `-` of a Debian version (one with an epoch or a `~`): after the release.
        case revision = 3

        /// The rank of the end of the version, between pre-releases and revisions.
        static let endRank = 2

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What this segment is.
    let kind: Kind
    /// Its dot-separated identifiers as written (a bare `~` has none).
    let identifiers: [String]

    /// The identifiers as they compare (`01` as `1`). In Debian's parts (`~`
    /// and the revision) letters and digits are split as dpkg splits them,
    /// so `1ubuntu1` < `2` and `rc9` < `rc10`; a semver pre-release keeps
    /// its identifiers whole, as semver says.
    var ordered: [PreReleaseIdentifier] {
        guard kind != .preRelease else { return identifiers.map(PreReleaseIdentifier.init) }
        return identifiers.flatMap(Self.digitRuns).map(PreReleaseIdentifier.init)
    }

    /// `1ubuntu1` as `["1", "ubuntu", "1"]`.
    private static func digitRuns(_ text: String) -> [String] {
        var runs: [String] = []
        for character in text {
            if let last = runs.last?.last, last.isASCIIDigit == character.isASCIIDigit {
                runs[runs.count - 1].append(character)
            } else {
                runs.append(String(character))
            }
        }
        return runs
    }

    static func == (lhs: VersionSegment, rhs: VersionSegment) -> Bool {
        lhs.kind == rhs.kind && lhs.ordered == rhs.ordered
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(ordered)
    }

    /// Orders two segment lists: at the first difference, by kind (the end of a
    /// list ranked between pre-releases and revisions), then by identifiers.
    static func precedes(_ lhs: [VersionSegment], _ rhs: [VersionSegment]) -> Bool {
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : nil
            let right = index < rhs.count ? rhs[index] : nil
            let leftRank = left?.kind.rawValue ?? Kind.endRank
            let rightRank = right?.kind.rawValue ?? Kind.endRank
            if leftRank != rightRank { return leftRank < rightRank }
            guard let left, let right else { return false }
            if left.ordered != right.ordered { return left.ordered.lexicographicallyPrecedes(right.ordered) }
        }
        return false
    }
}
