import Foundation

/// Reads and writes the last version whose tour was seen, in `<directory>/tour-version`.
///
/// The file holds one version and a newline, e.g. `1.1.0\n`.
public struct VersionStore: Sendable {
    /// Files larger than this are not a version: they are reported as corrupt without being parsed.
    public static let maximumSize = 4096

    /// The folder holding the state file.
    public let directory: URL

    /// Creates a store for `directory`; nothing is touched until a read or write.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The state file: `directory/tour-version`.
    public var fileURL: URL { directory.appendingPathComponent("tour-version") }

    /// Reads the stored version. Never throws: problems become ``StoredVersion`` cases
    /// whose reasons name the path.
    public func read() -> StoredVersion {
        switch StateFileReader.read(fileURL, maximumSize: VersionStore.maximumSize) {
        case .missing:
            return .missing
        case .unreadable(let reason):
            return .unreadable(reason)
        case .tooLarge(let reason):
            return .corrupt(reason)
        case .text(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { return .corrupt("\(fileURL.path): file is empty") }
            guard let version = Version(trimmed) else {
                return .corrupt("\(fileURL.path): not a version: \"\(trimmed.prefix(80))\"")
            }
            return .version(version)
        }
    }

    /// Records `version` (atomically).
    public func write(_ version: Version) throws(StateFileError) {
        try AtomicFile.write(Data("\(version)\n".utf8), to: fileURL)
    }

    /// Removes the state file so the next start counts as a first run; a missing file is fine.
    public func reset() throws(StateFileError) {
        try StateFileReader.remove(fileURL)
    }
}
