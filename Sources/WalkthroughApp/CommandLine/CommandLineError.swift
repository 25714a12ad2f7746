import WalkthroughAuthoring
import WalkthroughCore
/// A command line the app cannot make sense of.
package enum CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// GLib's option parser refused the command line (an unknown option, an
    /// option at the end without its value); its message, in GLib's words.
    case rejected(String)
    /// An option that needs a value was given none, e.g. `--tour=` or `--tour --show-tour`.
    case missingValue(option: String, valueName: String)
    /// A word that is not an option, where no option takes files.
    case unexpectedArgument(String)
    /// An option's value is not of the expected form, e.g. `--size big`.
    case invalidValue(option: String, value: String, expected: String)
    /// An option needs another one, e.g. `--render` without `--output DIR`.
    case missingOption(String, requiredBy: String)
    /// An option only means something beside another, e.g. `--dark` without `--render`.
    case onlyWith(option: String, other: String)
    /// Two options that cannot be combined, e.g. `--render` and `--preview`.
    case conflicting(String, String)

    /// A message for the terminal, e.g. `option '--tour' needs a FILE`; the words
    /// repeated from the command line are made safe to print (see `MessageText`).
    public var description: String {
        switch self {
        case .rejected(let message): MessageText.safe(message)
        case let .missingValue(option, valueName):
            // TRANSLATORS: the second placeholder is the value's name from --help, e.g. FILE.
            tr("option '%1$s' needs a %2$s", MessageText.safe(option), valueName)
        case .unexpectedArgument(let argument): tr("unexpected argument '%s'", MessageText.safe(argument))
        case let .invalidValue(option, value, expected):
            // TRANSLATORS: the third placeholder says what is expected, e.g. "WIDTHxHEIGHT".
            tr("option '%1$s' needs %3$s, not '%2$s'", MessageText.safe(option), MessageText.safe(value), expected)
        case let .missingOption(option, requiredBy): tr("option '%1$s' needs '%2$s'", MessageText.safe(requiredBy), MessageText.safe(option))
        case let .onlyWith(option, other): tr("option '%1$s' works only with '%2$s'", MessageText.safe(option), MessageText.safe(other))
        case let .conflicting(first, second):
            tr("options '%1$s' and '%2$s' cannot be used together", MessageText.safe(first), MessageText.safe(second))
        }
    }

    /// The lines the command prints for it: `walkthrough: …` and where to find help.
    public var usageMessage: String {
        "walkthrough: \(self)\n" + tr("Try “walkthrough --help” for more information.")
    }
}
