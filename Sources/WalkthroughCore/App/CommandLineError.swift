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
        case .unknownOption(let option): "unknown option '\(MessageText.safe(option))'"
        case let .missingValue(option, valueName): "option '\(MessageText.safe(option))' needs a \(valueName)"
        case .unexpectedValue(let option): "option '\(MessageText.safe(option))' takes no value"
        case .unexpectedArgument(let argument): "unexpected argument '\(MessageText.safe(argument))'"
        }
    }
}
