#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Resolves image paths against a manifest's resources folder and keeps them inside it.
struct ResourceResolver {
    /// The resources folder: absolute and standardized.
    let root: FilePath
    /// ``root`` with symlinks resolved, once for all images.
    private let resolvedRoot: String
    /// Where the images are read from when ``root`` is a `resource://` folder.
    private let bundled: (any BundledFiles)?

    /// A resolver for images in `root` (absolute and standardized), a local
    /// folder or, with `bundled`, a folder of the app's bundled resources.
    init(root: FilePath, bundled: (any BundledFiles)? = nil) {
        self.root = root
        self.bundled = BundledURI.isBundled(root) ? bundled : nil
        resolvedRoot = self.bundled == nil ? (ResourceResolver.realPath(root.path) ?? root.path) : root.path
    }

    /// Resolves `value` (a relative path string) to an absolute FilePath of an existing regular
    /// file inside ``root``, or throws naming the field.
    ///
    /// The containment check is done twice: lexically (so `../x` is rejected even when
    /// it happens to exist) and by walking the path from the folder one component at
    /// a time (``ContainedFile``, the walk the decoder opens the file with), so a link
    /// inside the folder pointing outside it is rejected too. What the path finally
    /// names must be a regular file: a FIFO would block the decoder and `/dev/zero`
    /// would never end. The file is not opened: one that cannot be read is the
    /// decoder's to report.
    func image(_ value: ManifestValue) throws(ManifestError) -> FilePath {
        let relative = try value.string(limit: ManifestLimits.pathLength)
        let shown = MessageText.safe(relative)
        guard !relative.hasPrefix("/"), !relative.hasPrefix("~") else {
            throw value.failure(tr("image path \"%1$s\" must be relative to the resources folder %2$s", shown, root.path))
        }
        if let bundled { return try bundledImage(value, relative, in: bundled) }
        let url = root.appendingPathComponent(relative).standardized
        guard ResourceResolver.isInside(url.path, root.path) else {
            throw value.failure(tr("image path \"%1$s\" leaves the resources folder %2$s", shown, root.path))
        }
        let kind: FileKind
        switch ContainedFile.locate(url.path, inside: root.path) {
        case .success(let found): kind = found.kind
        case .failure(.notRegular(let found)): kind = found
        case .failure(.missing), .failure(.brokenLink):
            throw value.failure(tr("file \"%1$s\" does not exist in %2$s", shown, root.path))
        case .failure(.outsideFolder):
            let resolved = ResourceResolver.realPath(url.path) ?? url.path
            throw value.failure(tr("image path \"%1$s\" leads to %2$s, outside the resources folder %3$s",
                                   shown, MessageText.safe(resolved, limit: 1024), resolvedRoot))
        case .failure(let failure):
            throw value.failure(tr("image \"%1$s\" in %2$s: %3$s", shown, root.path, failure.text))
        }
        guard kind != .folder else {
            throw value.failure(tr("\"%1$s\" in %2$s is a folder, not an image file", shown, root.path))
        }
        guard kind == .regular else {
            throw value.failure(tr("image \"%1$s\" in %2$s is not a regular file: it is %3$s", shown, root.path, kind.description))
        }
        return url
    }

    /// ``image(_:)`` in the app's bundled resources: lexically inside ``root``
    /// (a bundle has no links), and a file, not a folder.
    private func bundledImage(_ value: ManifestValue, _ relative: String, in bundled: any BundledFiles) throws(ManifestError) -> FilePath {
        let shown = MessageText.safe(relative)
        let path = BundledURI.normalized(root.path + "/" + relative)
        guard ResourceResolver.isInside(path, root.path) else {
            throw value.failure(tr("image path \"%1$s\" leaves the resources folder %2$s", shown, root.path))
        }
        switch bundled.entry(path) {
        case .file: return BundledURI.url(path)
        case .folder: throw value.failure(tr("\"%1$s\" in %2$s is a folder, not an image file", shown, root.path))
        case nil: throw value.failure(tr("file \"%1$s\" does not exist in %2$s", shown, root.path))
        }
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
