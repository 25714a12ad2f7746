import WalkthroughCore

/// The strings the carousel and its images show, announce or log, in one
/// place, as whole translatable sentences with placeholders.
enum CarouselStrings {
    /// A dot's name and tooltip: "Page 2 of 5".
    static func page(_ page: Int, of count: Int) -> String {
        CarouselState.dotLabel(page: page, of: count)
    }

    /// The compact indicator's counter: "12 / 200".
    static func counter(_ page: Int, of count: Int) -> String {
        // TRANSLATORS: the compact page indicator, current page / page count.
        tr("%1$d / %2$d", page, count)
    }

    /// The name of the page dots' group.
    static var pages: String { tr("Pages") }

    /// What a screen reader hears when the page changes: "Find Your Way, page 2 of 5".
    static func pageChanged(title: String, page: Int, of count: Int) -> String {
        // TRANSLATORS: announced when the tour's page changes: the page's title, its number, the page count.
        tr("%1$s, page %2$d of %3$d", title, page, count)
    }

    /// The description of the current page's dot.
    static var currentPage: String { tr("Current page") }

    /// The name of the image that replaces one that cannot be shown.
    static var imageUnavailable: String { tr("Image unavailable") }

    /// A warning about an image that is not shown: file name, then reason.
    static func imageNotShown(_ file: String, reason: String) -> String {
        tr("image \"%1$s\" is not shown: %2$s", file, reason)
    }
}
