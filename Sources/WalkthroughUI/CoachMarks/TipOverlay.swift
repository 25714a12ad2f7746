import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Plays a tip sequence over a window: each tip (an image, or a card with a
/// title and text) on a dimmed layer; a click, Enter or Space shows the next,
/// Esc dismisses the rest, and the last fades out over 0.5 s.
///
/// Each tip may have a narrow variant, used while the window is narrower than
/// the sequence's `narrowWidth` and swapped live on resize.
@preconcurrency @MainActor
package final class TipOverlay: CoachMarkLayer {
    /// The sequence shown.
    package let sequence: TipSequence
    /// Where the tips are shown.
    package unowned let host: CoachMarkHost
    /// Called once, when the sequence is completed or dismissed.
    package var onFinish: (TipOutcome) -> Void = { _ in }
    /// Called as each tip shows, with its index (the onboarding records it, to resume there).
    package var onTipShown: (Int) -> Void = { _ in }
    /// The position in the sequence.
    package private(set) var state: TipSequenceState
    /// Whether the narrow variant is shown.
    package private(set) var isNarrow = false
    /// The dimmed layer (widget name `tip-layer`).
    package let layer: WidgetPointer

    private let ownership: ObjectRef
    private let content: WidgetPointer
    private let progress: WidgetPointer
    private var shownIndex = -1
    private var images: [String: LazyImage] = [:]
    private var finishing = false
    /// The tip on screen: the focus while tips show (widget name `tip`).
    private var shownTip: WidgetPointer?

    /// Prepares `sequence` over `host`, to start on tip `start` (a sequence
    /// resumed where it stopped); nothing shows until `start()`.
    package init(sequence: TipSequence, host: CoachMarkHost, startingAt start: Int = 0) {
        self.sequence = sequence
        self.host = host
        state = TipSequenceState(count: sequence.tips.count, start: start)
        layer = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        // Owned here, so the layer stays valid after it leaves the window.
        ownership = ObjectRef(GPointer.raw(layer))
        gtk_widget_set_name(layer, "tip-layer")
        gtk_widget_add_css_class(layer, StyleClass.tipLayer)
        content = Widgets.box(GTK_ORIENTATION_VERTICAL)
        gtk_widget_set_vexpand(content, 1)
        progress = Widgets.label("", classes: [StyleClass.tipHint])
        gtk_widget_set_name(progress, "tip-hint")
        Widgets.setMargins(layer, 0)
        Widgets.append(layer, content)
        Widgets.append(layer, progress)
        let hintMargin = Int32(CoachMarkMetrics.tipHintMargin)
        gtk_widget_set_margin_bottom(progress, hintMargin)
        gtk_widget_set_margin_start(progress, hintMargin)
        gtk_widget_set_margin_end(progress, hintMargin)
        let click: OpaquePointer = gtk_gesture_click_new()
        Signal.connectPress(GPointer.raw(click), .released) { [weak self] _, _, _ in self?.advance() }
        gtk_widget_add_controller(layer, click)
    }

    let isModal = true

    var widgets: [WidgetPointer] { [layer] }

    /// Lays the first tip over the window.
    package func start() {
        guard case let .show(index) = state.start() else { return }
        host.tips = self
        host.add(self)
        show(index)
        if let shownTip { gtk_widget_grab_focus(shownTip) }
    }

    /// Shows the next tip, or fades out after the last.
    package func advance() {
        handle(state.advance())
    }

    /// Skips the remaining tips.
    package func dismiss() {
        handle(state.dismiss())
    }

    func handleKey(_ keyval: UInt32, shift: Bool) -> Bool {
        let key: TipKey
        switch Int32(keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter: key = .enter
        case GDK_KEY_space: key = .space
        case GDK_KEY_Escape: key = .escape
        // Focus stays on the tip while tips show.
        case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab: return true
        default: return false
        }
        handle(key.apply(to: &state))
        return true
    }

    func allocation(for widget: WidgetPointer) -> Rect? { nil }

    func update(in host: CoachMarkHost) {
        let narrow = TipSequenceState.useNarrow(windowWidth: host.size.width, narrowWidth: sequence.narrowWidth)
        if narrow != isNarrow, shownIndex >= 0 {
            isNarrow = narrow
            show(shownIndex)
        }
    }

    private func handle(_ effect: TipEffect) {
        guard !finishing else { return }
        switch effect {
        case let .show(index):
            show(index)
        case let .fadeOutAndFinish(outcome):
            finishing = true
            Fade.out(layer, duration: 0.5) { [weak self] in
                guard let self else { return }
                self.host.remove(self)
                if self.host.tips === self { self.host.tips = nil }
                self.onFinish(outcome)
            }
        case .none:
            break
        }
    }

    private func hasFocus(_ widget: WidgetPointer) -> Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    private func show(_ index: Int) {
        guard sequence.tips.indices.contains(index) else { return }
        isNarrow = TipSequenceState.useNarrow(windowWidth: host.size.width, narrowWidth: sequence.narrowWidth)
        let isNewTip = index != shownIndex
        shownIndex = index
        defer { if isNewTip { onTipShown(index) } }
        let hadFocus = shownTip.map(hasFocus) ?? false
        while let child = gtk_widget_get_first_child(content) { gtk_box_remove(GPointer.cast(content, to: GtkBox.self), child) }
        // Each tip is a new element that takes focus, read as "Tip 2 of 3" and
        // what it says: a screen reader speaks a focus change, where it would
        // keep quiet about a new name on the element already focused.
        let shown = Widgets.box(GTK_ORIENTATION_VERTICAL)
        gtk_widget_set_name(shown, "tip")
        gtk_widget_set_focusable(shown, 1)
        gtk_widget_set_vexpand(shown, 1)
        wt_accessible_set_label(shown, tr("Tip %1$d of %2$d", index + 1, sequence.tips.count))
        shownTip = shown
        Widgets.append(content, shown)
        switch sequence.tips[index].content {
        case let .image(wide, narrow, description):
            let file = isNarrow ? (narrow ?? wide) : wide
            let image = images[file.path] ?? LazyImage(file: file, root: sequence.resourceRoot, accessibleLabel: description)
            images[file.path] = image
            gtk_widget_set_name(image.widget, isNarrow && narrow != nil ? "tip-image-narrow" : "tip-image")
            Widgets.setMargins(image.widget, 24)
            Widgets.append(shown, AccessiblePicture.wrap(image.widget, description: description))
            wt_accessible_set_description(shown, description)
        case let .card(title, body, narrowBody):
            let card = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 8)
            gtk_widget_set_name(card, isNarrow ? "tip-card-narrow" : "tip-card")
            gtk_widget_add_css_class(card, StyleClass.card)
            gtk_widget_set_halign(card, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(card, GTK_ALIGN_CENTER)
            gtk_widget_set_vexpand(card, 1)
            Widgets.setMargins(card, 24)
            let text = isNarrow ? (narrowBody ?? body) : body
            let titleLabel = Widgets.label(title, classes: [StyleClass.calloutTitle])
            let bodyLabel = Widgets.label(text)
            gtk_label_set_max_width_chars(OpaquePointer(bodyLabel), isNarrow ? 24 : 44)
            Widgets.append(card, titleLabel)
            Widgets.append(card, bodyLabel)
            // TRANSLATORS: a tip card read as one: its title, then its text.
            wt_accessible_set_description(shown, tr("%1$s. %2$s", title, text))
            Widgets.append(shown, card)
        }
        if hadFocus { gtk_widget_grab_focus(shown) }
        let hint = index == sequence.tips.count - 1
            ? tr("%1$d of %2$d · Click or press Enter to finish", index + 1, sequence.tips.count)
            : tr("%1$d of %2$d · Click or press Enter for the next tip · Esc to skip", index + 1, sequence.tips.count)
        gtk_label_set_text(OpaquePointer(progress), hint)
    }
}

/// Fades a widget's opacity out, honouring `gtk-enable-animations`.
enum Fade {
    /// Fades `widget` to transparent over `duration` seconds, then calls `done`.
    static func out(_ widget: WidgetPointer, duration: Double, done: @escaping () -> Void) {
        gtk_widget_set_can_target(widget, 0)
        guard wt_widget_animations_enabled(widget) != 0, gtk_widget_get_mapped(widget) != 0 else {
            done()
            return
        }
        var start: Double?
        TickCallback.add(to: widget) { time in
            let begin = start ?? time
            start = begin
            let progress = min(1, (time - begin) / duration)
            gtk_widget_set_opacity(widget, 1 - progress)
            if progress >= 1 {
                done()
                return false
            }
            return true
        }
    }
}
