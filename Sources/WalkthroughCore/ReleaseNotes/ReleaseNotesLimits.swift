/// How much of an app's metainfo is read for release notes: it is input the
/// library did not write (a package, a GResource, a file the app names), so
/// everything is bounded before it costs time or memory.
package enum ReleaseNotesLimits {
    /// The largest metainfo file read, in bytes (GNOME's largest are about 200 KiB).
    package static let fileSize = 1024 * 1024
    /// How deep elements may nest (a metainfo needs 6: component, releases,
    /// release, description, ul, li, and one more for em or code).
    package static let depth = 16
    /// The most releases read, in file order (newest first, as AppStream asks).
    package static let releases = 100
    /// The most Unicode scalars of text shown of one release's notes; longer ends in "…".
    package static let textLength = 4_000
}
