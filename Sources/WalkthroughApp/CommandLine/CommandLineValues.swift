import WalkthroughAuthoring
import WalkthroughCore
/// What GLib's option parser collected from a command line, before anything
/// is decided: which flags were given, the values of the options that take
/// one, and the words that are not options. `CommandLineOptions(_:)` turns it
/// into the options or a typed error.
package struct CommandLineValues: Equatable, Sendable {
    /// The flags given.
    package var flags: Set<CommandLineOption>
    /// The values of the options that take one, in the order given (GLib keeps
    /// only the last for a single-value option).
    package var values: [CommandLineOption: [String]]
    /// The words that are not options (GLib's `G_OPTION_REMAINING`).
    package var remaining: [String]

    /// Values as collected; nothing given by default.
    package init(flags: Set<CommandLineOption> = [], values: [CommandLineOption: [String]] = [:], remaining: [String] = []) {
        self.flags = flags
        self.values = values
        self.remaining = remaining
    }

    /// The last value given for `option`, if any.
    package func last(_ option: CommandLineOption) -> String? {
        values[option]?.last
    }

    /// Whether `option` was given at all, as a flag or with a value.
    package func has(_ option: CommandLineOption) -> Bool {
        flags.contains(option) || values[option] != nil
    }
}
