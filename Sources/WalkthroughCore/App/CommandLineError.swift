import Foundation

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
    /// An option's value is not of the expected form, e.g. `--size big`.
    case invalidValue(option: String, value: String, expected: String)
    /// An option needs another one, e.g. `--render` without `--output DIR`.
    case missingOption(String, requiredBy: String)
    /// An option only means something beside another, e.g. `--dark` without `--render`.
    case onlyWith(option: String, other: String)
    /// Two options that cannot be combined, e.g. `--render` and `--preview`.
    case conflicting(String, String)

    /// A message for the terminal, e.g. `unknown option '--foo'`.
    public var description: String {
        switch self {
        case .unknownOption(let option): "unknown option '\(option)'"
        case let .missingValue(option, valueName): "option '\(option)' needs a \(valueName)"
        case .unexpectedValue(let option): "option '\(option)' takes no value"
        case .unexpectedArgument(let argument): "unexpected argument '\(argument)'"
        case let .invalidValue(option, value, expected): "option '\(option)' needs \(expected), not '\(value)'"
        case let .missingOption(option, requiredBy): "option '\(requiredBy)' needs '\(option)'"
        case let .onlyWith(option, other): "option '\(option)' works only with '\(other)'"
        case let .conflicting(first, second): "options '\(first)' and '\(second)' cannot be used together"
        }
    }
}
