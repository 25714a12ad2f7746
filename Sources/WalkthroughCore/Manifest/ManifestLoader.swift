
/// Loads and validates tour manifests (format: see ``TourManifest``).
///
/// Parsing uses the core's own strict JSON parser, so every error can name the exact
/// field path and the line and column of the offending value.
public enum ManifestLoader {
    /// Reads, parses and validates the manifest at `path` (a file's path; relative
    /// paths are taken from the working folder).
    ///
    /// The file must be a regular file of at most 4 MiB; both
    /// are checked on the opened file before its content is read (a FIFO never blocks).
    ///
    /// - Throws: ``ManifestError`` naming the file, the field, the position and the reason.
    public static func load(from path: String) throws(ManifestError) -> TourManifest {
        try load(from: FilePath(path), bundled: nil)
    }

    /// Reads, parses and validates the manifest at `file`, a file on disk.
    package static func load(from file: FilePath) throws(ManifestError) -> TourManifest {
        try load(from: file, bundled: nil)
    }

    /// Reads, parses and validates the manifest at `url`: a local file, or a
    /// `resource://` URI read from `bundled`, whose images then come from there too.
    ///
    /// - Throws: ``ManifestError`` naming the file, the field, the position and the reason.
    package static func load(from url: FilePath, bundled: (any BundledFiles)?) throws(ManifestError) -> TourManifest {
        let bundledRead = BundledURI.isBundled(url) ? bundled : nil
        if BundledURI.isBundled(url), bundledRead == nil {
            throw ManifestError(file: displayName(url), field: "", reason: tr("file does not exist"), kind: .notFound)
        }
        let read = bundledRead.map { $0.read(url.path, maximumSize: ManifestLimits.fileSize) }
            ?? RegularFileReader.read(url.path, maximumSize: ManifestLimits.fileSize)
        switch read {
        case .success(let bytes):
            return try decode(bytes, fileURL: url, bundled: bundledRead)
        case .failure(let failure):
            throw fileError(displayName(url), failure)
        }
    }

    /// How messages name the manifest at `url`: its path as given, or its whole `resource://` URI.
    static func displayName(_ url: FilePath) -> String {
        BundledURI.isBundled(url) ? url.absoluteString : url.relativePath
    }

    /// Parses and validates manifest JSON bytes that were read from `fileURL`.
    ///
    /// - Throws: ``ManifestError`` naming the file, the field, the position and the reason.
    package static func decode(_ bytes: [UInt8], fileURL: FilePath) throws(ManifestError) -> TourManifest {
        try decode(bytes, fileURL: fileURL, bundled: nil)
    }

    /// Parses and validates manifest JSON bytes read from `fileURL`, resolving its
    /// images in `bundled` when that is where the manifest came from.
    package static func decode(_ bytes: [UInt8], fileURL: FilePath, bundled: (any BundledFiles)?) throws(ManifestError) -> TourManifest {
        let file = displayName(fileURL)
        guard bytes.count <= ManifestLimits.fileSize else {
            throw ManifestError(file: file, field: "", reason: tooLargeText(bytes.count), kind: .tooLarge)
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            let reason = error.path.isEmpty ? tr("invalid JSON: %s", error.reason) : error.reason
            throw ManifestError(file: file, field: error.path, reason: reason, position: error.position, kind: .syntax)
        }
        guard case .object = root.kind else {
            throw ManifestError(
                file: file, field: "",
                reason: tr("expected a JSON object at the top level, found %s", root.kindName), position: root.position
            )
        }
        let decoder = ManifestDecoder(fileURL: fileURL, bundled: bundled)
        return try decoder.decode(ManifestValue(json: root, path: "", file: file))
    }

    /// The whole-file error for a file that could not be read (a manifest, or a `.ui`
    /// file read for `--check`): the one place a read failure gets its words and its kind.
    package static func fileError(_ file: String, _ failure: RegularFileReader.Failure) -> ManifestError {
        let reason = switch failure {
        case .notRegular(.folder): tr("is a folder, not a manifest file")
        case .tooLarge(let size): tooLargeText(size)
        case .missing, .brokenLink, .notRegular, .system, .outsideFolder: failure.text
        }
        let kind: ManifestError.Kind = switch failure {
        case .missing, .brokenLink: .notFound
        case .notRegular: .notRegular
        case .tooLarge: .tooLarge
        case .system, .outsideFolder: .unreadable
        }
        return ManifestError(file: file, field: "", reason: reason, kind: kind)
    }

    private static func tooLargeText(_ size: Int) -> String {
        tr("file is too large: %1$d bytes (%2$s); the limit is %3$d bytes (%4$s)",
           size, mebibytes(size), ManifestLimits.fileSize, mebibytes(ManifestLimits.fileSize))
    }

    private static func mebibytes(_ size: Int) -> String {
        let tenths = (size * 10 + 512 * 1024) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10) MiB"
    }
}
