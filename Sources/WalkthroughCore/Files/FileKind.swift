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
    package static func of(_ path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }
}

/// What a folder holds and where a link points, through the C library (in place of Foundation's `FileManager`).
package enum FolderEntries {
    /// The names in `folder` (without `.` and `..`), in the order the system gives them; nil if it cannot be read.
    package static func names(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        // The name is read where it lies: a copy of the whole `struct dirent`
        // would read the bytes past the entry's record, which are not set.
        guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return nil }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// What the symbolic link at `path` points to; nil if it is not a link or cannot be read.
    package static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { pointer in
            pointer.baseAddress.map { readlink(path, $0, pointer.count - 1) } ?? -1
        }
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The text for the current `errno`, e.g. `Permission denied`.
func systemErrorText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
