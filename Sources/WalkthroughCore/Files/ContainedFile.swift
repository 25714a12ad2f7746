#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and opens a file inside a folder so that what is checked is what is
/// read: a file swapped for another, or for a link leaving the folder, after a
/// check is never the one opened.
///
/// The path is walked one component at a time from a descriptor of the folder,
/// with `openat(…, O_NOFOLLOW)`: no link is followed by the system. A link met
/// on the way is read (`readlinkat`) and its target walked the same way, so a
/// link that stays inside the folder works and one that leaves it (by `..` or
/// an absolute target elsewhere) is refused. The file itself is opened without
/// blocking (a FIFO swapped in) and checked with `fstat` on the descriptor:
/// regular, and of the size that is then read.
package enum ContainedFile {
    /// What the walk found at the end of the path.
    package struct Found {
        /// The kind of the last component (a link resolved), from `fstatat` or `fstat`.
        package let kind: FileKind
        /// Its size in bytes.
        package let size: Int
        /// The open descriptor, when the walk opened the file; the caller closes it.
        package let descriptor: Int32?
    }

    /// How many links one walk follows, as the kernel's own limit.
    static let maximumLinks = 40

    /// What `path` (absolute, lexically inside `root`) names, without opening it:
    /// for checking a manifest, where an unreadable image is left to the decoder.
    package static func locate(_ path: String, inside root: String) -> Result<Found, RegularFileReader.Failure> {
        walk(path, inside: root, opening: false)
    }

    /// A descriptor of the regular file `path` (absolute, lexically inside `root`)
    /// names, opened read-only; the caller closes it.
    package static func open(_ path: String, inside root: String) -> Result<Found, RegularFileReader.Failure> {
        walk(path, inside: root, opening: true)
    }

    /// `path`'s components below `root`, or nil when it does not lie beneath it.
    static func components(of path: String, below root: String) -> [Substring]? {
        let folder = root.hasSuffix("/") ? String(root.dropLast()) : root
        guard path == folder || path.hasPrefix(folder + "/") else { return nil }
        return path.dropFirst(folder.count).split(separator: "/")
    }

    private static func walk(_ path: String, inside root: String, opening: Bool) -> Result<Found, RegularFileReader.Failure> {
        guard var pending = components(of: path, below: root).map({ Array($0.reversed()) }) else { return .failure(.outsideFolder) }
        let rootDescriptor = Glibc.open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard rootDescriptor >= 0 else { return .failure(.system(tr("cannot open: %s", systemErrorText()))) }
        // The open folders from the root down; `..` closes the last.
        var folders = [rootDescriptor]
        defer { folders.forEach { close($0) } }
        var links = 0
        while let name = pending.popLast() {
            if name == "." { continue }
            if name == ".." {
                guard folders.count > 1 else { return .failure(.outsideFolder) }
                close(folders.removeLast())
                continue
            }
            let folder = folders[folders.count - 1]
            let isLast = pending.allSatisfy { $0 == "." }
            var info = stat()
            guard fstatat(folder, String(name), &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .system(tr("cannot examine: %s", systemErrorText())))
            }
            let kind = FileKind(mode: info.st_mode)
            if kind == .symbolicLink {
                links += 1
                guard links <= maximumLinks else { return .failure(.system(tr("cannot open: %s", systemErrorText(ELOOP)))) }
                guard let target = readLink(in: folder, String(name)), !target.isEmpty else { return .failure(.brokenLink) }
                if target.hasPrefix("/") {
                    guard let inner = components(of: target, below: root) ?? realPath(root).flatMap({ components(of: target, below: $0) })
                    else { return .failure(.outsideFolder) }
                    while folders.count > 1 { close(folders.removeLast()) }
                    pending += inner.reversed()
                } else {
                    pending += target.split(separator: "/").reversed()
                }
                continue
            }
            if !isLast {
                // A file in the way: nothing can exist beneath it.
                guard kind == .folder else { return .failure(.missing) }
                let next = openat(folder, String(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                // Swapped for a link since the fstatat: walk the name again.
                if next < 0, errno == ELOOP || errno == ENOTDIR, links < maximumLinks { links += 1; pending.append(name); continue }
                guard next >= 0 else { return .failure(.system(tr("cannot open: %s", systemErrorText()))) }
                folders.append(next)
                continue
            }
            guard opening else { return .success(Found(kind: kind, size: Int(info.st_size), descriptor: nil)) }
            guard kind == .regular else { return .failure(.notRegular(kind)) }
            let descriptor = openat(folder, String(name), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            if descriptor < 0, errno == ELOOP, links < maximumLinks { links += 1; pending.append(name); continue }
            guard descriptor >= 0 else { return .failure(.system(tr("cannot open: %s", systemErrorText()))) }
            guard fstat(descriptor, &info) == 0 else {
                let text = systemErrorText()
                close(descriptor)
                return .failure(.system(tr("cannot examine: %s", text)))
            }
            let opened = FileKind(mode: info.st_mode)
            guard opened == .regular else {
                close(descriptor)
                return .failure(.notRegular(opened))
            }
            return .success(Found(kind: opened, size: Int(info.st_size), descriptor: descriptor))
        }
        // The path names the folder itself.
        return .failure(.notRegular(.folder))
    }

    private static func readLink(in folder: Int32, _ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(folder, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
