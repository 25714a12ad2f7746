
/// A series of tips shown one after another over one window.
package struct TipSequence: Sendable, Equatable, Identifiable {
    /// The sequence's id, unique within the manifest.
    package var id: String
    /// The name of the window the tips belong to, e.g. `main`.
    package var window: String
    /// The version that introduced the sequence; nil for always.
    package var since: Version?
    /// Below this window width (in pixels) the narrow variants are shown.
    package var narrowWidth: Int?
    /// The tips, in order.
    package var tips: [Tip]
    /// The folder the tips' images must stay inside when they are opened (a
    /// manifest's resources folder); nil: each image's own folder.
    package var resourceRoot: FilePath?

    /// Creates a tip sequence.
    package init(id: String, window: String, since: Version? = nil, narrowWidth: Int? = nil, tips: [Tip], resourceRoot: FilePath? = nil) {
        self.resourceRoot = resourceRoot
        self.id = id
        self.window = window
        self.since = since
        self.narrowWidth = narrowWidth
        self.tips = tips
    }
}
