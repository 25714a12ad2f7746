/// One dot-separated pre-release (or revision) identifier, ordered as Semantic Versioning says.
///
/// Numeric identifiers compare numerically (without overflowing, by length
/// after dropping leading zeros, then digit by digit) and sort before
/// alphanumeric ones, which compare lexically in ASCII order.
struct PreReleaseIdentifier: Comparable, Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case numeric(String)
        case alphanumeric(String)
    }

    private let kind: Kind

    init(_ text: String) {
        if !text.isEmpty, text.allSatisfy(\.isASCIIDigit) {
            let trimmed = text.drop { $0 == "0" }
            kind = .numeric(trimmed.isEmpty ? "0" : String(trimmed))
        } else {
            kind = .alphanumeric(text)
        }
    }

    static func < (lhs: PreReleaseIdentifier, rhs: PreReleaseIdentifier) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case let (.numeric(left), .numeric(right)):
            return left.count != right.count ? left.count < right.count : left < right
        case (.numeric, .alphanumeric):
            return true
        case (.alphanumeric, .numeric):
            return false
        case let (.alphanumeric(left), .alphanumeric(right)):
            return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
        }
    }
}
