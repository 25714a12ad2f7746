/// Files an app bundles in itself (GLib's GResources), read by absolute path.
///
/// The core decides everything about a tour read from them (containment in
/// the manifest's folder, the size limits, the messages); the GTK layer only
/// supplies GLib's lookups. A bundle has no links, so a path that stays
/// inside a folder lexically stays inside it.
package protocol BundledFiles: Sendable {
    /// What `path` names: a file and its size in bytes, a folder, or nil for nothing.
    func entry(_ path: String) -> BundledEntry?
    /// The bytes of the file at `path`, refused before they are copied when the
    /// file is larger than `maximumSize`.
    func read(_ path: String, maximumSize: Int) -> Result<[UInt8], RegularFileReader.Failure>
}

/// What a path in ``BundledFiles`` names.
package enum BundledEntry: Equatable, Sendable {
    /// A file of `size` bytes (uncompressed).
    case file(size: Int)
    /// A folder.
    case folder
}

/// `resource://` URIs: the one place their scheme and paths are spelled.
package enum BundledURI {
    /// The scheme of a GResource URI, as `GFile` spells it.
    package static let scheme = "resource"

    /// Whether `url` names a file in the app's bundled resources.
    package static func isBundled(_ url: FilePath) -> Bool {
        url.scheme == scheme
    }

    /// The URI of the bundled file at the absolute `path`.
    package static func url(_ path: String) -> FilePath {
        let clean = normalized(path)
        return FilePath(scheme: scheme, path: clean, relativePath: clean)
    }

    /// `path` (absolute) with `.` and `..` resolved lexically; `..` above the root stays at the root.
    package static func normalized(_ path: String) -> String {
        if isNormalized(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is its own ``normalized(_:)`` form: `/`, or `/` followed by
    /// components that are neither empty, `.` nor `..`, with no `/` at the end. Every
    /// image a tour names is resolved through here when the tour is read, and its
    /// path is normally this already: checked byte by byte, without splitting it.
    private static func isNormalized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == slash else { return false }
        // The component being read: its length, and whether it is dots only.
        var length = 0, dotsOnly = true
        // A component that must go: empty (`//`, or a `/` at the end), `.` or `..`.
        var goes: Bool { length == 0 || (dotsOnly && length <= 2) }
        while let byte = bytes.next() {
            if byte == slash {
                if goes { return false }
                length = 0
                dotsOnly = true
            } else {
                length += 1
                dotsOnly = dotsOnly && byte == dot
            }
        }
        // `/` alone ends with an empty component and is normal; any other path ending so is not.
        return path.utf8.count == 1 || !goes
    }

    /// Whether the absolute `path`, once normalized, lies beneath `folder`.
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        let inner = normalized(path), outer = normalized(folder)
        return inner.hasPrefix(outer == "/" ? "/" : outer + "/")
    }

    /// The folder holding the absolute `path`.
    package static func folder(of path: String) -> String {
        normalized(path + "/..")
    }
}
