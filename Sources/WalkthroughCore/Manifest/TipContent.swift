
/// What a tip shows: a picture or a small text card, each with an optional narrow variant.
package enum TipContent: Sendable, Equatable {
    /// A picture (absolute FilePath), an optional picture for narrow windows, and
    /// the text a screen reader reads instead of either picture (required:
    /// an image tip has no other words).
    case image(FilePath, narrow: FilePath?, description: String)
    /// A heading and text, with an optional shorter text for narrow windows.
    case card(title: String, body: String, narrowBody: String?)
}
