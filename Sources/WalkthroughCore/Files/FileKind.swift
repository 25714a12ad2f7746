#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of thing a path names, from its `st_mode`, for plain-word messages.
package enum FileKind: Equatable, Sendable {
    case regular, folder, fifo, characterDevice, blockDevice, socket, symbolicLink, other

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// The kind with its article, e.g. `a named pipe (FIFO)`.
    package var description: String {
        switch self {
        case .regular: tr("a regular file")
        case .folder: tr("a folder")
        case .fifo: tr("a named pipe (FIFO)")
        case .characterDevice: tr("a character device")
        case .blockDevice: tr("a block device")
        case .socket: tr("a socket")
        case .symbolicLink: tr("a symbolic link")
        case .other: tr("not a file")
        }
    }

    /// The kind of what `path` names, following symlinks; nil if it cannot be examined.
    static func of(_ path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }
}

/// The text for the current `errno`, e.g. `Permission denied`.
func systemErrorText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
