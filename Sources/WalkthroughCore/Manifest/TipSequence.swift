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

/// One tip of a ``TipSequence``.
package struct Tip: Sendable, Equatable, Identifiable {
    /// The tip's id, unique within its sequence.
    package var id: String
    /// What the tip shows.
    package var content: TipContent

    /// Creates a tip.
    package init(id: String, content: TipContent) {
        self.id = id
        self.content = content
    }
}

/// What a tip shows: a picture or a small text card, each with an optional narrow variant.
package enum TipContent: Sendable, Equatable {
    /// A picture (absolute FilePath), an optional picture for narrow windows, and
    /// the text a screen reader reads instead of either picture (required:
    /// an image tip has no other words).
    case image(FilePath, narrow: FilePath?, description: String)
    /// A heading and text, with an optional shorter text for narrow windows.
    case card(title: String, body: String, narrowBody: String?)
}
