import CWalkthrough
import CWalkthroughGtk
import GObjectKit

/// The app's settings of its onboarding: its own off switch and its metainfo.
extension Onboarding {
    /// Whether the onboarding shows anything by itself (the default). An app
    /// with its own setting sets it false: then no tour, coach mark or
    /// feature tip comes by itself and nothing is recorded, while Show Tour
    /// and Show Tips from the menu still work. `WALKTHROUGH_DISABLE` and the
    /// system's `walkthrough/disable` files (see the docs) switch it off too.
    public var isEnabled: Bool {
        get { wt_onboarding_get_enabled(object) != 0 }
        set { wt_onboarding_set_enabled(object, newValue ? 1 : 0) }
    }

    /// The metainfo whose release notes join the tour after an update: a path,
    /// or a `resource:///…` URI of the app's GResources. nil (the default):
    /// `<application id>.metainfo.xml` in the `metainfo` folder of
    /// `$XDG_DATA_HOME` or a folder of `$XDG_DATA_DIRS`, as installed.
    public var metainfoFile: String? {
        get {
            guard let file = wt_onboarding_get_metainfo(object) else { return nil }
            let text = g_file_has_uri_scheme(file, "resource") != 0 ? g_file_get_uri(file) : g_file_get_path(file)
            defer { g_free(text) }
            return text.map { String(cString: $0) }
        }
        set {
            let file = newValue.map { g_file_new_for_commandline_arg($0) } ?? nil
            wt_onboarding_set_metainfo(object, file)
            if let file { g_object_unref(GPointer.raw(file)) }
        }
    }
}
