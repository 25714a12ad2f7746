/// A failure to write or remove a state file, naming the path and the reason.
package struct StateFileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file or folder concerned.
    package let path: String
    /// What went wrong, in plain words (usually the system's error text).
    package let reason: String

    /// Creates an error.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`, on one line with unsafe characters escaped (see `MessageText`).
    package var description: String { MessageText.escaped("\(path): \(reason)") }
}
