import CWalkthroughGtk
import WalkthroughCore

/// gettext for the library and the app, through libc's libintl.
///
/// The library looks its messages up with `dgettext` in its own domain, so a
/// host app that sets its own `textdomain()` does not turn the library's text
/// English; it binds that domain itself (``bindLibraryDomain()``) when an
/// ``Onboarding`` or a ``CoachMarkOverlay`` is made, and looks for its
/// catalogues only when the first of its strings is needed. The app also picks up the
/// user's locale and makes the domain its default (``startApp()``).
package enum Gettext {
    /// The domain of the app, the library and the welcome tour.
    package static let domain = "walkthrough"

    nonisolated(unsafe) private static var isRouted = false
    nonisolated(unsafe) private static var isBound = false
    /// How many times the library asked gettext for a translation (`dgettext`,
    /// `dngettext`): none before a string of ours is needed. Tests read it
    /// (`@testable import`); it is no part of the API.
    nonisolated(unsafe) private(set) static var lookups = 0

    /// Routes the core's `tr`/`trn` through the library's domain. Idempotent
    /// and cheap: the domain is bound to its locale folder (in UTF-8) only
    /// when the first string is looked up, so an onboarding that shows
    /// nothing opens no catalogue and looks for no folder. Leaves the
    /// process's locale and default domain to the app.
    package static func bindLibraryDomain() {
        guard !isRouted else { return }
        isRouted = true
        Localization.translate = { translate($0) }
        Localization.translatePlural = { translate($0, $1, $2) }
    }

    /// Binds the library's domain to its locale folder, in UTF-8, once: before the first lookup.
    private static func bindNow() {
        guard !isBound else { return }
        isBound = true
        let folder = LocaleFolder.current()
        bindtextdomain(domain, folder.path)
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// At the app's start: the user's locale (`LANG`, `LC_*`, `LANGUAGE`), the
    /// domain bound, and made the default for plain `gettext` (GtkBuilder, GTK).
    package static func startApp() {
        setlocale(LC_ALL, "")
        bindLibraryDomain()
        // The app's own strings (GtkBuilder, GTK) go through plain gettext: bound now.
        bindNow()
        textdomain(domain)
    }

    /// `message` translated in `domain` (the library's by default).
    package static func translate(_ message: String, domain: String = domain) -> String {
        // The empty msgid is the catalogue's header, never a translation.
        guard !message.isEmpty else { return message }
        bindNow()
        lookups += 1
        // Untranslated, gettext returns the msgid's own pointer: a temporary
        // C string that is only valid inside withCString.
        return message.withCString { id in
            guard let text = dgettext(domain, id), UnsafePointer(text) != id else { return message }
            return String(cString: text)
        }
    }

    /// The singular or plural of a message for `count`, translated.
    package static func translate(_ singular: String, _ plural: String, _ count: Int) -> String {
        bindNow()
        lookups += 1
        return singular.withCString { one in
            plural.withCString { many in
                guard let text = dngettext(domain, one, many, UInt(max(0, count))) else { return count == 1 ? singular : plural }
                if UnsafePointer(text) == one { return singular }
                if UnsafePointer(text) == many { return plural }
                return String(cString: text)
            }
        }
    }
}

/// Finds the folder holding the compiled message catalogues
/// (`<lang>/LC_MESSAGES/walkthrough.mo`), the way ``ResourceLocator`` finds the data.
///
/// `WALKTHROUGH_LOCALEDIR` wins when set. An installed build looks beside its
/// executable first (`<bin>/../share/locale`), then in the configured folder;
/// a development build reads `.build/locale` in the source tree, where
/// `meson-wrapper.sh` compiles `po/*.po` before it runs or tests the app.
package enum LocaleFolder {
    /// The folder for the running program.
    package static func current(environment: [String: String] = ProcessEnvironment.current) -> FilePath {
        if let value = environment["WALKTHROUGH_LOCALEDIR"], !value.isEmpty {
            return FilePath(value)
        }
        guard let configured = wt_configured_localedir() else {
            let root = DataLayout.current.roots.first ?? FilePath("/")
            return root.appendingPathComponent(".build", isDirectory: true).appendingPathComponent("locale", isDirectory: true)
        }
        let candidates = DataRoots.localeCandidates(executable: DataLayout.executablePath(), configured: String(cString: configured))
        return DataRoots.choose(from: candidates, holdsData: holdsCatalogues) ?? FilePath(String(cString: configured))
    }

    /// Whether `folder` holds a catalogue of the domain for any language.
    static func holdsCatalogues(_ folder: FilePath) -> Bool {
        guard let languages = FolderEntries.names(in: folder.path) else { return false }
        return languages.contains { language in
            FileKind.of(folder.path + "/" + language + "/LC_MESSAGES/" + Gettext.domain + ".mo") != nil
        }
    }
}

extension TourManifest {
    /// The manifest as people read it: its texts translated with `dgettext`
    /// in the domain it names (`gettextDomain`), in the current locale. A
    /// manifest that names no domain is returned as it is; so is one already
    /// localized (the result names no domain), so calling this twice is safe.
    ///
    /// `Onboarding` does this itself; call it when you show a manifest's
    /// pages or coach marks through the lower-level types.
    package func localized() -> TourManifest {
        guard let domain = gettextDomain else { return self }
        Gettext.bindLibraryDomain()
        var copy = translated { Gettext.translate($0, domain: domain) }
        copy.gettextDomain = nil
        // A page translated is in the reader's language now, not the one it was written in.
        for index in copy.pages.indices where copy.pages[index].title != pages[index].title || copy.pages[index].body != pages[index].body {
            copy.pages[index].language = nil
        }
        return copy
    }
}
