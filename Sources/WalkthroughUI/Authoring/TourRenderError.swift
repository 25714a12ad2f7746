import FoundationEssentials

/// Why ``TourRenderer`` could not draw or write a tour's pages.
public enum TourRenderError: Error, Equatable, Sendable, CustomStringConvertible {
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
    public var description: String {
        switch self {
        case .noDisplay: "no display to render with (run under X11, Wayland or xvfb-run)"
        case .noSuchPage(let index): "the tour has no page \(index + 1)"
        case .renderFailed(let pageID): "page \(pageID) could not be rendered"
        case let .cannotCreateFolder(path, reason): "\(path): cannot create folder: \(reason)"
        case .cannotWrite(let path): "\(path): cannot write file"
        }
    }
}
