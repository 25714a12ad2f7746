import FoundationEssentials

/// What a tip shows: a picture or a small text card, each with an optional narrow variant.
public enum TipContent: Sendable, Equatable {
    /// A picture (absolute URL) and an optional picture for narrow windows.
    case image(URL, narrow: URL?)
    /// A heading and text, with an optional shorter text for narrow windows.
    case card(title: String, body: String, narrowBody: String?)
}
