/// The library's CSS class names, in one place: widgets add them and the
/// stylesheet styles them. Every one starts with `walkthrough-`, so the
/// library's rules never match a widget of the host app.
enum StyleClass {
    /// The tour window itself.
    static let tourWindow = "walkthrough-tour-window"
    /// The tour window's content.
    static let tour = "walkthrough-tour"
    /// The tour's row of Back, page dots and Next.
    static let tourBar = "walkthrough-tour-bar"
    /// A page of the tour.
    static let page = "walkthrough-page"
    /// The strip of pages.
    static let pageStrip = "walkthrough-page-strip"
    /// A page's title.
    static let pageTitle = "walkthrough-page-title"
    /// A page's text.
    static let pageBody = "walkthrough-page-body"
    /// The date under a release's title on a What's New page.
    static let pageDate = "walkthrough-page-date"
    /// The scrolled window around a page's text.
    static let pageBodyScroller = "walkthrough-page-body-scroller"
    /// The compact page indicator's counter ("12 / 200").
    static let pageCounter = "walkthrough-page-counter"
    /// The drawn stand-in for an image that cannot be shown.
    static let imagePlaceholder = "walkthrough-image-placeholder"
    /// The Start button (a pill).
    static let startButton = "walkthrough-start"
    /// The library's own buttons (the tour window's, a callout's), drawn flat.
    static let button = "walkthrough-button"
    /// The row of page dots.
    static let pageDots = "walkthrough-page-dots"
    /// One page dot.
    static let pageDot = "walkthrough-page-dot"
    /// The current page's dot.
    static let currentDot = "walkthrough-current"
    /// A tip card, or a spotlight callout.
    static let card = "walkthrough-card"
    /// A spotlight callout.
    static let callout = "walkthrough-callout"
    /// The frame of a callout beside an item of a menu or popover (in a popover of its own).
    static let menuCallout = "walkthrough-menu-callout"
    /// A callout's or card's title.
    static let calloutTitle = "walkthrough-callout-title"
    /// "2 of 5" in a callout.
    static let calloutProgress = "walkthrough-callout-progress"
    /// The dimmed layer under tips.
    static let tipLayer = "walkthrough-tip-layer"
    /// The hint under tips.
    static let tipHint = "walkthrough-tip-hint"
    /// A popover tip's callout.
    static let popoverTip = "walkthrough-popover-tip"
    /// An inline tip's card.
    static let tipView = "walkthrough-tip-view"
    /// A feature tip's title.
    static let tipTitle = "walkthrough-tip-title"
    /// A feature tip's text.
    static let tipBody = "walkthrough-tip-body"
    /// A feature tip's picture.
    static let tipImage = "walkthrough-tip-image"
    /// A feature tip's close button.
    static let tipClose = "walkthrough-tip-close"
    /// A checklist's card.
    static let checklist = "walkthrough-checklist"
    /// A checklist's heading.
    static let checklistTitle = "walkthrough-checklist-title"
    /// A checklist item's text, and the progress beside the heading.
    static let checklistNote = "walkthrough-checklist-note"
    /// The mark on an item added by an update.
    static let checklistNew = "walkthrough-checklist-new"
    /// The named colour (`@define-color`) of the rims that set the callout and
    /// the spotlight apart from the dim layer: the theme's base colour, lightened.
    static let rimColor = "walkthrough_rim_color"
    /// The named colour of a popover tip's rim and its arrow's edges, over a window not dimmed.
    static let popoverRimColor = "walkthrough_popover_rim_color"
}
