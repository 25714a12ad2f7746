import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Steps while an `AdwDialog` is presented over the guide's window (see
/// ``DialogLayer``): a step's target is looked for in the dialog on top, and
/// the step shows above it, whether its target is in the dialog or behind
/// it; a dialog presented or closed while a step shows has the step looked up
/// again (`GuideEvent.dialogsChanged`), so the guide never stays under one.
extension GuideManager {
    /// The dialog host around the guide's own overlay, when it is in one.
    var dialogHost: WidgetPointer? {
        overlay.flatMap { DialogLayer.dialogHost(around: $0.overlay) }
    }

    /// The dialog presented on top of the guide's window, if any.
    var visibleDialog: WidgetPointer? {
        dialogHost.flatMap { DialogLayer.visibleDialog(in: $0) }
    }

    /// Where `step`'s target is while `dialog` is on top of `host`'s window:
    /// shown in the dialog (found), anywhere while the dialog is still opening,
    /// in it but not laid out yet, behind it in the window, or nowhere.
    func lookup(of step: GuideStep, in dialog: WidgetPointer, over host: CoachMarkHost) -> TargetLookup {
        let shown = TargetFinder.findShown(step.target, in: dialog) { gtk_widget_get_width($0) > 0 && gtk_widget_get_height($0) > 0 }
        foundTarget = shown
        if shown != nil { return .shown }
        if !DialogLayer.hasOpened(dialog) { return .dialogOpening }
        if TargetFinder.find(step.target, in: dialog, includingHidden: true) != nil {
            return .hidden
        }
        if host.find(step.target) != nil {
            return .behindDialog(openedByGuide: openedDialog?.refers(to: GPointer.raw(dialog)) ?? false)
        }
        return unshownLookup(of: step, in: host)
    }

    /// The host of a new overlay above the dialogs, which the step shows in;
    /// nil while no dialog is presented over the guide's window.
    func hostAboveDialogs() -> CoachMarkHost? {
        guard let dialogHost, let dialog = DialogLayer.visibleDialog(in: dialogHost) else { return nil }
        dialogLayer?.remove()
        let layer = DialogLayer(over: dialog, in: dialogHost)
        dialogLayer = layer
        guard let host = layer.coachMarks else { return nil }
        // Allocated at once, as the dialog host allocates it, so the step is laid out and takes focus now.
        let widget = WidgetPointer(layer.overlay.widget)
        var minimum: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
        gtk_widget_allocate(widget, gtk_widget_get_width(dialogHost), gtk_widget_get_height(dialogHost), -1, nil)
        return host
    }

    /// Takes the overlay above the dialogs down, after its step's layer went.
    /// Focus goes back into the dialog still on top (where it was before the
    /// step, or its first control), so its Esc and Tab work at once.
    func takeDownDialogLayer() {
        guard let layer = dialogLayer else { return }
        dialogLayer = nil
        let pending = layer.coachMarks?.takePendingFocus()
        layer.remove()
        guard let dialog = visibleDialog else { return }
        if let pending, gtk_widget_is_ancestor(pending.pointer.assumingMemoryBound(to: GtkWidget.self), dialog) != 0,
           gtk_widget_get_mapped(pending.pointer.assumingMemoryBound(to: GtkWidget.self)) != 0 {
            gtk_widget_grab_focus(pending.pointer.assumingMemoryBound(to: GtkWidget.self))
        } else {
            _ = gtk_widget_child_focus(dialog, GTK_DIR_TAB_FORWARD)
        }
    }

    /// While a guide runs, a dialog presented or closed over its window has
    /// the step looked up again, once GTK is done presenting or closing it.
    func watchDialogs() {
        guard dialogWatch == nil, let dialogHost else { return }
        let handler = Signal.connectPointer(GPointer.raw(dialogHost), .notify("visible-dialog")) { [weak self] _ in
            guard let self, self.dialogsSource == 0 else { return }
            self.dialogsSource = MainLoop.idle { [weak self] in
                guard let self else { return false }
                self.dialogsSource = 0
                self.perform(self.flow.send(.dialogsChanged))
                return false
            }
        }
        dialogWatch = (WeakObject(GPointer.raw(dialogHost)), handler)
    }

    /// Stops watching the dialog host, as the manager goes.
    func stopWatchingDialogs() {
        MainLoop.remove(dialogsSource)
        dialogsSource = 0
        if let (host, handler) = dialogWatch, let object = host.strong() {
            Signal.disconnect(object, handler)
            g_object_unref(object)
        }
        dialogWatch = nil
    }

    /// After a Show me: a dialog it presented is the guide's, closed again
    /// when a later step's target is behind it.
    func noteDialogOpened(after before: WidgetPointer?) {
        guard let now = visibleDialog, now != before else { return }
        openedDialog = WeakObject(GPointer.raw(now))
    }

    /// Closes the dialog on top of the guide's window, as its close button does.
    func closeVisibleDialog() {
        guard let dialog = visibleDialog else { return }
        _ = wt_adw_dialog_close(GPointer.raw(dialog))
    }
}
