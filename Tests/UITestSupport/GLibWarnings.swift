import CWalkthroughGtk
import Foundation

/// Records GLib/GTK warnings and criticals so a test can fail on them.
///
/// "A floating object was finalized" or a failed GTK assertion means an
/// ownership or lifetime bug: the tests treat them as failures. The library's
/// own warnings (domain `Walkthrough`, level warning) are what some tests
/// expect: they are kept apart, in `library`, unprinted, as an app's
/// `g_log_set_writer_func` would catch them.
package enum GLibWarnings {
    nonisolated(unsafe) private(set) static var messages: [String] = []
    /// The library's warnings since the last `takeLibrary()`, their text only.
    nonisolated(unsafe) private(set) static var library: [String] = []
    nonisolated(unsafe) private static var installed = false

    /// Installs the recording log writer (once per process).
    package static func install() {
        guard !installed else { return }
        installed = true
        g_log_set_writer_func({ level, fields, count, _ in
            let serious = level.rawValue & (G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_ERROR.rawValue)
            if serious != 0, let fields {
                var domain = "", message = ""
                for index in 0..<Int(count) {
                    let field = fields[index]
                    guard let key = field.key, let value = field.value else { continue }
                    let text = field.length < 0
                        ? String(cString: value.assumingMemoryBound(to: CChar.self))
                        : String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
                    switch String(cString: key) {
                    case "GLIB_DOMAIN": domain = text
                    case "MESSAGE": message = text
                    default: break
                    }
                }
                if domain == "Walkthrough", level == G_LOG_LEVEL_WARNING {
                    GLibWarnings.library.append(message)
                    return G_LOG_WRITER_HANDLED
                }
                GLibWarnings.messages.append("\(domain): \(message)")
            }
            return g_log_writer_default(level, fields, count, nil)
        }, nil, nil)
    }

    /// Returns and clears the library's warnings.
    @discardableResult
    package static func takeLibrary() -> [String] {
        defer { library.removeAll() }
        return library
    }

    /// Returns and clears what was recorded.
    package static func take() -> [String] {
        defer { messages.removeAll() }
        return messages
    }
}
