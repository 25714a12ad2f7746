/// The sizes of a feature tip's content, popover or inline, in one place
/// (pixels unless said otherwise); the stylesheet and the widgets read them here.
enum TipMetrics {
    /// Space between the rows of a tip: header, text, picture, buttons.
    static let rowSpacing: Int32 = 6
    /// Space between the title and the close button.
    static let headerSpacing: Int32 = 12
    /// The picture's height; it is as wide as the tip.
    static let imageHeight: Int32 = 120
    /// The widest the text gets, in characters (a popover's natural width).
    static let bodyMaximumCharacters: Int32 = 36
    /// Space above the action button.
    static let actionTopMargin: Int32 = 6
    /// Padding inside a popover tip and an inline tip's card.
    static let padding = 12
    /// The corner radius of the picture.
    static let imageCornerRadius = 8
}
