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
