import Foundation

/// Loads and validates tour manifests (format: see ``TourManifest``).
///
/// Parsing uses `JSONSerialization` rather than `Codable` so that every error
/// can name the exact field path.
public enum ManifestLoader {
    /// Reads, parses and validates the manifest at `url`.
    ///
    /// - Throws: ``ManifestError`` naming the file, the field and the reason.
    public static func load(from url: URL) throws(ManifestError) -> TourManifest {
        let file = url.relativePath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ManifestError(file: file, field: "", reason: "file does not exist")
        }
        guard !isDirectory.boolValue else {
            throw ManifestError(file: file, field: "", reason: "is a folder, not a manifest file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ManifestError(file: file, field: "", reason: "cannot read file: \(readFailureText(error))")
        }
        return try decode(data, fileURL: url)
    }

    /// Parses and validates manifest JSON that was read from `fileURL`
    /// (image paths are resolved against it).
    ///
    /// - Throws: ``ManifestError`` naming the file, the field and the reason.
    public static func decode(_ data: Data, fileURL: URL) throws(ManifestError) -> TourManifest {
        let file = fileURL.relativePath
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw ManifestError(file: file, field: "", reason: "invalid JSON: \(jsonFailureText(error, data: data))")
        }
        guard root is [String: Any] else {
            throw ManifestError(
                file: file, field: "",
                reason: "expected a JSON object at the top level, found \(ManifestValue.kind(of: root))"
            )
        }
        let decoder = ManifestDecoder(file: file, fileURL: fileURL)
        return try decoder.decode(ManifestValue(raw: root, path: "", file: file))
    }

    /// Checks every guide step's target against what the running UI knows.
    ///
    /// `known` answers whether a target exists in the named window. Returns one error per
    /// unknown target, with field `guides[i].steps[j].target`.
    public static func validateTargets(
        _ manifest: TourManifest,
        known: (GuideTarget, String) -> Bool
    ) -> [ManifestError] {
        TargetValidator.validate(manifest, known: known)
    }

    private static func readFailureText(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }

    /// The parser's message plus line and column, when it reports a character offset.
    private static func jsonFailureText(_ error: Error, data: Data) -> String {
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        guard let detail else { return error.localizedDescription }
        let message = detail.hasSuffix(".") ? String(detail.dropLast()) : detail
        guard let range = message.range(of: "character "),
              let offset = Int(message[range.upperBound...].prefix(while: \.isASCIIDigit)) else {
            return message
        }
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "\(message) (line \(line), column \(column))"
    }
}
