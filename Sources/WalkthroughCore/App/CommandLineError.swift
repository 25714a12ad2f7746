/// A command line the app cannot make sense of.
package enum CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option the app does not know, e.g. `--foo`.
    case unknownOption(String)
    /// An option that needs a value was given none, e.g. `--tour` at the end.
    case missingValue(option: String, valueName: String)
    /// A flag was given a value, e.g. `--version=2`.
    case unexpectedValue(option: String)
    /// A word that is not an option.
    case unexpectedArgument(String)
    /// An option's value is not of the expected form, e.g. `--size big`.
    case invalidValue(option: String, value: String, expected: String)
    /// An option needs another one, e.g. `--render` without `--output DIR`.
    case missingOption(String, requiredBy: String)
    /// An option only means something beside another, e.g. `--dark` without `--render`.
    case onlyWith(option: String, other: String)
    /// Two options that cannot be combined, e.g. `--render` and `--preview`.
    case conflicting(String, String)

    /// A message for the terminal, e.g. `unknown option '--foo'`; the words repeated from
    /// the command line are made safe to print (see `MessageText`).
    public var description: String {
        switch self {
        case .unknownOption(let option): tr("unknown option '%s'", MessageText.safe(option))
        case let .missingValue(option, valueName):
            // TRANSLATORS: the second placeholder is the value's name from --help, e.g. FILE.
            tr("option '%1$s' needs a %2$s", MessageText.safe(option), valueName)
        case .unexpectedValue(let option): tr("option '%s' takes no value", MessageText.safe(option))
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
}
