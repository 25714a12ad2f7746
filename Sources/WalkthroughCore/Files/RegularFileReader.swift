#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads small files without hanging on FIFOs or devices and without reading more than a cap.
///
/// The file is opened with `O_NONBLOCK` (so opening a FIFO returns at once) and the
/// *opened descriptor* is checked with `fstat`, so nothing can swap the file between the
/// check and the read. Anything but a regular file is refused, whoever runs the app
/// (root included), before a byte is read.
package enum RegularFileReader {
    /// Why a file could not be read.
    package enum Failure: Error, Equatable {
        /// Nothing at the path.
        case missing
        /// A symbolic link whose target does not exist.
        case brokenLink
        /// Something other than a regular file, e.g. a folder or a FIFO.
        case notRegular(FileKind)
        /// Larger than the cap, in bytes (the size found, which may be only a lower bound).
        case tooLarge(size: Int)
        /// The system refused, e.g. `cannot open: Permission denied`.
        case system(String)
        /// Reached through a link that leaves the folder it must stay in (``ContainedFile``).
        case outsideFolder

        /// The failure in plain words, the same wherever the file is read.
        package var text: String {
            switch self {
            case .missing: tr("file does not exist")
            case .brokenLink: tr("is a broken symbolic link")
            case .notRegular(let kind): tr("not a regular file: it is %s", kind.description)
            case .tooLarge(let size): tr("file is too large (%d bytes or more)", size)
            case .system(let text): text
            case .outsideFolder: tr("a link leads out of its folder")
            }
        }
    }

    /// The bytes of the regular file at `path`, if it holds at most `maximumSize` bytes.
    package static func read(_ path: String, maximumSize: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        return read(path, maximumSize: maximumSize, opened: { _ in true }, chunk: { bytes.append(contentsOf: $0) })
            .map { _ in bytes }
    }

    /// Reads the regular file at `path`, at most `maximumSize` bytes, handing each chunk to `chunk`:
    /// the one reader of the library, for the Swift half and the C half (`_wt_swift_read_regular_file`).
    ///
    /// `opened` is shown the opened file's `fstat` first; when it returns `false` nothing is read and
    /// the result is `.success(false)`. `.success(true)` means every byte went through `chunk`.
    package static func read(
        _ path: String, maximumSize: Int, opened: (stat) -> Bool, chunk: (UnsafeRawBufferPointer) -> Void
    ) -> Result<Bool, Failure> {
        path.withCString { read(cPath: $0, maximumSize: maximumSize, opened: opened, chunk: chunk) }
    }

    /// ``read(_:maximumSize:opened:chunk:)`` for a path as C gives it. It makes no Swift string
    /// or array (its buffer is a temporary allocation): called by the C half of a launch that
    /// rests, anything more would page in more of the library than that launch needs.
    package static func read(
        cPath path: UnsafePointer<CChar>, maximumSize: Int, opened: (stat) -> Bool, chunk: (UnsafeRawBufferPointer) -> Void
    ) -> Result<Bool, Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(openFailure(path)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(tr("cannot examine: %s", systemErrorText()))) }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { return .failure(.notRegular(kind)) }
        guard Int(info.st_size) <= maximumSize else { return .failure(.tooLarge(size: Int(info.st_size))) }
        guard opened(info) else { return .success(false) }
        return readAll(descriptor, maximumSize: maximumSize, chunk: chunk).map { true }
    }

    private static func openFailure(_ path: UnsafePointer<CChar>) -> Failure {
        let code = errno
        // ENOTDIR: a part of the path is a file, so nothing can exist here; writing will say why.
        if code == ENOTDIR { return .missing }
        guard code == ENOENT else { return .system(tr("cannot open: %s", systemErrorText(code))) }
        var info = stat()
        return lstat(path, &info) == 0 ? .brokenLink : .missing
    }

    /// Reads to the end, stopping one byte past the cap (the file may have grown since `fstat`).
    private static func readAll(
        _ descriptor: Int32, maximumSize: Int, chunk consume: (UnsafeRawBufferPointer) -> Void
    ) -> Result<Void, Failure> {
        withUnsafeTemporaryAllocation(byteCount: 64 * 1024, alignment: 16) { chunk in
            var total = 0
            while total <= maximumSize {
                let count = systemRead(descriptor, chunk.baseAddress, min(chunk.count, maximumSize + 1 - total))
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(.system(tr("cannot read: %s", systemErrorText())))
                }
                if count == 0 { break }
                total += count
                // Past the cap, the bytes are not handed on: the read fails below.
                if total <= maximumSize { consume(UnsafeRawBufferPointer(start: chunk.baseAddress, count: count)) }
            }
            guard total <= maximumSize else { return .failure(.tooLarge(size: total)) }
            return .success(())
        }
    }
}

/// The C library's `read(2)`, named apart from the static `read` above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
