import Foundation

/// Resolves image paths against a manifest's resources folder and keeps them inside it.
struct ResourceResolver {
    /// The resources folder: absolute and standardized.
    let root: URL

    /// Resolves `value` (a relative path string) to an absolute URL of an existing file
    /// inside ``root``, or throws naming the field.
    ///
    /// The containment check is done twice: lexically (so `../x` is rejected even when
    /// it happens to exist) and after resolving symlinks on both sides (so a link
    /// inside the folder pointing outside it is rejected too).
    func image(_ value: ManifestValue) throws(ManifestError) -> URL {
        let relative = try value.string()
        guard !relative.hasPrefix("/"), !relative.hasPrefix("~") else {
            throw value.failure("image path \"\(relative)\" must be relative to the resources folder \(root.path)")
        }
        let url = root.appendingPathComponent(relative).standardizedFileURL
        guard ResourceResolver.isInside(url.path, root.path) else {
            throw value.failure("image path \"\(relative)\" leaves the resources folder \(root.path)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw value.failure("file \"\(relative)\" does not exist in \(root.path)")
        }
        guard !isDirectory.boolValue else {
            throw value.failure("\"\(relative)\" in \(root.path) is a folder, not an image file")
        }
        let resolvedRoot = root.resolvingSymlinksInPath().path
        let resolved = url.resolvingSymlinksInPath().path
        guard ResourceResolver.isInside(resolved, resolvedRoot) else {
            throw value.failure(
                "image path \"\(relative)\" leads to \(resolved), outside the resources folder \(resolvedRoot)"
            )
        }
        return url
    }

    /// Whether `path` is `folder` itself or lies beneath it (both standardized, absolute).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path == folder || path.hasPrefix(prefix)
    }
}
