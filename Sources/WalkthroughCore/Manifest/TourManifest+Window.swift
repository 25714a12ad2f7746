extension TourManifest {
    /// The tour window's title: the manifest's `title`, as the schema says,
    /// for every tour and every way of showing it (the live window, the
    /// welcome tour included, `--preview` and `--render` alike). The one rule
    /// for it; translated with the rest of the manifest.
    public var windowTitle: String { title }
}
