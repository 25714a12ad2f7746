/// Why a text is not the JSON the parser accepts, and where.
struct JSONSyntaxError: Error, Equatable, Sendable {
    /// Where the problem was found.
    var position: SourcePosition
    /// The field path of the offending member when it is known (duplicate keys); else empty.
    var path: String = ""
    /// What is wrong, in words.
    var reason: String
}
