import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Reads an app's AppStream metainfo for its release notes: a file (read
/// through ``RegularFileReader``: one descriptor, checked with `fstat` before
/// a byte is read, so a FIFO or a device never blocks), a `resource:///`
/// file of the app's GResources, or the one installed under the app's id.
package enum ReleaseNotesFile {
    /// The release notes in the metainfo at `location` (a path or a
    /// `resource:///` URI), in the reader's language.
    package static func read(_ location: String) -> Result<ReleaseNotes, MetainfoError> {
        let url = FilePath(parsing: location)
        let bundled = BundledURI.isBundled(url)
        let read = bundled ? GResourceFiles().read(url.path, maximumSize: ReleaseNotesLimits.fileSize)
            : RegularFileReader.read(url.path, maximumSize: ReleaseNotesLimits.fileSize)
        return parse(read, name: bundled ? url.absoluteString : location)
    }

    /// The release notes in the metainfo installed for `appID` (``MetainfoLocation``);
    /// nil when there is none.
    package static func installed(appID: String, environment: [String: String]) -> Result<ReleaseNotes, MetainfoError>? {
        for path in MetainfoLocation.candidates(appID: appID, environment: environment) {
            let read = RegularFileReader.read(path, maximumSize: ReleaseNotesLimits.fileSize)
            // The first file there is the app's.
            if case .failure(.missing) = read { continue }
            return parse(read, name: path)
        }
        return nil
    }

    /// The notes in what was read; the file named as messages show it (a path
    /// is at most `PATH_MAX` long: kept whole, its control characters escaped).
    private static func parse(_ read: Result<[UInt8], RegularFileReader.Failure>, name: String) -> Result<ReleaseNotes, MetainfoError> {
        let shown = MessageText.safe(name, limit: 4096)
        switch read {
        case let .success(bytes):
            return Result { () throws(MetainfoError) in try MetainfoReader.read(bytes, file: shown, languages: languageNames()) }
        case let .failure(failure):
            return .failure(MetainfoError(file: shown, reason: failure.text))
        }
    }

    /// The reader's languages, most wanted first, as gettext tries them.
    static func languageNames() -> [String] {
        guard let names = g_get_language_names() else { return [] }
        var result: [String] = []
        var index = 0
        while let name = names[index] {
            result.append(String(cString: name))
            index += 1
        }
        return result
    }
}
