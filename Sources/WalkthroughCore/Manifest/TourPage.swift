
/// One page of the welcome tour: a picture, a heading and a paragraph; or,
/// after an update, one release's notes from the app's metainfo
/// (``releaseNote``): a heading, the date, and the notes as markup.
package struct TourPage: Sendable, Equatable, Identifiable {
    /// The page's id, unique within the manifest.
    package var id: String
    /// The absolute, resolved FilePath of the page's image; nil for a release's notes.
    package var image: FilePath?
    /// What the image shows, read by screen readers instead of the picture;
    /// empty when the image is decorative.
    package var imageDescription: String
    /// Whether the image is decoration only: screen readers skip it.
    package var isDecorative: Bool
    /// The page's heading.
    package var title: String
    /// The page's body text.
    package var body: String
    /// The version that introduced the page; nil for pages that were always there.
    package var since: Version?
    /// The folder the image must stay inside when it is opened (a manifest's
    /// resources folder); nil: the image's own folder.
    package var resourceRoot: FilePath?
    /// The language its texts are written in (the manifest's `language`), or
    /// nil for the reader's own: it picks glyph forms and the reading direction.
    package var language: LanguageTag?
    /// The release whose notes the page shows; its `body` is then Pango markup
    /// (escaped when it was made), and it has no image.
    package var releaseNote: ReleaseNote?

    /// Creates a page.
    package init(
        id: String, image: FilePath?, title: String, body: String, since: Version? = nil,
        imageDescription: String = "", isDecorative: Bool = false, resourceRoot: FilePath? = nil
    ) {
        self.resourceRoot = resourceRoot
        self.id = id
        self.image = image
        self.imageDescription = imageDescription
        self.isDecorative = isDecorative
        self.title = title
        self.body = body
        self.since = since
    }
}
