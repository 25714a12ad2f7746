/// A command line the app cannot make sense of.
public enum CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option the app does not know, e.g. `--foo`.
    case unknownOption(String)
    /// An option that needs a value was given none, e.g. `--tour` at the end.
    case missingValue(option: String, valueName: String)
    /// A flag was given a value, e.g. `--version=2`.
    case unexpectedValue(option: String)
    /// A word that is not an option.
    case unexpectedArgument(String)

    /// A message for the terminal, e.g. `unknown option '--foo'`; the words repeated from
    /// the command line are made safe to print (see ``MessageText``).
    public var description: String {
        switch self {
        case .unknownOption(let option): tr("unknown option '%s'", MessageText.safe(option))
        case let .missingValue(option, valueName):
            // TRANSLATORS: the second placeholder is the value's name from --help, e.g. FILE.
            tr("option '%1$s' needs a %2$s", MessageText.safe(option), valueName)
        case .unexpectedValue(let option): tr("option '%s' takes no value", MessageText.safe(option))
        case .unexpectedArgument(let argument): tr("unexpected argument '%s'", MessageText.safe(argument))
        }
    }
}
