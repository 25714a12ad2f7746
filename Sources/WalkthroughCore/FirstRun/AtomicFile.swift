import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents atomically: readers see the old file or the new one, never half.
public struct AtomicFile {
    /// Writes `data` to `url` through a temporary file in the same folder, then renames it over `url`.
    ///
    /// Creates the parent folder (mode 0700) if needed. The temporary file is named
    /// `.<name>.XXXXXX` (unique, via `mkstemp`), flushed with `fsync` before the rename, and
    /// removed again on any failure.
    ///
    /// - Throws: ``StateFileError`` naming the path and the system's error text.
    public static func write(_ data: Data, to url: URL) throws(StateFileError) {
        let folder = url.deletingLastPathComponent()
        try createFolder(folder)
        var template = Array(folder.appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else {
            throw StateFileError(path: folder.path, reason: "cannot create a temporary file: \(errnoText())")
        }
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var isOpen = true
        do throws(StateFileError) {
            try writeAll(data, to: descriptor, path: temporaryPath)
            guard fsync(descriptor) == 0 else {
                throw StateFileError(path: temporaryPath, reason: "cannot flush to disk: \(errnoText())")
            }
            isOpen = false
            // Even a failed close releases the descriptor, so it must not be closed twice.
            guard close(descriptor) == 0 else {
                throw StateFileError(path: temporaryPath, reason: "cannot close: \(errnoText())")
            }
            guard rename(temporaryPath, url.path) == 0 else {
                throw StateFileError(path: url.path, reason: "cannot replace: \(errnoText())")
            }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporaryPath)
            throw error
        }
        syncFolder(folder)
    }

    private static func createFolder(_ folder: URL) throws(StateFileError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw StateFileError(path: folder.path, reason: "exists but is not a folder")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw StateFileError(path: folder.path, reason: "cannot create folder: \(error.localizedDescription)")
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(StateFileError) {
        let failure: String? = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> String? in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return nil }
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errnoText()
                }
                offset += written
            }
            return nil
        }
        if let failure {
            throw StateFileError(path: path, reason: "cannot write: \(failure)")
        }
    }

    /// Makes the rename itself durable; failure here is harmless, so it is ignored.
    private static func syncFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// The text for the current `errno`.
    static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}

/// The C library's `write(2)`, which the static ``AtomicFile/write(_:to:)`` would otherwise shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
