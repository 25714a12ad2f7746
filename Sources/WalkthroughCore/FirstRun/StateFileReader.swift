#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads small state files without throwing, sorting out the ways that can fail.
///
/// Only regular files are read, checked on the opened descriptor (see
/// ``RegularFileReader``), so a FIFO or a device never blocks start-up.
enum StateFileReader {
    /// The outcome of reading a state file.
    enum Outcome: Equatable {
        /// The file does not exist.
        case missing
        /// The file exists but cannot be read; the reason names the path.
        case unreadable(String)
        /// The file is larger than allowed; the reason names the path.
        case tooLarge(String)
        /// The file's text, without a leading byte-order mark (invalid UTF-8 is repaired
        /// with replacement characters).
        case text(String)
    }

    /// Whether `text` (as ``read(_:maximumSize:)`` gives it) is text: no NUL, and
    /// no replacement character, which stands for bytes that were not UTF-8.
    /// Compared scalar by scalar: a `Character` comparison with U+FFFD would
    /// page in the standard library's normalization tables, which a launch
    /// that shows nothing otherwise never touches.
    static func isText(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0 == "\u{FFFD}" || $0 == "\0" }
    }

    /// Reads `path` as text, refusing anything but a regular file of at most `maximumSize` bytes.
    static func read(_ path: String, maximumSize: Int) -> Outcome {
        let shown = MessageText.safe(path, limit: 1024)
        switch RegularFileReader.read(path, maximumSize: maximumSize) {
        case .success(let bytes):
            let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
            return .text(String(decoding: text, as: UTF8.self))
        case .failure(.missing):
            return .missing
        case .failure(.brokenLink):
            return .unreadable(tr("%s: is a broken symbolic link", shown))
        case .failure(.notRegular(let kind)):
            return .unreadable(tr("%1$s: not a regular file: it is %2$s", shown, kind.description))
        case .failure(.tooLarge):
            return .tooLarge(tr("%1$s: file is larger than %2$d bytes", shown, maximumSize))
        case .failure(let failure):
            return .unreadable("\(shown): \(failure.text)")
        }
    }

    /// Removes `path`; a missing file is fine.
    static func remove(_ path: String) throws(StateFileError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw StateFileError(path: path, reason: tr("cannot remove: %s", systemErrorText()))
        }
    }
}
