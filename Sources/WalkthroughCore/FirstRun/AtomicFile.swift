#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents atomically: readers see the old file or the new one, never half.
package struct AtomicFile {
    /// Writes `data` to `url` through a temporary file in the same folder, then renames it over `url`.
    ///
    /// Creates the parent folders (mode 0700) if needed. The temporary file is named
    /// `.<name>.XXXXXX` (unique, via `mkstemp`), locked (`flock`) from its creation until
    /// its rename, flushed with `fsync` before the rename, and removed again on any
    /// failure. Another writer's temporary file is never touched: only those that
    /// ``removeStaleTemporaryFiles(for:)`` finds abandoned are removed.
    ///
    /// Nothing larger than `maximumSize` bytes, the most its reader reads back,
    /// is written: a state file that outgrew its reader would be lost at the next start.
    ///
    /// - Throws: ``StateFileError`` naming the path and the reason in plain words.
    package static func write(_ data: [UInt8], to url: FilePath, maximumSize: Int) throws(StateFileError) {
        guard data.count <= maximumSize else {
            throw StateFileError(path: url.path, reason: tr("%1$d bytes to write, over the limit of %2$d", data.count, maximumSize))
        }
        let folder = url.deletingLastPathComponent()
        try createFolder(folder.path)
        var template = Array(folder.appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else {
            throw StateFileError(path: folder.path, reason: tr("cannot create a temporary file: %s", systemErrorText()))
        }
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Held until the rename: another writer's cleanup leaves a locked file alone (it
        // may hold the lock for a moment itself, while it finds this file too young).
        // Where `flock` locks nothing, the age test in `removeIfAbandoned` still holds.
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        removeStaleTemporaryFiles(for: url)
        var isOpen = true
        do throws(StateFileError) {
            try writeAll(data, to: descriptor, path: temporaryPath)
            guard fsync(descriptor) == 0 else {
                throw StateFileError(path: temporaryPath, reason: tr("cannot flush to disk: %s", systemErrorText()))
            }
            guard rename(temporaryPath, url.path) == 0 else {
                throw StateFileError(path: url.path, reason: tr("cannot replace: %s", systemErrorText()))
            }
            isOpen = false
            // Closed after the rename, which releases the lock. Even a failed close
            // releases the descriptor, so it must not be closed twice.
            guard close(descriptor) == 0 else {
                throw StateFileError(path: temporaryPath, reason: tr("cannot close: %s", systemErrorText()))
            }
        } catch {
            if isOpen {
                unlink(temporaryPath)
                close(descriptor)
            }
            throw error
        }
        syncFolder(folder.path)
    }

    /// How long a temporary file must have gone unchanged before it counts as abandoned: 60 s.
    ///
    /// The lock is what tells a live writer's file; the age covers the moment between
    /// `mkstemp` and `flock`, and file systems where `flock` locks nothing.
    package static let staleTemporaryAge = 60

    /// Removes the temporary files `.<name>.XXXXXX` that an interrupted ``write(_:to:maximumSize:)``
    /// to `url` left beside it: those no writer holds locked and unchanged for
    /// ``staleTemporaryAge`` seconds. Other files are left alone, and failures are ignored.
    package static func removeStaleTemporaryFiles(for url: FilePath) {
        let folder = url.deletingLastPathComponent().path
        for name in staleTemporaryNames(in: folder, for: url.lastPathComponent) {
            removeIfAbandoned(folder + "/" + name)
        }
    }

    /// Removes the temporary file at `path` if it is abandoned: it can be locked at once,
    /// is older than ``staleTemporaryAge``, and the name still leads to the file locked.
    private static func removeIfAbandoned(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return }
        var opened = stat(), named = stat()
        guard fstat(descriptor, &opened) == 0, lstat(path, &named) == 0,
              opened.st_dev == named.st_dev, opened.st_ino == named.st_ino,
              time(nil) - modificationSeconds(opened) >= staleTemporaryAge else { return }
        unlink(path)
    }

    /// The names in `folder` that look like `mkstemp` temporaries of `name`.
    static func staleTemporaryNames(in folder: String, for name: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        let prefix = Array(".\(name).".utf8)
        var names: [String] = []
        // The name is read where it lies: a copy of the whole `struct dirent`
        // would read the bytes past the entry's record, which are not set.
        guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return [] }
        while let entry = readdir(directory) {
            let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            let entryName = Array(UnsafeBufferPointer(start: name, count: strlen(name))).map { UInt8(bitPattern: $0) }
            let suffix = entryName.dropFirst(prefix.count)
            guard entryName.starts(with: prefix), suffix.count == 6,
                  suffix.allSatisfy({ isASCIIAlphanumeric($0) }) else { continue }
            names.append(String(decoding: entryName, as: UTF8.self))
        }
        return names
    }

    /// Creates `path` and any missing parents with mode 0700, naming in plain words the
    /// first part of the path that is in the way (say an `XDG_CONFIG_HOME` that is a file).
    static func createFolder(_ path: String) throws(StateFileError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            switch FileKind.of(prefix) {
            case .folder?:
                continue
            case .some:
                throw StateFileError(path: prefix, reason: tr("exists but is not a folder"))
            case nil:
                guard mkdir(prefix, 0o700) == 0 || (errno == EEXIST && FileKind.of(prefix) == .folder) else {
                    throw StateFileError(path: prefix, reason: tr("cannot create folder: %s", systemErrorText()))
                }
            }
        }
    }

    private static func writeAll(_ data: [UInt8], to descriptor: Int32, path: String) throws(StateFileError) {
        let failure: String? = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> String? in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return nil }
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return systemErrorText()
                }
                offset += written
            }
            return nil
        }
        if let failure {
            throw StateFileError(path: path, reason: tr("cannot write: %s", "\(failure)"))
        }
    }

    /// Makes the rename itself durable; failure here is harmless, so it is ignored.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func modificationSeconds(_ status: stat) -> time_t {
        #if canImport(Glibc)
        status.st_mtim.tv_sec
        #else
        status.st_mtimespec.tv_sec
        #endif
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}

/// The C library's `write(2)`, which the static ``AtomicFile/write(_:to:maximumSize:)`` would otherwise shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}

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


/// Which failures to write state files were already reported, so one cause
/// gives one warning.
///
/// The version file and the coach-mark file share a folder: a folder that is
/// a file, read-only or full fails every write the same way, and the user is
/// told once, not once per write. A cause is the folder the failure happened
/// in and the reason; the file's own name (or a temporary file's) does not count.
package struct StateFailureLog: Sendable {
    private var reported: Set<String> = []

    /// An empty log: nothing reported yet.
    package init() {}

    /// Whether nothing was reported.
    package var isEmpty: Bool { reported.isEmpty }

    /// Records `error` and returns whether it is the first failure of its cause.
    package mutating func isFirst(_ error: StateFileError) -> Bool {
        let folder = FilePath(error.path).deletingLastPathComponent().path
        return reported.insert(folder + "\0" + error.reason).inserted
    }
}
