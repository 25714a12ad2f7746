import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads small state files without throwing, sorting out the ways that can fail.
enum StateFileReader {
    /// The outcome of reading a state file.
    enum Outcome: Equatable {
        /// The file does not exist.
        case missing
        /// The file exists but cannot be read; the reason names the path.
        case unreadable(String)
        /// The file is larger than allowed; the reason names the path.
        case tooLarge(String)
        /// The file's text (invalid UTF-8 is repaired with replacement characters).
        case text(String)
    }

    /// Reads `url` as text, refusing files larger than `maximumSize` bytes.
    static func read(_ url: URL, maximumSize: Int) -> Outcome {
        let path = url.path
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            // A dangling symlink is "missing" to fileExists but is not a clean first run.
            if (try? manager.destinationOfSymbolicLink(atPath: path)) != nil {
                return .unreadable("\(path): is a broken symbolic link")
            }
            return .missing
        }
        guard !isDirectory.boolValue else { return .unreadable("\(path): is a folder, not a file") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable("\(path): cannot open: \(AtomicFile.errnoText())") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            let data = try handle.read(upToCount: maximumSize + 1) ?? Data()
            guard data.count <= maximumSize else {
                return .tooLarge("\(path): file is larger than \(maximumSize) bytes")
            }
            return .text(String(decoding: data, as: UTF8.self))
        } catch {
            return .unreadable("\(path): cannot read: \(error.localizedDescription)")
        }
    }

    /// Removes `url`; a missing file is fine.
    static func remove(_ url: URL) throws(StateFileError) {
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw StateFileError(path: url.path, reason: "cannot remove: \(AtomicFile.errnoText())")
        }
    }
}
