extension StringProtocol {
    /// The text without leading and trailing white space and line breaks (Unicode's
    /// `White_Space` property), as Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[first...last])
        return result
    }
}
