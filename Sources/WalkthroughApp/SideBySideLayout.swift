import CWalkthroughGtk
import GObjectKit

/// Where the main window's checklist goes: beside the tours when the window
/// is wide enough for both, under them when it is not.
package struct SideBySide: Equatable {
    /// The side panel's width when it is beside the main content.
    package static let sideWidth: Int32 = 320
    /// Between the main content and the side panel.
    package static let spacing: Int32 = 24
    /// The narrowest main content kept beside the panel; narrower, the panel goes under it.
    package static let narrowestMain: Int32 = 300

    /// Whether the panel is beside the main content (else under it).
    package let isBeside: Bool

    /// The arrangement for a container `width` pixels wide, whose content and
    /// panel need at least `mainMinimum` and `sideMinimum` across; a hidden
    /// panel (`sideShown` false) leaves the content the whole width.
    package init(width: Int32, mainMinimum: Int32 = 0, sideMinimum: Int32 = 0, sideShown: Bool = true) {
        let main = max(Self.narrowestMain, mainMinimum)
        isBeside = !sideShown || (sideMinimum <= Self.sideWidth && width >= main + Self.spacing + Self.sideWidth)
        self.sideShown = sideShown
    }

    /// Whether the panel is shown at all.
    package let sideShown: Bool

    /// The main content's width in a container `width` wide.
    package func mainWidth(in width: Int32) -> Int32 {
        isBeside && sideShown ? width - Self.spacing - Self.sideWidth : width
    }

    /// The side panel's width in a container `width` wide.
    package func sideWidth(in width: Int32) -> Int32 {
        isBeside ? Self.sideWidth : width
    }
}

/// Lays out a container of two children, the main content and a side panel,
/// as ``SideBySide`` says: side by side (mirrored in right-to-left locales),
/// or the panel under the content. Under it, the content takes its natural
/// height and the panel the rest, down to its minimum; it is meant to scroll.
@MainActor
enum SideBySideLayout {
    /// Installs the layout on `container`, whose children are the main content then the panel.
    static func install(on container: WidgetPointer) {
        CustomLayout.install(on: container, heightForWidth: true, measure: { [container] orientation, forSize in
            guard let (main, side) = children(of: container) else { return (0, 0) }
            if orientation == GTK_ORIENTATION_HORIZONTAL {
                let mainSize = size(of: main, GTK_ORIENTATION_HORIZONTAL, for: -1)
                let sideSize = size(of: side, GTK_ORIENTATION_HORIZONTAL, for: -1)
                guard isShown(side) else { return mainSize }
                let natural = max(mainSize.natural, SideBySide.narrowestMain) + SideBySide.spacing + SideBySide.sideWidth
                return (max(mainSize.minimum, sideSize.minimum), natural)
            }
            let width = forSize >= 0 ? forSize : size(of: container, GTK_ORIENTATION_HORIZONTAL, for: -1).natural
            let arrangement = arrangement(of: main, side, width: width)
            let mainSize = size(of: main, GTK_ORIENTATION_VERTICAL, for: arrangement.mainWidth(in: width))
            guard arrangement.sideShown else { return mainSize }
            let sideSize = size(of: side, GTK_ORIENTATION_VERTICAL, for: arrangement.sideWidth(in: width))
            if arrangement.isBeside {
                return (max(mainSize.minimum, sideSize.minimum), max(mainSize.natural, sideSize.natural))
            }
            return (mainSize.minimum + SideBySide.spacing + sideSize.minimum, mainSize.natural + SideBySide.spacing + sideSize.natural)
        }, allocate: { [container] width, height in
            guard let (main, side) = children(of: container) else { return }
            let arrangement = arrangement(of: main, side, width: width)
            let mainWidth = arrangement.mainWidth(in: width), sideWidth = arrangement.sideWidth(in: width)
            guard arrangement.sideShown else { return place(main, x: 0, y: 0, width: width, height: height) }
            if arrangement.isBeside {
                let rtl = gtk_widget_get_direction(container) == GTK_TEXT_DIR_RTL
                place(main, x: rtl ? width - mainWidth : 0, y: 0, width: mainWidth, height: height)
                place(side, x: rtl ? 0 : width - sideWidth, y: 0, width: sideWidth, height: height)
                return
            }
            let mainSize = size(of: main, GTK_ORIENTATION_VERTICAL, for: width)
            let sideSize = size(of: side, GTK_ORIENTATION_VERTICAL, for: width)
            // The content gets its natural height if the panel keeps its minimum; the panel the rest, and scrolls.
            let mainHeight = max(mainSize.minimum, min(mainSize.natural, height - SideBySide.spacing - sideSize.minimum))
            let sideHeight = max(sideSize.minimum, height - SideBySide.spacing - mainHeight)
            place(main, x: 0, y: 0, width: width, height: mainHeight)
            place(side, x: 0, y: mainHeight + SideBySide.spacing, width: width, height: sideHeight)
        })
    }

    private static func arrangement(of main: WidgetPointer, _ side: WidgetPointer, width: Int32) -> SideBySide {
        SideBySide(width: width, mainMinimum: size(of: main, GTK_ORIENTATION_HORIZONTAL, for: -1).minimum,
                   sideMinimum: size(of: side, GTK_ORIENTATION_HORIZONTAL, for: -1).minimum, sideShown: isShown(side))
    }

    private static func isShown(_ widget: WidgetPointer) -> Bool { gtk_widget_get_visible(widget) != 0 }

    private static func children(of container: WidgetPointer) -> (WidgetPointer, WidgetPointer)? {
        guard let main = gtk_widget_get_first_child(container), let side = gtk_widget_get_next_sibling(main) else { return nil }
        return (main, side)
    }

    private static func size(of widget: WidgetPointer, _ orientation: GtkOrientation, for forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0
        if gtk_widget_get_visible(widget) != 0 { gtk_widget_measure(widget, orientation, forSize, &minimum, &natural, nil, nil) }
        return (minimum, natural)
    }

    private static func place(_ widget: WidgetPointer, x: Int32, y: Int32, width: Int32, height: Int32) {
        var allocation = GtkAllocation(x: x, y: y, width: width, height: height)
        gtk_widget_size_allocate(widget, &allocation, -1)
    }
}
