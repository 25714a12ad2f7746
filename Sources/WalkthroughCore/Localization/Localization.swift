/// The core's seam for translating what people read: the core knows no gettext
/// (no C, no GTK), so the GTK layer installs a translator at start-up and the
/// core's text goes through `tr(_:_:)` and `trn(_:_:_:_:)`. Until one is
/// installed, text stays as written (English).
package enum Localization {
    /// Translates a message id (gettext's `gettext`); the identity until the GTK layer sets it.
    nonisolated(unsafe) package static var translate: @Sendable (String) -> String = { $0 }
    /// Picks and translates the singular or plural form for a count (gettext's
    /// `ngettext`); English rules until the GTK layer sets it.
    nonisolated(unsafe) package static var translatePlural: @Sendable (String, String, Int) -> String = { singular, plural, count in
        count == 1 ? singular : plural
    }
}

/// Translates `message` and fills its placeholders (`%s`, `%d`, `%1$s`, …) with
/// `arguments`. The name is the keyword `xgettext --keyword=tr` extracts, so
/// write the message as one plain string literal, never an interpolation.
package func tr(_ message: String, _ arguments: any FormatArgument...) -> String {
    PlaceholderFormat.fill(Localization.translate(message), arguments)
}

/// Translates the singular or plural form of a message for `count` and fills
/// its placeholders with `arguments` (extracted with `--keyword=trn:1,2`).
package func trn(_ singular: String, _ plural: String, _ count: Int, _ arguments: any FormatArgument...) -> String {
    PlaceholderFormat.fill(Localization.translatePlural(singular, plural, count), arguments)
}

/// A value that can fill a placeholder of a translated message.
package protocol FormatArgument {
    /// The text put in place of the placeholder.
    var placeholderText: String { get }
}

extension String: FormatArgument {
    /// The string itself.
    package var placeholderText: String { self }
}

extension Int: FormatArgument {
    /// The number in decimal digits.
    package var placeholderText: String { String(self) }
}

/// Fills C-format placeholders the way `printf` would for strings and integers,
/// without Foundation's `String(format:)` (FoundationEssentials lacks it).
///
/// Understands `%s` and `%d` (taken in order), the positional `%1$s` / `%2$d`
/// that translators use to reorder them, and `%%`. These are the forms
/// `msgfmt --check` validates in a `c-format` message, so a translation with a
/// wrong or missing placeholder fails the build, not the user. Anything else is
/// left as written, and so is a placeholder with no argument.
package enum PlaceholderFormat {
    /// `template` with its placeholders replaced by `arguments`.
    package static func fill(_ template: String, _ arguments: [any FormatArgument]) -> String {
        guard template.contains("%") else { return template }
        var result = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let spec = rest[rest.index(after: percent)...]
            guard let (index, length) = parse(spec, next: &next) else {
                if spec.first == "%" {
                    result += "%"
                    rest = spec.dropFirst()
                } else {
                    result += "%"
                    rest = spec
                }
                continue
            }
            if arguments.indices.contains(index) {
                result += arguments[index].placeholderText
            } else {
                result += rest[percent..<spec.index(spec.startIndex, offsetBy: length)]
            }
            rest = spec.dropFirst(length)
        }
        return result + rest
    }

    /// The argument index and the length of the placeholder after its `%`
    /// (`s`, `d`, `1$s`, …); nil when it is not one of those.
    private static func parse(_ spec: Substring, next: inout Int) -> (Int, Int)? {
        let digits = spec.prefix(while: { $0.isASCII && $0.isNumber })
        if !digits.isEmpty {
            let afterDigits = spec.dropFirst(digits.count)
            guard afterDigits.first == "$", let kind = afterDigits.dropFirst().first, kind == "s" || kind == "d",
                  let position = Int(digits), position > 0 else { return nil }
            return (position - 1, digits.count + 2)
        }
        guard let kind = spec.first, kind == "s" || kind == "d" else { return nil }
        defer { next += 1 }
        return (next, 1)
    }
}
