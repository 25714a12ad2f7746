import WalkthroughCore
import WalkthroughUI

/// Why ``TourRenderer`` could not draw or write a tour's pages.
package enum TourRenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// GTK has no display to draw with (call `gtk_init` first, under X11, Wayland or Xvfb).
    case noDisplay
    /// There is no page at this index.
    case noSuchPage(Int)
    /// GTK produced no picture for the page with this id.
    case renderFailed(pageID: String)
    /// The output folder could not be made.
    case cannotCreateFolder(path: String, reason: String)
    /// A file could not be written.
    case cannotWrite(path: String)

    /// A message for the terminal.
    package var description: String {
        switch self {
        case .noDisplay: tr("no display to render with (run under X11, Wayland or xvfb-run)")
        case .noSuchPage(let index): tr("the tour has no page %d", index + 1)
        case .renderFailed(let pageID): tr("page %s could not be rendered", MessageText.safe(pageID))
        case let .cannotCreateFolder(path, reason): tr("%1$s: cannot create folder: %2$s", MessageText.safe(path), reason)
        case .cannotWrite(let path): tr("%s: cannot write file", MessageText.safe(path))
        }
    }
}
