/// Writes a gettext template (`.pot`) for texts that `xgettext` cannot read,
/// such as those of JSON tour manifests.
package enum POTemplate {
    /// One message: its text and where it is used (`file:line`), with the field paths as comments.
    package struct Entry: Equatable, Sendable {
        /// The msgid.
        package var text: String
        /// `file:line` references, in order.
        package var references: [String]
        /// Extracted comments for translators (field paths).
        package var comments: [String]

        /// Creates an entry.
        package init(text: String, references: [String], comments: [String]) {
            self.text = text
            self.references = references
            self.comments = comments
        }
    }

    /// The entries for `texts` found in `file` (the name as references show it),
    /// one per distinct text, in order of first use.
    package static func entries(for texts: [TranslatableText], file: String) -> [Entry] {
        var entries: [Entry] = []
        for text in texts {
            let name = referenceName(file)
            let reference = text.position.map { "\(name):\($0.line)" } ?? name
            if let index = entries.firstIndex(where: { $0.text == text.text }) {
                entries[index].references.append(reference)
                entries[index].comments.append(text.field)
            } else {
                entries.append(Entry(text: text.text, references: [reference], comments: [text.field]))
            }
        }
        return entries
    }

    /// The template: a UTF-8 header, then one block per entry.
    package static func render(_ entries: [Entry]) -> String {
        var out = """
            msgid ""
            msgstr ""
            "Project-Id-Version: PACKAGE VERSION\\n"
            "PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"
            "Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"
            "Language-Team: LANGUAGE <LL@li.org>\\n"
            "Language: \\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"

            """
        for entry in merged(entries) {
            out += "\n"
            for comment in entry.comments { out += "#. \(comment)\n" }
            out += "#: \(entry.references.joined(separator: " "))\n"
            // Manifest texts are shown as written: a "%" in them is no placeholder.
            if entry.text.contains("%") { out += "#, no-c-format\n" }
            out += "msgid \(quoted(entry.text))\nmsgstr \"\"\n"
        }
        return out
    }

    /// Entries with the same text (from several files) as one.
    private static func merged(_ entries: [Entry]) -> [Entry] {
        var result: [Entry] = []
        for entry in entries {
            if let index = result.firstIndex(where: { $0.text == entry.text }) {
                result[index].references += entry.references
                result[index].comments += entry.comments
            } else {
                result.append(entry)
            }
        }
        return result
    }

    /// `file` as a `#:` reference may show it: one line with no control or
    /// bidirectional characters (escaped as `\u{…}`, which no PO parser reads
    /// as an entry), and wrapped in U+2068 … U+2069 when it holds a space, as
    /// `xgettext` does, so the space does not split it into two references.
    static func referenceName(_ file: String) -> String {
        let escaped = MessageText.escaped(file)
        return escaped.contains(" ") ? "\u{2068}\(escaped)\u{2069}" : escaped
    }

    /// A PO string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    out += "\\" + String(scalar.value, radix: 8)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
