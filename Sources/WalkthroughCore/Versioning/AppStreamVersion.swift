/// Version order as AppStream writes it (`appstreamcli vercmp`, libappstream's
/// `as_vercmp`): the order Flathub and GNOME Software give an app's
/// `<release version="…">` entries, so release notes are picked as they list them.
///
/// It is dpkg's algorithm (as APT implements it): an optional `epoch:`, the
/// upstream version, and a revision after the last `-`; each part compares
/// in runs of non-digits (letters before other characters, `~` before
/// everything, even the end) and runs of digits (as numbers, without overflow).
/// Unlike ``Version``, `1.0` sorts before `1.0.0`, and every string orders.
package enum AppStreamVersion {
    /// `-1`, `0` or `1` as `a` is older than, the same as, or newer than `b`.
    package static func compare(_ a: String, _ b: String) -> Int {
        let left = Array(a.utf8), right = Array(b.utf8)
        // Differing single-digit epochs decide at once.
        if left.count > 1, right.count > 1, left[0] != right[0], left[1] == colon, right[1] == colon {
            return left[0] < right[0] ? -1 : 1
        }
        if left == right { return 0 }
        let x = Parts(left), y = Parts(right)
        if x.hasEpoch || y.hasEpoch {
            // A version without an epoch reads as an empty one.
            let result = compareNumber(x.hasEpoch ? Cursor(left, x.epoch) : Cursor([], 0..<0),
                                       y.hasEpoch ? Cursor(right, y.epoch) : Cursor([], 0..<0)).result
            if result != 0 { return result }
        }
        let version = comparePart(Cursor(left, x.version), Cursor(right, y.version))
        if version != 0 { return version }
        if !x.hasRevision, !y.hasRevision { return 0 }
        return comparePart(x.revisionCursor(left), y.revisionCursor(right))
    }

    /// Whether `a` is newer than `b`.
    package static func isNewer(_ a: String, than b: String) -> Bool { compare(a, b) > 0 }

    private static let colon = UInt8(ascii: ":")
    private static let dash = UInt8(ascii: "-")
    private static let tilde = UInt8(ascii: "~")
    private static let zero = UInt8(ascii: "0")

    /// Where a version string's epoch, upstream version and revision lie.
    private struct Parts {
        var epoch: Range<Int>
        var version: Range<Int>
        var revision: Range<Int>
        var hasEpoch: Bool
        var hasRevision: Bool

        init(_ bytes: [UInt8]) {
            let epochEnd = bytes.firstIndex(of: AppStreamVersion.colon)
            let versionStart = epochEnd.map { $0 + 1 } ?? 0
            // The revision starts after the last "-"; one before the epoch's end orders nothing.
            let dash = bytes.lastIndex(of: AppStreamVersion.dash).flatMap { $0 >= versionStart ? $0 : nil }
            hasEpoch = epochEnd != nil
            epoch = 0..<(epochEnd ?? 0)
            version = versionStart..<(dash ?? bytes.count)
            hasRevision = dash != nil
            revision = (dash.map { $0 + 1 } ?? bytes.count)..<bytes.count
        }

        /// The revision, or `0` for a version without one.
        func revisionCursor(_ bytes: [UInt8]) -> Cursor {
            hasRevision ? Cursor(bytes, revision) : Cursor([AppStreamVersion.zero], 0..<1)
        }
    }

    /// A position in one part of a version: the byte there, or the byte after
    /// the part's end (`-`, or 0 at the string's end), as the C code reads it.
    private struct Cursor {
        let bytes: [UInt8]
        var index: Int
        let end: Int

        init(_ bytes: [UInt8], _ range: Range<Int>) {
            self.bytes = bytes
            index = range.lowerBound
            end = range.upperBound
        }

        var atEnd: Bool { index >= end }
        var byte: UInt8 { index < bytes.count ? bytes[index] : 0 }
        var isDigit: Bool { byte >= 0x30 && byte <= 0x39 }
        var isAlpha: Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    }

    /// Compares the runs of digits at `a` and `b` as numbers; returns the cursors after them.
    private static func compareNumber(_ a: Cursor, _ b: Cursor) -> (result: Int, a: Cursor, b: Cursor) {
        var a = a, b = b
        if a.byte == 0, b.byte == 0 { return (0, a, b) }
        while a.byte == zero { a.index += 1 }
        while b.byte == zero { b.index += 1 }
        var result = 0
        while a.isDigit, b.isDigit {
            if result == 0, a.byte != b.byte { result = a.byte < b.byte ? -1 : 1 }
            a.index += 1
            b.index += 1
        }
        if a.isDigit {
            if !b.isDigit { result = 1 }
        } else if b.isDigit {
            result = -1
        }
        return (result, a, b)
    }

    /// Compares one part (upstream version or revision) of two versions.
    private static func comparePart(_ a: Cursor, _ b: Cursor) -> Int {
        var a = a, b = b
        while !a.atEnd || !b.atEnd {
            while !a.isDigit || !b.isDigit {
                if a.atEnd, b.atEnd { return 0 }
                if a.byte == b.byte, !a.atEnd, !b.atEnd {
                    a.index += 1
                    b.index += 1
                    continue
                }
                if a.byte == tilde || b.byte == tilde { return a.byte == tilde ? -1 : 1 }
                if (a.atEnd && b.byte == zero) || (b.atEnd && a.byte == zero) { return compareNumber(a, b).result }
                if a.atEnd || b.atEnd { return a.atEnd ? -1 : 1 }
                if a.isDigit != b.isDigit { return a.isDigit ? -1 : 1 }
                if a.isAlpha != b.isAlpha { return a.isAlpha ? -1 : 1 }
                return a.byte < b.byte ? -1 : 1
            }
            let numbers = compareNumber(a, b)
            a = numbers.a
            b = numbers.b
            if numbers.result != 0 || (a.atEnd && b.atEnd) { return numbers.result }
        }
        return 0
    }
}
