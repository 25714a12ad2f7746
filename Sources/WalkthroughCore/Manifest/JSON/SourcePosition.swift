/// Where a value starts in a manifest's text: a 1-based line and column.
///
/// Lines end at a line feed (`\n`). The column counts Unicode scalars (code points) from
/// the start of the line, starting at 1: a tab counts as one, and so does `é` whether it
/// takes one byte or two. A leading byte-order mark is not counted.
package struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    package let line: Int
    /// The column in Unicode scalars, from 1.
    package let column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, e.g. `3:14`.
    package var description: String { "\(line):\(column)" }

    /// Earlier lines first, then earlier columns.
    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
