import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// What's New from the app's AppStream metainfo: read only when a launch
/// would show it (an update, ``OnboardingFlow/wantsReleaseNotes(stored:showWholeTour:)``),
/// from the file the app named (``metainfoFile``) or the one installed under
/// its application id (``MetainfoLocation``). A file that cannot be read or
/// is not well-formed gives one warning, and the tour shows without notes.
extension Onboarding {
    /// The metainfo whose release notes join the tour after an update: a path,
    /// or a `resource:///…` URI of the app's GResources. nil (the default):
    /// `<application id>.metainfo.xml` in the `metainfo` folder of
    /// `$XDG_DATA_HOME` or a folder of `$XDG_DATA_DIRS`, as installed.
    public var metainfoFile: String? {
        get { metainfoSetting }
        set { metainfoSetting = newValue }
    }

    /// The release notes of the app's metainfo, in the reader's language; none
    /// (after one warning) when there is no metainfo or it is not usable.
    func readReleaseNotes() -> [ReleaseNote] {
        guard let (name, bytes) = readMetainfo() else { return [] }
        do {
            let notes = try MetainfoReader.read(bytes, file: name, languages: Self.languageNames())
            if let warning = notes.warning { Log.warning(warning) }
            return notes.notes
        } catch {
            Log.warning(error.description)
            return []
        }
    }

    /// The metainfo's name (for messages) and bytes, or nil: none found, or a
    /// warning said why it could not be read.
    private func readMetainfo() -> (String, [UInt8])? {
        if let setting = metainfoSetting {
            let url = FilePath(parsing: setting)
            let name = BundledURI.isBundled(url) ? url.absoluteString : setting
            let read = BundledURI.isBundled(url) ? GResourceFiles().read(url.path, maximumSize: ReleaseNotesLimits.fileSize)
                : RegularFileReader.read(url.path, maximumSize: ReleaseNotesLimits.fileSize)
            return checked(read, name: name)
        }
        let appID = g_application_get_application_id(GPointer.cast(application, to: GApplication.self)).map { String(cString: $0) } ?? ""
        for path in MetainfoLocation.candidates(appID: appID, environment: Self.environment(MetainfoLocation.variables)) {
            let read = RegularFileReader.read(path, maximumSize: ReleaseNotesLimits.fileSize)
            // The first file there is the app's; an app with none has no notes.
            if case .failure(.missing) = read { continue }
            return checked(read, name: path)
        }
        return nil
    }

    /// The bytes read, with the file's name as messages show it (a path is at
    /// most `PATH_MAX` long: kept whole, its control characters escaped).
    private func checked(_ read: Result<[UInt8], RegularFileReader.Failure>, name: String) -> (String, [UInt8])? {
        let shown = MessageText.safe(name, limit: 4096)
        switch read {
        case let .success(bytes):
            return (shown, bytes)
        case let .failure(failure):
            Log.warning(MetainfoError(file: shown, reason: failure.text).description)
            return nil
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
