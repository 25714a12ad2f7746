import Glibc

/// Receives the library's warnings; the app supplies its own, tests a recorder.
package protocol LogHandler: AnyObject {
    /// Records a warning: something went wrong and the app carries on.
    func warning(_ message: String)
}

/// Writes warnings to standard error as `walkthrough-WARNING: …`.
package final class StandardErrorLog: LogHandler {
    /// Creates the handler.
    package init() {}

    /// Writes `message` to standard error.
    package func warning(_ message: String) {
        fputs("walkthrough-WARNING: \(message)\n", stderr)
    }
}

/// The library's logging entry point.
package enum Log {
    /// Where warnings go; the app may replace it.
    nonisolated(unsafe) package static var handler: LogHandler = StandardErrorLog()

    /// Logs a warning through `handler`.
    package static func warning(_ message: String) {
        handler.warning(message)
    }
}
