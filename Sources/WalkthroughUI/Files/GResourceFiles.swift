import CWalkthroughGtk
import WalkthroughCore

/// The app's registered GResources as ``BundledFiles``: the lookups a
/// `resource://` tour and its images are read through.
///
/// The size comes from `g_resources_get_info` (the uncompressed size), and a
/// file over the limit is refused before `g_resources_lookup_data` copies or
/// inflates a byte of it.
package struct GResourceFiles: BundledFiles {
    /// The resources every app registers with `g_resources_register`.
    package init() {}

    package func entry(_ path: String) -> BundledEntry? {
        var size: gsize = 0
        var flags: guint32 = 0
        if g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, &size, &flags, nil) != 0 {
            return .file(size: Int(size))
        }
        // A folder has children, and no info of its own.
        guard let children = g_resources_enumerate_children(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else { return nil }
        g_strfreev(children)
        return .folder
    }

    package func read(_ path: String, maximumSize: Int) -> Result<[UInt8], RegularFileReader.Failure> {
        switch entry(path) {
        case nil: return .failure(.missing)
        case .folder: return .failure(.notRegular(.folder))
        case let .file(size) where size > maximumSize: return .failure(.tooLarge(size: size))
        case .file: break
        }
        var error: UnsafeMutablePointer<GError>?
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error) else {
            defer { if let error { g_error_free(error) } }
            return .failure(.system(error.map { String(cString: $0.pointee.message) } ?? tr("file does not exist")))
        }
        defer { g_bytes_unref(bytes) }
        var count: gsize = 0
        guard let data = g_bytes_get_data(bytes, &count) else { return .success([]) }
        // The limit applies to what was read, whatever the index said.
        guard Int(count) <= maximumSize else { return .failure(.tooLarge(size: Int(count))) }
        return .success([UInt8](UnsafeRawBufferPointer(start: data, count: Int(count))))
    }
}
