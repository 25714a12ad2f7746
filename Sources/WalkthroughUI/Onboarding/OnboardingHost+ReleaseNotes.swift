import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// What's New from the app's AppStream metainfo: read only when a launch
/// would show it (an update, ``OnboardingFlow/wantsReleaseNotes(stored:showWholeTour:)``),
/// from the file the app named (``metainfoFile``) or the one installed under
/// its application id (``MetainfoLocation``). A file that cannot be read or
/// is not well-formed gives one warning, and the tour shows without notes.
extension OnboardingHost {
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
        let appID = g_application_get_application_id(GPointer.cast(application, to: GApplication.self)).map { String(cString: $0) } ?? ""
        let read = metainfoSetting.map(ReleaseNotesFile.read)
            ?? ReleaseNotesFile.installed(appID: appID, environment: Self.environment(MetainfoLocation.variables))
        switch read {
        case nil:
            return []
        case let .success(notes):
            if let warning = notes.warning { Log.warning(warning) }
            return notes.notes
        case let .failure(error):
            Log.warning(error.description)
            return []
        }
    }
}
