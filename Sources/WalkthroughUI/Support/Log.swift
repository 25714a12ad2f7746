import Glibc

/// Receives the library's warnings; the app supplies its own, tests a recorder.
public protocol LogHandler: AnyObject {
    /// Records a warning: something went wrong and the app carries on.
    func warning(_ message: String)
}

/// Writes warnings to standard error as `walkthrough-WARNING: …`.
public final class StandardErrorLog: LogHandler {
    /// Creates the handler.
    public init() {}

    /// Writes `message` to standard error.
    public func warning(_ message: String) {
        fputs("walkthrough-WARNING: \(message)\n", stderr)
    }
}

/// The library's logging entry point.
public enum Log {
    /// Where warnings go; the app may replace it.
    nonisolated(unsafe) public static var handler: LogHandler = StandardErrorLog()

    /// Logs a warning through `handler`.
    public static func warning(_ message: String) {
        handler.warning(message)
    }
}
