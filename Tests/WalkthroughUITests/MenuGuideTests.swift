import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Guide steps whose target is in a menu or popover: an item of a primary
/// menu button's menu (only there, no widget of the window has its action),
/// and a button in a filter popover. The step opens the menu, dims it but
/// for the item (pixels of the popover's own surface), points a callout at
/// it, and completes when the item is used; Next, Back and Esc work while
/// the menu's grab is on.
final class MenuGuideTests: GtkTestCase {
    private static let title = "Menu Host"

    private struct Host {
        let window: UnsafeMutablePointer<GtkWindow>
        let overlay: CoachMarkOverlay
        let marks: CoachMarkHost
        let menuButton: WidgetPointer
        let filterButton: WidgetPointer
        let filterPopover: WidgetPointer
        let newestButton: WidgetPointer
        let content: WidgetPointer
    }

    /// How often each window action ran.
    private var ran: [String: Int] = [:]

    private func makeHost() throws -> Host {
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_title(window, Self.title)
        gtk_window_set_default_size(window, 640, 460)
        let column: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        let bar: WidgetPointer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_widget_set_margin_start(bar, 12)
        gtk_widget_set_margin_top(bar, 12)

        // A primary menu: two sections, the second holding Shortcuts, and a
        // submenu; labels with mnemonics, as apps write them.
        let menu = try XCTUnwrap(g_menu_new()), first = try XCTUnwrap(g_menu_new()), second = try XCTUnwrap(g_menu_new())
        let more = try XCTUnwrap(g_menu_new())
        g_menu_append(first, "New Window", "win.new-window")
        g_menu_append(first, "Preferences", "win.preferences")
        g_menu_append(second, "_Keyboard Shortcuts", "win.shortcuts")
        g_menu_append(second, "About", "win.about")
        g_menu_append(more, "_Deep Item", "win.deep")
        g_menu_append_section(menu, nil, GPointer.cast(first, to: GMenuModel.self))
        g_menu_append_section(menu, nil, GPointer.cast(second, to: GMenuModel.self))
        g_menu_append_submenu(menu, "_More", GPointer.cast(more, to: GMenuModel.self))
        let menuButton: WidgetPointer = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(OpaquePointer(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_primary(OpaquePointer(menuButton), 1)
        gtk_widget_set_tooltip_text(menuButton, "Main Menu")
        gtk_menu_button_set_menu_model(OpaquePointer(menuButton), GPointer.cast(menu, to: GMenuModel.self))
        for object in [menu, first, second, more] { g_object_unref(GPointer.raw(object)) }
        Widgets.append(bar, menuButton)

        // A filter popover with a plain button in it.
        let filterButton: WidgetPointer = gtk_menu_button_new()
        gtk_menu_button_set_label(OpaquePointer(filterButton), "Filter")
        let popover: WidgetPointer = gtk_popover_new()
        let filters: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        let all: WidgetPointer = gtk_button_new_with_label("All")
        let newest: WidgetPointer = gtk_button_new_with_label("Newest first")
        gtk_widget_set_name(newest, "newest-first")
        Signal.connect(GPointer.raw(newest), .clicked) { [weak self] in self?.ran["newest", default: 0] += 1 }
        Widgets.append(filters, all)
        Widgets.append(filters, newest)
        gtk_popover_set_child(GPointer.cast(popover, to: GtkPopover.self), filters)
        gtk_menu_button_set_popover(OpaquePointer(filterButton), popover)
        Widgets.append(bar, filterButton)
        if let display = gdk_display_get_default(), gdk_display_is_composited(display) == 0 {
            // Without a compositor a popover's arrow area renders black.
            for button in [menuButton, filterButton] {
                if let popover = gtk_menu_button_get_popover(OpaquePointer(button)) { gtk_popover_set_has_arrow(popover, 0) }
            }
        }
        Widgets.append(column, bar)
        let body: WidgetPointer = gtk_label_new("Content")
        gtk_widget_set_name(body, "content")
        gtk_widget_set_vexpand(body, 1)
        Widgets.append(column, body)
        let overlay = CoachMarkOverlay()
        overlay.child = OpaquePointer(column)
        gtk_window_set_child(window, GPointer.widget(overlay.widget))

        let group = try XCTUnwrap(g_simple_action_group_new())
        for name in ["new-window", "preferences", "shortcuts", "about", "deep"] {
            let action = try XCTUnwrap(g_simple_action_new(name, nil))
            Signal.connectPointer(GPointer.raw(action), .actionActivate) { [weak self] _ in self?.ran[name, default: 0] += 1 }
            g_action_map_add_action(OpaquePointer(group), action)
            g_object_unref(GPointer.raw(action))
        }
        gtk_widget_insert_action_group(GPointer.widget(window), "win", OpaquePointer(group))
        g_object_unref(GPointer.raw(group))

        gtk_window_present(window)
        let marks = try XCTUnwrap(overlay.host)
        waitFor("the window is drawn") { self.isMapped(window) && marks.size.width > 100 }
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        return Host(window: window, overlay: overlay, marks: marks, menuButton: menuButton, filterButton: filterButton,
                    filterPopover: popover, newestButton: newest, content: body)
    }

    private func step(_ id: String, _ target: GuideTarget, completion: StepCompletion = .next) -> GuideStep {
        GuideStep(id: id, target: target, title: "Step \(id)", body: "About \(id).", showMe: false, completion: completion, ifMissing: .center)
    }

    private func popover(of button: WidgetPointer) throws -> WidgetPointer {
        GPointer.widget(try XCTUnwrap(gtk_menu_button_get_popover(OpaquePointer(button))))
    }

    /// The menu item for `action` in `host`'s window, in `popover`.
    private func item(_ action: String, in popover: WidgetPointer, of host: Host) throws -> WidgetPointer {
        let item = try XCTUnwrap(MenuFinder.find(.action(action), in: GPointer.widget(host.window))?.item)
        XCTAssertTrue(gtk_widget_is_ancestor(item, popover) != 0)
        return item
    }

    private func findWidget(_ root: WidgetPointer, _ matches: (WidgetPointer) -> Bool) -> WidgetPointer? {
        if matches(root) { return root }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if let found = findWidget(current, matches) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    private func rect(of widget: WidgetPointer, in root: WidgetPointer) throws -> Rect {
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(widget, root, &bounds) != 0)
        return Rect(x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    /// Waits until `popover` is drawn where the X server has put it.
    private func settle(_ popover: WidgetPointer) {
        gtk_test_widget_wait_for_draw(popover)
        MainLoop.drainPending()
        gtk_test_widget_wait_for_draw(popover)
    }

    /// Where `widget` (in a popover, or a popover in a popover) is, in the
    /// X coordinates of the toplevel window: the popups' offsets from their
    /// parent surfaces, summed.
    private func pointInWindow(_ widget: WidgetPointer) throws -> (x: Int, y: Int) {
        let native = try XCTUnwrap(gtk_widget_get_native(widget))
        let nativeWidget = GPointer.widget(native)
        let bounds = try rect(of: widget, in: nativeWidget)
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var x = surfaceX + bounds.x + bounds.width / 2, y = surfaceY + bounds.y + bounds.height / 2
        var surface = try XCTUnwrap(gtk_native_get_surface(native))
        while GPointer.isInstance(GPointer.raw(surface), of: gdk_popup_get_type()) {
            x += Double(gdk_popup_get_position_x(surface))
            y += Double(gdk_popup_get_position_y(surface))
            guard let parent = gdk_popup_get_parent(surface) else { break }
            surface = parent
        }
        return (Int(x.rounded()), Int(y.rounded()))
    }

    /// A primary-menu item whose action no widget of the window has: the
    /// step opens the menu, dims it but for the item, points a callout at it,
    /// and a click on the item (through the menu's grab) runs its action and completes the step.
    func testAStepOnAPrimaryMenuItemOpensTheMenuDimsItButForTheItemAndCompletesWhenItIsChosen() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let host = try makeHost()
        let menu = try popover(of: host.menuButton)
        let shortcuts = try item("win.shortcuts", in: menu, of: host), about = try item("win.about", in: menu, of: host)
        XCTAssertTrue(GPointer.isInstance(GPointer.raw(shortcuts), of: g_type_from_name("GtkModelButton")), "a GTK 4.8 menu item is a GtkModelButton")
        XCTAssertEqual(gtk_widget_get_mapped(menu), 0, "the menu starts closed")

        // The menu as it looks without a guide.
        gtk_menu_button_popup(OpaquePointer(host.menuButton))
        waitFor("the menu opens") { gtk_widget_get_mapped(shortcuts) != 0 && gtk_widget_get_width(shortcuts) > 0 }
        let plain = try XCTUnwrap(WindowSnapshot(menu))
        let lit = try rect(of: shortcuts, in: menu), other = try rect(of: about, in: menu)
        gtk_menu_button_popdown(OpaquePointer(host.menuButton))
        waitFor("the menu closes") { gtk_widget_get_mapped(menu) == 0 }

        gtk_widget_grab_focus(host.filterButton)
        let focusBefore = try XCTUnwrap(gtk_root_get_focus(OpaquePointer(host.window)))
        var outcome: GuideOutcome?
        host.overlay.showGuide(GuideDefinition(id: "menu", window: "main", steps: [step("shortcuts", .action("win.shortcuts"))])) { outcome = $0 }
        waitFor("the step shows in the opened menu") { host.marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        XCTAssertNotEqual(gtk_widget_get_mapped(menu), 0, "the step opened the menu")
        XCTAssertEqual(log.warnings, [])
        let callout = try XCTUnwrap(host.marks.guides.menuStep?.callout)
        XCTAssertTrue(gtk_widget_get_parent(callout) == shortcuts, "the callout popover points at the item")
        let root = try XCTUnwrap(gtk_widget_get_root(shortcuts))
        XCTAssertTrue(gtk_root_get_focus(root) == shortcuts, "focus is on the item")
        let location = try XCTUnwrap(findWidget(callout) { gtk_widget_get_name($0).map { String(cString: $0) } == "guide-location" })
        XCTAssertEqual(gtk_label_get_text(OpaquePointer(location)).map { String(cString: $0) }, "In the menu “Main Menu”")

        MainLoop.drainPending()
        let dimmed = try XCTUnwrap(WindowSnapshot(menu))
        func brightness(_ snapshot: WindowSnapshot, _ rect: Rect) -> Double {
            snapshot.meanBrightness(x: Int(rect.x) + 4, y: Int(rect.y) + 4, width: Int(rect.width) - 8, height: Int(rect.height) - 8)
        }
        let otherBefore = brightness(plain, other), otherDuring = brightness(dimmed, other)
        let litBefore = brightness(plain, lit), litDuring = brightness(dimmed, lit)
        XCTAssertLessThan(otherDuring, otherBefore * 0.7, "the rest of the menu is dimmed (\(otherBefore) → \(otherDuring))")
        XCTAssertEqual(litDuring, litBefore, accuracy: litBefore * 0.15, "the item is not dimmed (\(litBefore) → \(litDuring))")

        // A real click on the item, while the menu holds its grab.
        settle(callout)
        let point = try pointInWindow(shortcuts)
        XdoTool.click(at: point, title: Self.title)
        waitFor("choosing the item completes the step") { outcome != nil }
        XCTAssertEqual(outcome?.ending, .completed)
        XCTAssertEqual(ran["shortcuts"], 1, "the item's action ran")
        waitFor("the menu is closed") { gtk_widget_get_mapped(menu) == 0 }
        XCTAssertNil(host.marks.guides.menuStep)
        MainLoop.drainPending()
        XCTAssertTrue(gtk_root_get_focus(OpaquePointer(host.window)) == focusBefore, "focus is back where it was before the guide")
    }

    /// A popover tip in the window hides while a menu step shows, as it does
    /// for a step in the window, and comes back when the guide ends.
    func testAPopoverTipHidesWhileAMenuStepShows() throws {
        let host = try makeHost()
        let tip = FeatureTip(id: "content-tip", style: .popover, target: .widget("content"), title: "Here", body: "The content.")
        XCTAssertTrue(host.marks.showPopoverTip(tip, onClose: {}, onAction: {}))
        waitFor("the tip shows") { host.marks.isPopoverTipOnScreen }
        var outcome: GuideOutcome?
        host.overlay.showGuide(GuideDefinition(id: "menu", window: "main", steps: [step("about", .action("win.about"))])) { outcome = $0 }
        waitFor("the menu step shows") { host.marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        MainLoop.drainPending()
        XCTAssertFalse(host.marks.isPopoverTipOnScreen, "the popover tip is hidden during the menu step")
        host.marks.guides.next()
        waitFor("the guide ends") { outcome != nil }
        waitFor("the popover tip is back") { host.marks.isPopoverTipOnScreen }
    }

    /// Next in the callout takes a click while the menu is open; Back and
    /// Esc close the menu and go back a step; on a first step Esc shows it in the window.
    func testNextBackAndEscapeInAMenuStep() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let host = try makeHost()
        let menu = try popover(of: host.menuButton)
        var outcome: GuideOutcome?
        let steps = [step("content", .widget("content")), step("about", .action("win.about")), step("end", .widget("content"))]
        host.overlay.showGuide(GuideDefinition(id: "menu", window: "main", steps: steps)) { outcome = $0 }
        waitFor("the first step shows") { host.marks.guides.cutout != nil }
        host.marks.guides.next()
        waitFor("the menu step shows") { host.marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        let callout = try XCTUnwrap(host.marks.guides.menuStep?.callout)
        let next = try XCTUnwrap(findWidget(callout) { gtk_widget_get_name($0).map { String(cString: $0) } == "guide-next" })
        settle(callout)
        XdoTool.click(at: try pointInWindow(next), title: Self.title)
        waitFor("Next goes to the third step, closing the menu") { host.marks.guides.activeStep?.stepIndex == 2 && host.marks.guides.cutout != nil }
        XCTAssertEqual(gtk_widget_get_mapped(menu), 0)
        XCTAssertNil(host.marks.guides.menuStep)
        XCTAssertNil(ran["about"], "Next does not run the item")

        host.marks.guides.back()
        waitFor("Back returns to the menu step") { host.marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        // Tab goes from the item to the callout's buttons and round again.
        let item = try XCTUnwrap(host.marks.guides.menuStep?.target.item)
        let calloutAgain = try XCTUnwrap(host.marks.guides.menuStep?.callout)
        settle(calloutAgain)
        XdoTool.press(["Tab"], in: Self.title)
        let focused = { gtk_root_get_focus(OpaquePointer(host.window)).flatMap { gtk_widget_get_name($0) }.map { String(cString: $0) } }
        waitFor("Tab moves into the callout, to Skip") { focused() == "guide-skip" }
        XdoTool.press(["shift+Tab"], in: Self.title)
        waitFor("Shift+Tab comes back to the item") { gtk_root_get_focus(OpaquePointer(host.window)) == item }
        XdoTool.press(["Escape"], in: Self.title)
        waitFor("Esc closes the menu and goes back a step") { host.marks.guides.activeStep?.stepIndex == 0 && host.marks.guides.cutout != nil }
        XCTAssertEqual(gtk_widget_get_mapped(menu), 0)
        XCTAssertNil(outcome, "the guide goes on")
        host.marks.guides.skip()
        waitFor("the guide ends") { outcome != nil }
    }

    /// A click outside the menu closes it, as in any GTK menu: the guide goes back a step, as for Esc.
    func testAClickOutsideTheMenuGoesBackAStep() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let host = try makeHost()
        let menu = try popover(of: host.menuButton)
        var outcome: GuideOutcome?
        host.overlay.showGuide(GuideDefinition(id: "menu", window: "main",
                                               steps: [step("content", .widget("content")), step("about", .action("win.about"))])) { outcome = $0 }
        waitFor("the first step shows") { host.marks.guides.cutout != nil }
        host.marks.guides.next()
        waitFor("the menu step shows") { host.marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        settle(try XCTUnwrap(host.marks.guides.menuStep?.callout))
        let size = (width: Int(gtk_widget_get_width(GPointer.widget(host.window))), height: Int(gtk_widget_get_height(GPointer.widget(host.window))))
        XdoTool.click(at: (size.width - 40, size.height - 40), title: Self.title)
        waitFor("the menu closes and the guide is back on its first step") {
            gtk_widget_get_mapped(menu) == 0 && host.marks.guides.activeStep?.stepIndex == 0 && host.marks.guides.cutout != nil
        }
        XCTAssertNil(outcome)
        XCTAssertNil(ran["about"])
    }

    /// On a guide's first step, Esc in the menu shows the step in the window, centred; the guide goes on.
    func testEscapeInAFirstMenuStepShowsItInTheWindow() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let host = try makeHost()
        let menu = try popover(of: host.menuButton)
        var outcome: GuideOutcome?
        host.overlay.showGuide(GuideDefinition(id: "menu", window: "main", steps: [step("about", .action("win.about"))])) { outcome = $0 }
        waitFor("the menu step shows") { host.marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        XdoTool.press(["Escape"], in: Self.title)
        waitFor("the step shows centred in the window") { host.marks.guides.menuStep == nil && host.marks.guides.calloutWidget != nil }
        XCTAssertEqual(gtk_widget_get_mapped(menu), 0)
        XCTAssertNil(host.marks.guides.cutout)
        XCTAssertNil(outcome)
        XdoTool.press(["Escape"], in: Self.title)
        waitFor("Esc in the window ends it as skipped") { outcome != nil }
        XCTAssertEqual(outcome?.ending, .skipped)
    }

    /// The app empties the menu's model while a step shows in it: the menu
    /// closes and its dim goes (they stayed, with the callout gone and no
    /// word), one warning says the step's target went, and the step shows
    /// centred in the window, as its `ifMissing` says.
    func testAMenuEmptiedWhileItsStepShowsClosesWithAWarning() throws {
        let host = try makeHost()
        let menu = try popover(of: host.menuButton)
        var outcome: GuideOutcome?
        host.overlay.showGuide(GuideDefinition(id: "menu", window: "main", steps: [step("about", .action("win.about"))])) { outcome = $0 }
        waitFor("the menu step shows") { host.marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        let dim = try XCTUnwrap(host.marks.guides.menuStep?.dim)
        // Held here: the step's dim goes with the step.
        let heldDim = ObjectRef(referencing: GPointer.raw(dim))
        XCTAssertEqual(log.warnings, [])
        let model = try XCTUnwrap(gtk_menu_button_get_menu_model(OpaquePointer(host.menuButton)))
        g_menu_remove_all(OpaquePointer(model))
        waitFor("the menu closes and its dim goes") { gtk_widget_get_mapped(menu) == 0 && gtk_widget_get_parent(dim) == nil }
        waitFor("the step shows centred in the window") {
            host.marks.guides.menuStep == nil && host.marks.guides.calloutWidget.map { gtk_widget_get_mapped($0) != 0 } ?? false
        }
        XCTAssertNil(host.marks.guides.cutout)
        XCTAssertEqual(log.warnings.count, 1, "one warning: \(log.warnings)")
        XCTAssertTrue(log.warnings.first?.contains("\"about\"") ?? false, "it names the step: \(log.warnings)")
        XCTAssertTrue(log.warnings.first?.contains("went") ?? false, "it says the target went: \(log.warnings)")
        XCTAssertNil(outcome)
        host.marks.guides.skip()
        waitFor("Skip ends it") { outcome?.ending == .skipped }
        withExtendedLifetime(heldDim) {}
    }

    /// A button in a menu button's plain popover: the library finds the
    /// opener, opens the popover, dims it (its child wrapped for the step and
    /// put back after) and a click on the button completes a `use` step.
    func testAStepOnAWidgetInAPopover() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let host = try makeHost()
        let filters = try XCTUnwrap(gtk_popover_get_child(GPointer.cast(host.filterPopover, to: GtkPopover.self)))
        var outcome: GuideOutcome?
        host.overlay.showGuide(GuideDefinition(id: "popover", window: "main",
                                               steps: [step("newest", .widget("newest-first"), completion: .use)])) { outcome = $0 }
        waitFor("the step shows in the opened popover") { host.marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        XCTAssertNotEqual(gtk_widget_get_mapped(host.filterPopover), 0)
        let callout = try XCTUnwrap(host.marks.guides.menuStep?.callout)
        let location = try XCTUnwrap(findWidget(callout) { gtk_widget_get_name($0).map { String(cString: $0) } == "guide-location" })
        XCTAssertEqual(gtk_label_get_text(OpaquePointer(location)).map { String(cString: $0) }, "In the popover of “Filter”")
        let dim = try XCTUnwrap(host.marks.guides.menuStep?.dim)
        XCTAssertTrue(gtk_widget_is_ancestor(dim, host.filterPopover) != 0, "the dim is drawn in the popover's own surface")
        MainLoop.drainPending()
        let snapshot = try XCTUnwrap(WindowSnapshot(host.filterPopover))
        let all = try XCTUnwrap(gtk_widget_get_first_child(filters))
        let allRect = try rect(of: all, in: host.filterPopover), newestRect = try rect(of: host.newestButton, in: host.filterPopover)
        let dark = snapshot.meanBrightness(x: Int(allRect.x) + 4, y: Int(allRect.y) + 4, width: Int(allRect.width) - 8, height: Int(allRect.height) - 8)
        let light = snapshot.meanBrightness(x: Int(newestRect.x) + 4, y: Int(newestRect.y) + 4, width: Int(newestRect.width) - 8, height: Int(newestRect.height) - 8)
        XCTAssertLessThan(dark, light * 0.75, "the popover is dimmed but for the button (\(dark) vs \(light))")

        settle(callout)
        XdoTool.click(at: try pointInWindow(host.newestButton), title: Self.title)
        waitFor("a click on the button completes the use step") { outcome != nil }
        XCTAssertEqual(ran["newest"], 1)
        waitFor("the popover is closed") { gtk_widget_get_mapped(host.filterPopover) == 0 }
        XCTAssertTrue(gtk_popover_get_child(GPointer.cast(host.filterPopover, to: GtkPopover.self)) == filters, "the popover's child is put back")
    }

    /// An item of a menu bar's menu: the step opens that menu, named after the bar's item.
    func testAStepOnAMenuBarItemOpensItsMenu() throws {
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_title(window, "Menu Bar Host")
        gtk_window_set_default_size(window, 480, 320)
        let bar = try XCTUnwrap(g_menu_new()), file = try XCTUnwrap(g_menu_new())
        g_menu_append(file, "_Open", "win.open")
        g_menu_append(file, "_Export…", "win.export")
        g_menu_append_submenu(bar, "_File", GPointer.cast(file, to: GMenuModel.self))
        let menuBar = try XCTUnwrap(gtk_popover_menu_bar_new_from_model(GPointer.cast(bar, to: GMenuModel.self)))
        g_object_unref(GPointer.raw(file))
        g_object_unref(GPointer.raw(bar))
        let column: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        Widgets.append(column, menuBar)
        let body: WidgetPointer = gtk_label_new("Content")
        gtk_widget_set_vexpand(body, 1)
        Widgets.append(column, body)
        let overlay = CoachMarkOverlay()
        overlay.child = OpaquePointer(column)
        gtk_window_set_child(window, GPointer.widget(overlay.widget))
        let group = try XCTUnwrap(g_simple_action_group_new())
        for name in ["open", "export"] {
            let action = try XCTUnwrap(g_simple_action_new(name, nil))
            g_action_map_add_action(OpaquePointer(group), action)
            g_object_unref(GPointer.raw(action))
        }
        gtk_widget_insert_action_group(GPointer.widget(window), "win", OpaquePointer(group))
        g_object_unref(GPointer.raw(group))
        gtk_window_present(window)
        let marks = try XCTUnwrap(overlay.host)
        waitFor("the window is drawn") { self.isMapped(window) && marks.size.width > 100 }

        var outcome: GuideOutcome?
        overlay.showGuide(GuideDefinition(id: "bar", window: "main", steps: [step("export", .action("win.export"))])) { outcome = $0 }
        waitFor("the step shows in the bar's File menu") { marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        let menuStep = try XCTUnwrap(marks.guides.menuStep)
        XCTAssertEqual(menuStep.target.place, MenuPlace(kind: .menu, openerName: "File"))
        XCTAssertNotEqual(gtk_widget_get_mapped(menuStep.target.item), 0, "the item is on screen")
        XCTAssertEqual(log.warnings, [])
        marks.guides.next()
        waitFor("Next ends the guide and closes the menu") { outcome != nil && menuStep.target.popovers.allSatisfy { gtk_widget_get_mapped($0) == 0 } }
    }

    /// A nested submenu (`GTK_POPOVER_MENU_NESTED`, a popover of its own
    /// beside its menu): the step opens the menu, then the submenu's popover.
    func testAStepOnANestedSubmenuItemOpensBothPopovers() throws {
        let host = try makeHost()
        let model = try XCTUnwrap(g_menu_new()), more = try XCTUnwrap(g_menu_new())
        g_menu_append(model, "_About", "win.about")
        g_menu_append(more, "_Nested Item", "win.nested")
        g_menu_append_submenu(model, "_More", GPointer.cast(more, to: GMenuModel.self))
        let nested = try XCTUnwrap(gtk_popover_menu_new_from_model_full(GPointer.cast(model, to: GMenuModel.self), GTK_POPOVER_MENU_NESTED))
        g_object_unref(GPointer.raw(more))
        g_object_unref(GPointer.raw(model))
        gtk_menu_button_set_popover(OpaquePointer(host.filterButton), nested)
        host.overlay.showGuide(GuideDefinition(id: "nested", window: "main", steps: [step("nested", .action("win.nested"))]))
        waitFor("the step shows on the nested submenu's item") { host.marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        let target = try XCTUnwrap(host.marks.guides.menuStep?.target)
        XCTAssertEqual(target.popovers.count, 2, "the menu and its submenu's popover")
        XCTAssertTrue(target.popovers.allSatisfy { gtk_widget_get_mapped($0) != 0 })
        XCTAssertEqual(log.warnings, [])
        host.marks.guides.skip()
        waitFor("both close") { target.popovers.allSatisfy { gtk_widget_get_mapped($0) == 0 } }
    }

    /// A submenu's item: the step opens the menu and its submenu page.
    func testAStepOnASubmenuItemOpensTheSubmenu() throws {
        let host = try makeHost()
        let menu = try popover(of: host.menuButton)
        let deep = try item("win.deep", in: menu, of: host)
        host.overlay.showGuide(GuideDefinition(id: "deep", window: "main", steps: [step("deep", .action("win.deep"))]))
        waitFor("the step shows on the submenu's item") { host.marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        XCTAssertNotEqual(gtk_widget_get_mapped(deep), 0, "the submenu is open")
        host.marks.guides.skip()
        waitFor("the menu closes") { gtk_widget_get_mapped(menu) == 0 }
    }
}
