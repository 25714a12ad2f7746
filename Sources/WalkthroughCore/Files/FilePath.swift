#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a file is: a path on disk, or a path in the app's bundled resources
/// (GResources, named by a `resource:///…` URI).
///
/// The library's own small path value, in place of Foundation's `URL`, so the
/// library carries no Foundation: only the operations the library uses, all
/// lexical (nothing here touches the disk but the working folder a relative
/// path is made absolute against, once, when it is made).
package struct FilePath: Hashable, Sendable, CustomStringConvertible {
    /// The parts, in one immutable object: a `FilePath` is then one reference,
    /// as Foundation's `URL` was, so an optional one (`nil` a null pointer) or
    /// one inside an enum's payload leaves no bytes unset that the enum's
    /// generated copy reads (valgrind found that with three strings inline).
    private final class Parts: Sendable {
        let scheme: String?, path: String, relativePath: String
        init(scheme: String?, path: String, relativePath: String) {
            self.scheme = scheme
            self.path = path
            self.relativePath = relativePath
        }
    }

    private let parts: Parts

    /// `nil` for a file on disk; ``BundledURI/scheme`` for a bundled resource.
    package var scheme: String? { parts.scheme }
    /// The absolute path (in the bundle, for a bundled resource), without a trailing `/`.
    package var path: String { parts.path }
    /// The path as it was given (relative paths stay relative), for messages.
    package var relativePath: String { parts.relativePath }

    /// The file at `path`: an absolute path, or one relative to the working folder.
    package init(_ path: String) {
        let given = FilePath.trimmed(path)
        let absolute: String
        if given.hasPrefix("/") {
            absolute = given
        } else {
            let folder = FilePath.workingFolder()
            // "" and "." name the working folder itself, as Foundation's URL read them.
            absolute = given.isEmpty || given == "." ? folder : (folder == "/" ? "/" : folder + "/") + given
        }
        parts = Parts(scheme: nil, path: absolute, relativePath: given)
    }

    /// A path with every part given.
    package init(scheme: String?, path: String, relativePath: String) {
        parts = Parts(scheme: scheme, path: path, relativePath: relativePath)
    }

    /// `text` read as ``absoluteString`` writes it: a `resource:///…` (or
    /// `resource:/…`) URI, a `file:///…` URI, or else a plain path.
    package init(parsing text: String) {
        func uriPath(_ scheme: String) -> String? {
            guard var rest = FilePath.removingPrefix(scheme + ":", from: text) else { return nil }
            if rest.hasPrefix("//") { rest = String(rest.dropFirst(2)) }
            return rest.hasPrefix("/") ? FilePath.percentDecoded(rest) : nil
        }
        if let path = uriPath(BundledURI.scheme) {
            self = BundledURI.url(path)
        } else if let path = uriPath("file") {
            self.init(path)
        } else {
            self.init(text)
        }
    }

    /// The path, or the whole URI of a bundled resource.
    package var description: String { scheme == nil ? path : absoluteString }

    /// The URI: `file:///…`, or `resource:///…` for a bundled resource.
    package var absoluteString: String { (scheme ?? "file") + "://" + FilePath.percentEncoded(path) }

    /// The last part of the path (`"/"` for the root).
    package var lastPathComponent: String {
        guard path != "/" else { return "/" }
        return path.split(separator: "/").last.map(String.init) ?? ""
    }

    /// What follows the last `.` of the last part, or `""`.
    package var pathExtension: String {
        let name = lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `component` (which may hold several parts) appended.
    package func appendingPathComponent(_ component: String, isDirectory: Bool = false) -> FilePath {
        let part = FilePath.trimmed(component)
        guard !part.isEmpty, part != "/" else { return self }
        let relative = part.hasPrefix("/") ? String(part.dropFirst()) : part
        func join(_ base: String) -> String { base.hasSuffix("/") ? base + relative : base + "/" + relative }
        return FilePath(scheme: scheme, path: join(path), relativePath: join(relativePath))
    }

    /// The folder that holds this path (the root for the root).
    package func deletingLastPathComponent() -> FilePath {
        FilePath(scheme: scheme, path: FilePath.parent(of: path), relativePath: FilePath.parent(of: relativePath))
    }

    /// The path with `.` and `..` resolved lexically (links are not followed);
    /// `..` above the root stays at the root.
    package var standardized: FilePath {
        let clean = BundledURI.normalized(path)
        return FilePath(scheme: scheme, path: clean, relativePath: clean)
    }

    /// Equal when they name the same place (however the path was given).
    package static func == (lhs: FilePath, rhs: FilePath) -> Bool {
        lhs.scheme == rhs.scheme && lhs.path == rhs.path
    }

    /// Hashes what `==` compares: the scheme and the absolute path.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(scheme)
        hasher.combine(path)
    }

    // MARK: - Helpers

    /// `path` without trailing slashes (the root stays `/`; empty stays empty).
    private static func trimmed(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }

    private static func parent(of path: String) -> String {
        guard !path.isEmpty, path != "/" else { return path.isEmpty ? "." : "/" }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func removingPrefix(_ prefix: String, from text: String) -> String? {
        text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : nil
    }

    private static func workingFolder() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Bytes a URI's path keeps as they are (RFC 3986's unreserved characters, `/` and the sub-delimiters a path allows).
    private static func keepsInURI(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("-._~/!$&'()*+,;=:@".utf8).contains(byte)
        }
    }

    private static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in path.utf8 {
            if keepsInURI(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func percentDecoded(_ text: String) -> String {
        func value(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = value(bytes[index + 1]), let low = value(bytes[index + 2]) {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
