
/// Reads and writes the last version whose tour was seen, in `<directory>/tour-version`.
///
/// The file holds one version and a newline, e.g. `1.1.0\n`.
package struct VersionStore: Sendable {
    /// Files larger than this are not a version: they are reported as corrupt without being parsed.
    package static let maximumSize = 4096

    /// The folder holding the state file.
    package let directory: FilePath

    /// Creates a store for `directory`; nothing is touched until a read or write.
    package init(directory: FilePath) {
        self.directory = directory
    }

    /// The state file: `directory/tour-version`.
    package var fileURL: FilePath { directory.appendingPathComponent("tour-version") }

    /// Reads the stored version. Never throws: problems become `StoredVersion` cases
    /// whose reasons name the path and never repeat the file's content.
    ///
    /// Only a regular file is read (a FIFO or device is `StoredVersion/unreadable(_:)`
    /// at once, without blocking); a leading UTF-8 byte-order mark is ignored.
    package func read() -> StoredVersion {
        switch StateFileReader.read(fileURL.path, maximumSize: VersionStore.maximumSize) {
        case .missing:
            return .missing
        case .unreadable(let reason):
            return .unreadable(reason)
        case .tooLarge(let reason):
            return .corrupt(reason)
        case .text(let text):
            let trimmed = text.trimmingWhitespace
            let shownPath = MessageText.safe(fileURL.path, limit: 1024)
            guard !trimmed.isEmpty else { return .corrupt(tr("%s: file is empty", shownPath)) }
            // The content is not repeated: the file may be a link to anything (say /etc/passwd).
            guard let version = Version(trimmed) else {
                let reason = tr("%1$s: does not hold a version (%2$d bytes of other text)", shownPath, text.utf8.count)
                // A development build's string (`dev`), recorded by its own tour: kept to compare, never shown.
                return DevelopmentVersion.isValid(trimmed) ? .development(trimmed, reason: reason) : .corrupt(reason)
            }
            return .version(version)
        }
    }

    /// Records `version` (atomically), removing temporary files an interrupted write left.
    package func write(_ version: Version) throws(StateFileError) {
        try AtomicFile.write([UInt8]("\(version)\n".utf8), to: fileURL, maximumSize: VersionStore.maximumSize)
    }

    /// Records a development build's version string (``DevelopmentVersion``), atomically.
    package func write(development text: String) throws(StateFileError) {
        try AtomicFile.write([UInt8]("\(text)\n".utf8), to: fileURL, maximumSize: VersionStore.maximumSize)
    }

    /// Removes the state file and any temporary files an interrupted write left beside it,
    /// so the next start counts as a first run; a missing file is fine.
    package func reset() throws(StateFileError) {
        AtomicFile.removeStaleTemporaryFiles(for: fileURL)
        try StateFileReader.remove(fileURL.path)
    }
}

/// What the state file says about the last version whose tour was seen.
package enum StoredVersion: Equatable, Sendable {
    /// No state file: the app has never run (or was reset).
    case missing
    /// The file exists but could not be read; the reason names the path.
    case unreadable(String)
    /// The file was read but does not hold a version (empty, garbage, too large); the reason names the path.
    case corrupt(String)
    /// The version recorded last time.
    case version(Version)
    /// A development build's version string (``DevelopmentVersion``) recorded
    /// last time; to a release it is no version, as `corrupt` with `reason`.
    case development(String, reason: String)
}
