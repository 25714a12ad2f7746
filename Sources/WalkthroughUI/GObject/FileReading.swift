import CWalkthrough
import CWalkthroughGtk
import WalkthroughCore

/// Reads a file for the C half (the steady-state record, the state files it compares, a
/// manifest) through `RegularFileReader`, the library's one reader: opened without blocking,
/// checked through the same descriptor, read within `limit` bytes.
@_cdecl("_wt_swift_read_regular_file")
package func wtSwiftReadRegularFile(
    _ path: UnsafePointer<CChar>?, _ limit: Int, _ sink: UnsafePointer<WtReadSink>?
) -> WtReadOutcome {
    guard let path, let sink = sink?.pointee else { return WT_READ_REFUSED }
    let result = RegularFileReader.read(
        cPath: path, maximumSize: limit,
        opened: { info in
            (sink.opened?(sink.data, gint64(info.st_size), gint64(info.st_mtim.tv_sec), gint64(info.st_mtim.tv_nsec)) ?? 1) != 0
        },
        chunk: { bytes in
            sink.chunk?(sink.data, bytes.baseAddress?.assumingMemoryBound(to: guint8.self), gsize(bytes.count))
        })
    return switch result {
    case .success(true): WT_READ_WHOLE
    case .success(false): WT_READ_DECLINED
    case .failure(.missing), .failure(.brokenLink): WT_READ_MISSING
    case .failure: WT_READ_REFUSED
    }
}
