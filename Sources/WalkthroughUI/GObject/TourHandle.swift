import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A loaded manifest, as the state of a `WtTour`.
final class TourHandle {
    let manifest: TourManifest

    init(_ manifest: TourManifest) {
        self.manifest = manifest
    }

    /// The manifest behind a `WtTour`'s state pointer.
    static func manifest(_ impl: gpointer?) -> TourManifest? {
        SwiftHandle.object(impl, as: TourHandle.self)?.manifest
    }
}

/// Loads a manifest for `wt_tour_new_from_file` from a local path or a
/// `resource://` URI (read from the registered GResources, its images too);
/// a problem becomes a `WT_TOUR_ERROR`.
@_cdecl("_wt_swift_tour_load")
package func wtSwiftTourLoad(_ path: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gpointer? {
    guard let path else { return nil }
    Gettext.bindLibraryDomain()
    do {
        let location = String(cString: path)
        let url = location.hasPrefix(BundledURI.scheme + ":") ? FilePath(parsing: location) : FilePath(location)
        return SwiftHandle.retain(TourHandle(try ManifestLoader.load(from: url, bundled: GResourceFiles())))
    } catch let problem {
        g_set_error_literal(error, wt_tour_error_quark(), gint(WtTourError(problem.kind).rawValue), "\(problem)")
        return nil
    }
}

/// Parses for `wt_tour_new_from_file` the manifest bytes the C half read at
/// `location` (a path or `resource://` URI, whose images then come from the
/// registered GResources), as `_wt_swift_tour_load` would have read them.
@_cdecl("_wt_swift_tour_decode")
package func wtSwiftTourDecode(_ location: UnsafePointer<CChar>?, _ data: UnsafePointer<UInt8>?, _ length: Int,
                               _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gpointer? {
    guard let location else { return nil }
    Gettext.bindLibraryDomain()
    let text = String(cString: location)
    let url = text.hasPrefix(BundledURI.scheme + ":") ? FilePath(parsing: text) : FilePath(text)
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: max(0, length))) } ?? []
    do {
        return SwiftHandle.retain(TourHandle(try ManifestLoader.decode(bytes, fileURL: url,
                                                                       bundled: BundledURI.isBundled(url) ? GResourceFiles() : nil)))
    } catch let problem {
        g_set_error_literal(error, wt_tour_error_quark(), gint(WtTourError(problem.kind).rawValue), "\(problem)")
        return nil
    }
}

/// The largest manifest the C half reads, in bytes (`ManifestLimits.fileSize`).
@_cdecl("_wt_swift_manifest_size_limit")
package func wtSwiftManifestSizeLimit() -> Int {
    ManifestLimits.fileSize
}

extension WtTourError {
    /// The C API's code for a manifest problem of `kind`: the one place the two meet.
    init(_ kind: ManifestError.Kind) {
        self = switch kind {
        case .invalid: WT_TOUR_ERROR_INVALID
        case .notFound: WT_TOUR_ERROR_NOT_FOUND
        case .notRegular: WT_TOUR_ERROR_NOT_REGULAR
        case .unreadable: WT_TOUR_ERROR_UNREADABLE
        case .tooLarge: WT_TOUR_ERROR_TOO_LARGE
        case .syntax: WT_TOUR_ERROR_SYNTAX
        }
    }
}

/// A copy of the manifest's id (`g_free` it).
@_cdecl("_wt_swift_tour_dup_id")
package func wtSwiftTourDupID(_ impl: gpointer?) -> UnsafeMutablePointer<CChar>? {
    g_strdup(TourHandle.manifest(impl)?.id ?? "")
}

/// A copy of the manifest's title (`g_free` it).
@_cdecl("_wt_swift_tour_dup_title")
package func wtSwiftTourDupTitle(_ impl: gpointer?) -> UnsafeMutablePointer<CChar>? {
    g_strdup(TourHandle.manifest(impl)?.title ?? "")
}

/// The number of pages of the welcome tour.
@_cdecl("_wt_swift_tour_page_count")
package func wtSwiftTourPageCount(_ impl: gpointer?) -> guint {
    guint(TourHandle.manifest(impl)?.pages.count ?? 0)
}
