import Foundation

/// A failure to write or remove a state file, naming the path and the reason.
public struct StateFileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file or folder concerned.
    public let path: String
    /// What went wrong, usually the system's error text.
    public let reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}
