import CWalkthroughGtk
import GObjectKit
import WalkthroughCore
import WalkthroughUI

/// The app's main window: the tours it knows, a Play button and the menu.
@preconcurrency @MainActor
package final class MainWindow {
    /// The window, titled "Walkthrough".
    package let window: UnsafeMutablePointer<GtkWindow>
    /// The list of tours (widget name `tour-list`).
    package let list: WidgetPointer
    /// The Play button (widget name `play-button`, action `win.play`).
    package let playButton: WidgetPointer
    /// The primary menu button (widget name `menu-button`).
    package let menuButton: WidgetPointer
    /// A one-line status message under the list (widget name `status`).
    package let status: WidgetPointer
    /// Holds the header bar and the content; coach marks show over it.
    package let overlay = CoachMarkOverlay()
    /// The inline tip above the list (widget name `tip-view`), showing the manifest's `menu-tip`.
    package let tipView = TipView(tipID: MainWindow.menuTipID)
    /// The get-started checklist beside the list (under it in a narrow window), the manifest's `get-started`.
    package let checklist = ChecklistView(checklistID: MainWindow.checklistID)
    /// Called with the index of the tour to play.
    package var onPlay: (Int) -> Void = { _ in }
    /// Called when the main menu opens.
    package var onMenuOpened: () -> Void = {}

    /// The id of the welcome manifest's inline tip about the menu, shown until the menu is first opened.
    package static let menuTipID = "menu-tip"
    /// The id of the welcome manifest's checklist the window shows.
    package static let checklistID = "get-started"
    /// The window action a row's activation (Enter, a double click) runs:
    /// the welcome manifest's `play-with-enter` tip is invalidated by it.
    package static let playFromListAction = "play-from-list"

    /// The widgets coach marks may point at: the one list of them, which both
    /// names the widgets and is what tours are checked against.
    package enum Target: String, CaseIterable {
        case playButton = "play-button"
        case tourList = "tour-list"
        case menuButton = "menu-button"
        case status

        /// Gives `widget` this target's name, so coach marks find it.
        func name(_ widget: WidgetPointer) { gtk_widget_set_name(widget, rawValue) }
    }

    /// The window action Play runs (`win.play`), a coach-mark target too.
    package static let playActionName = "play"

    /// The controls coach marks may point at, by window name: what the tours
    /// this app plays are checked against (`--tour`, a second launch's, its own).
    package static let ui = UIDescription(windows: [
        Onboarding.mainWindowName: Set(Target.allCases.map { .widget($0.rawValue) } + [.action("win.\(playActionName)")]
            + primaryMenuActions.map { .action($0) }),
    ])

    private var entries: [TourEntry] = []
    private var playAction: OpaquePointer?

    /// Builds the window for `application`.
    package init(application: UnsafeMutablePointer<GtkApplication>) {
        window = GPointer.cast(gtk_application_window_new(application), to: GtkWindow.self)
        gtk_window_set_title(window, "Walkthrough")
        gtk_window_set_default_size(window, 720, 580)
        list = gtk_list_box_new()
        playButton = Widgets.button(tr("_Play"))
        menuButton = gtk_menu_button_new()
        status = gtk_label_new("")
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL)
        Widgets.append(column, buildHeader())
        Widgets.append(column, buildBody())
        overlay.child = OpaquePointer(column)
        // The header bar lives in the content, so coach marks can dim it and
        // point at its buttons; an empty titlebar keeps client-side decorations.
        let placeholder = Widgets.box(GTK_ORIENTATION_VERTICAL)
        gtk_widget_set_visible(placeholder, 0)
        gtk_window_set_titlebar(window, placeholder)
        gtk_window_set_child(window, WidgetPointer(overlay.widget))
        playAction = Action.add(to: GPointer.raw(window), name: Self.playActionName) { [weak self] in self?.playSelected() }
        Action.add(to: GPointer.raw(window), name: Self.playFromListAction) { [weak self] in self?.playSelected() }
        gtk_application_window_set_show_menubar(GPointer.cast(window, to: GtkApplicationWindow.self), 0)
    }

    /// Shows the window.
    package func present() {
        gtk_window_present(window)
    }

    /// Shows `entries` in the list, keeping the selection where possible.
    package func setTours(_ entries: [TourEntry]) {
        let selected = selectedIndex ?? 0
        self.entries = entries
        let box = OpaquePointer(list)
        // gtk_list_box_remove_all is GTK 4.12; remove rows one by one.
        while let child = gtk_widget_get_first_child(list) { gtk_list_box_remove(box, child) }
        for entry in entries { gtk_list_box_append(box, row(for: entry)) }
        select(min(selected, entries.count - 1))
    }

    /// The index of the selected tour.
    package var selectedIndex: Int? {
        guard let row = gtk_list_box_get_selected_row(OpaquePointer(list)) else { return nil }
        let index = Int(gtk_list_box_row_get_index(row))
        return index >= 0 ? index : nil
    }

    /// Selects the tour at `index`.
    package func select(_ index: Int) {
        guard index >= 0, let row = gtk_list_box_get_row_at_index(OpaquePointer(list), Int32(index)) else { return }
        gtk_list_box_select_row(OpaquePointer(list), row)
        updatePlayEnabled()
    }

    /// Shows a short status message; an empty one is hidden, from screen readers too.
    package func showStatus(_ text: String) {
        gtk_label_set_text(OpaquePointer(status), text)
        gtk_widget_set_visible(status, text.isEmpty ? 0 : 1)
        wt_accessible_set_hidden(status, text.isEmpty ? 1 : 0)
    }

    /// The tours, with the checklist beside them (or under them, narrow).
    private func buildBody() -> WidgetPointer {
        let body = Widgets.box(GTK_ORIENTATION_HORIZONTAL)
        Widgets.setMargins(body, 24)
        gtk_widget_set_vexpand(body, 1)
        let side: WidgetPointer = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(OpaquePointer(side), WidgetPointer(checklist.widget))
        gtk_scrolled_window_set_policy(OpaquePointer(side), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(side), 1)
        gtk_widget_set_valign(WidgetPointer(checklist.widget), GTK_ALIGN_START)
        // Hidden until the onboarding fills it: a welcome manifest that did not load has no checklist.
        gtk_widget_set_visible(WidgetPointer(checklist.widget), 0)
        Self.hideScrollbars(of: side)
        // Dismissed, the checklist leaves its place to the tours.
        g_object_bind_property(GPointer.raw(checklist.widget), "visible", GPointer.raw(side), "visible", G_BINDING_SYNC_CREATE)
        Widgets.append(body, buildContent())
        Widgets.append(body, side)
        SideBySideLayout.install(on: body)
        return body
    }

    /// The list scrolls to the focused row by itself; scroll bars are for
    /// the pointer, and GTK 4.8 reads them as "GtkScrollbar" and "GtkRange".
    private static func hideScrollbars(of scroller: WidgetPointer) {
        for bar in [gtk_scrolled_window_get_vscrollbar(OpaquePointer(scroller)), gtk_scrolled_window_get_hscrollbar(OpaquePointer(scroller))] {
            if let bar { wt_accessible_set_hidden(bar, 1) }
        }
    }

    private func buildContent() -> WidgetPointer {
        let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        let heading: WidgetPointer = gtk_label_new(tr("Tours"))
        gtk_widget_add_css_class(heading, "title-2")
        gtk_label_set_xalign(OpaquePointer(heading), 0)
        let hint: WidgetPointer = gtk_label_new(tr("Select a tour and press Play. F1 shows the welcome tour again."))
        gtk_widget_add_css_class(hint, "dim-label")
        gtk_label_set_xalign(OpaquePointer(hint), 0)
        gtk_label_set_wrap(OpaquePointer(hint), 1)

        Target.tourList.name(list)
        gtk_widget_add_css_class(list, "boxed-list")
        gtk_widget_add_css_class(list, "tour-list")
        gtk_widget_add_css_class(list, "frame")
        wt_accessible_set_label(list, tr("Tours"))
        gtk_list_box_set_selection_mode(OpaquePointer(list), GTK_SELECTION_SINGLE)
        let scroller: WidgetPointer = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(OpaquePointer(scroller), list)
        gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scroller), 1)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_widget_set_valign(scroller, GTK_ALIGN_START)
        Self.hideScrollbars(of: scroller)

        Target.status.name(status)
        gtk_widget_add_css_class(status, "dim-label")
        gtk_label_set_xalign(OpaquePointer(status), 0)
        // Empty until there is something to say: no line of empty room above
        // the checklist under the tours, and GTK would read it as "GtkLabel".
        gtk_widget_set_visible(status, 0)
        wt_accessible_set_hidden(status, 1)

        Signal.connectPointer(GPointer.raw(list), .rowActivated) { [weak self] _ in
            guard let self else { return }
            _ = gtk_widget_activate_action_variant(self.list, "win.\(Self.playFromListAction)", nil)
        }
        Signal.connectPointer(GPointer.raw(list), .rowSelected) { [weak self] _ in self?.updatePlayEnabled() }
        for child in [heading, hint, WidgetPointer(tipView.widget), scroller, status] { Widgets.append(content, child) }
        gtk_widget_set_vexpand(content, 1)
        return content
    }

    /// A row that never widens the window: the title ellipsizes, the summary
    /// wraps, breaking long words if it must.
    private func row(for entry: TourEntry) -> WidgetPointer {
        let box = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        let title: WidgetPointer = gtk_label_new(entry.title)
        gtk_widget_add_css_class(title, "heading")
        gtk_label_set_xalign(OpaquePointer(title), 0)
        gtk_label_set_ellipsize(OpaquePointer(title), PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(OpaquePointer(title), 1)
        let summary: WidgetPointer = gtk_label_new(entry.summary)
        gtk_widget_add_css_class(summary, "dim-label")
        gtk_label_set_xalign(OpaquePointer(summary), 0)
        gtk_label_set_wrap(OpaquePointer(summary), 1)
        gtk_label_set_wrap_mode(OpaquePointer(summary), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_width_chars(OpaquePointer(summary), 20)
        gtk_label_set_max_width_chars(OpaquePointer(summary), 60)
        if entry.manifest != nil {
            // A tour's summary is a teaser; an error is shown whole (and selectable).
            gtk_label_set_lines(OpaquePointer(summary), 3)
            gtk_label_set_ellipsize(OpaquePointer(summary), PANGO_ELLIPSIZE_END)
        }
        gtk_label_set_selectable(OpaquePointer(summary), entry.manifest == nil ? 1 : 0)
        Widgets.append(box, title)
        Widgets.append(box, summary)
        // The row is what takes focus: it is read as the tour's title, then its summary.
        let row: WidgetPointer = gtk_list_box_row_new()
        gtk_list_box_row_set_child(GPointer.cast(row, to: GtkListBoxRow.self), box)
        wt_accessible_set_label(row, entry.title)
        wt_accessible_set_description(row, entry.summary)
        return row
    }

    private func updatePlayEnabled() {
        let playable = selectedIndex.map { entries.indices.contains($0) && entries[$0].manifest != nil } ?? false
        Action.setEnabled(playAction, playable)
    }

    private func playSelected() {
        guard let index = selectedIndex, entries.indices.contains(index), entries[index].manifest != nil else { return }
        onPlay(index)
    }
}
