import WalkthroughCore

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
