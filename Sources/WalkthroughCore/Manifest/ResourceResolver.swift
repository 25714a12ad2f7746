import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Resolves image paths against a manifest's resources folder and keeps them inside it.
struct ResourceResolver {
    /// The resources folder: absolute and standardized.
    let root: URL
    /// ``root`` with symlinks resolved, once for all images.
    private let resolvedRoot: String

    /// A resolver for images in `root` (absolute and standardized).
    init(root: URL) {
        self.root = root
        resolvedRoot = ResourceResolver.realPath(root.path) ?? root.path
    }

    /// Resolves `value` (a relative path string) to an absolute URL of an existing regular
    /// file inside ``root``, or throws naming the field.
    ///
    /// The containment check is done twice: lexically (so `../x` is rejected even when
    /// it happens to exist) and after resolving symlinks on both sides (so a link
    /// inside the folder pointing outside it is rejected too). What the path finally
    /// names must be a regular file: a FIFO would block the decoder and `/dev/zero`
    /// would never end.
    func image(_ value: ManifestValue) throws(ManifestError) -> URL {
        let relative = try value.string(limit: ManifestLimits.pathLength)
        let shown = MessageText.safe(relative)
        guard !relative.hasPrefix("/"), !relative.hasPrefix("~") else {
            throw value.failure("image path \"\(shown)\" must be relative to the resources folder \(root.path)")
        }
        let url = root.appendingPathComponent(relative).standardizedFileURL
        guard ResourceResolver.isInside(url.path, root.path) else {
            throw value.failure("image path \"\(shown)\" leaves the resources folder \(root.path)")
        }
        guard let kind = FileKind.of(url.path) else {
            throw value.failure("file \"\(shown)\" does not exist in \(root.path)")
        }
        guard kind != .folder else {
            throw value.failure("\"\(shown)\" in \(root.path) is a folder, not an image file")
        }
        let resolved = ResourceResolver.realPath(url.path) ?? url.path
        guard ResourceResolver.isInside(resolved, resolvedRoot) else {
            throw value.failure(
                "image path \"\(shown)\" leads to \(MessageText.safe(resolved, limit: 1024)), "
                    + "outside the resources folder \(resolvedRoot)"
            )
        }
        guard kind == .regular else {
            throw value.failure("image \"\(shown)\" in \(root.path) is not a regular file: it is \(kind.description)")
        }
        return url
    }

    /// Whether `path` is `folder` itself or lies beneath it (both standardized, absolute).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path == folder || path.hasPrefix(prefix)
    }

    /// `path` with every symlink resolved, or nil if it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
