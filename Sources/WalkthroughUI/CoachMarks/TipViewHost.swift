import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// What a ``TipView`` widget does: the inline tip it shows, and its keys.
///
/// One lives inside each `WtTipView` widget, created when the widget is and
/// disposed with it (Sources/CWalkthrough/wt-tip-view.c), as
/// ``CoachMarkHost`` lives in a `WtCoachMarkOverlay`. The widget is hidden
/// while no tip shows in it, so an app's layout has no gap for it.
@preconcurrency @MainActor
package final class TipViewHost {
    /// The `WtTipView` widget this is the state of.
    package let widget: WidgetPointer
    /// The card shown (widget name `tip-view`), while a tip shows.
    package private(set) var card: WidgetPointer?
    private var content: TipContentView?
    private var shown: FeatureTip?

    /// Creates the state of `widget`.
    init(widget: WidgetPointer) {
        Gettext.bindLibraryDomain()
        self.widget = widget
        let keys: OpaquePointer = gtk_event_controller_key_new()
        Signal.connectKey(GPointer.raw(keys), .keyPressed) { [weak self] keyval, _, _ in
            self?.keyPressed(keyval) ?? false
        }
        gtk_widget_add_controller(widget, keys)
    }

    /// The id of the tip showing, if any.
    package var shownTipID: String? { shown?.id }

    /// Shows `tip` (style `.inline`) in the widget, in place of any tip shown;
    /// `onClose` is called when the person closes it (the close button, or Esc
    /// with focus inside), `onAction` after its action button activated the
    /// tip's action. Either way the tip is already hidden when they are called.
    package func show(_ tip: FeatureTip, onClose: @escaping () -> Void, onAction: @escaping () -> Void) {
        // Only now, as the first tip shows: a view whose tip is not due parses no CSS.
        LibraryStylesheet.install(for: widget)
        removeCard()
        let content = TipContentView(tip: tip, prefix: "tip-view", onClose: { [weak self] in
            self?.hide()
            onClose()
        }, onAction: { [weak self] in
            guard let self else { return }
            if let action = tip.action { TipContentView.activate(action.action, from: self.widget) }
            if self.shown?.id == tip.id { self.hide() }
            onAction()
        })
        // A group named by the tip's title and described by its text, as a popover tip is.
        let card: WidgetPointer = wt_box_new_with_role(GTK_ORIENTATION_VERTICAL, 0, GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_widget_set_name(card, "tip-view")
        Widgets.addClasses(card, [StyleClass.card, StyleClass.tipView])
        wt_accessible_set_label(card, tip.title)
        wt_accessible_set_description(card, tip.body)
        Widgets.append(card, content.widget)
        gtk_widget_set_parent(card, widget)
        self.card = card
        self.content = content
        shown = tip
        gtk_widget_set_visible(widget, 1)
    }

    /// Hides the tip shown, calling nothing. When focus was inside it (the
    /// person closed it from the keyboard), focus moves on to what follows
    /// it in the window, as if Tab had been pressed, not to nowhere.
    package func hide() {
        let hadFocus = gtk_widget_get_root(widget).flatMap { gtk_root_get_focus($0) }.map {
            $0 == widget || gtk_widget_is_ancestor($0, widget) != 0
        } ?? false
        removeCard()
        gtk_widget_set_visible(widget, 0)
        if hadFocus { focusWhatFollows() }
    }

    /// Focuses the first control after the widget in the window's Tab order.
    private func focusWhatFollows() {
        var current: WidgetPointer? = widget
        while let node = current {
            var sibling = gtk_widget_get_next_sibling(node)
            while let next = sibling {
                if gtk_widget_child_focus(next, GTK_DIR_TAB_FORWARD) != 0 { return }
                sibling = gtk_widget_get_next_sibling(next)
            }
            current = gtk_widget_get_parent(node)
        }
    }

    /// Takes the card out as the widget goes.
    func dispose() {
        removeCard()
    }

    private func removeCard() {
        if let card { gtk_widget_unparent(card) }
        card = nil
        content = nil
        shown = nil
    }

    private func keyPressed(_ keyval: UInt32) -> Bool {
        guard Int32(keyval) == GDK_KEY_Escape, let close = content?.closeButton else { return false }
        // The close button, as the person would: the same callback, once.
        wt_button_emit_clicked(GPointer.cast(close, to: GtkButton.self))
        return true
    }
}
