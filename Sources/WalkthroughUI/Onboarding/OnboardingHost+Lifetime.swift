import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// An overlay attached under a window name, followed weakly.
struct AttachedOverlay {
    /// The window name manifests use.
    let name: String
    /// The overlay widget, weakly.
    let overlay: WeakObject
    /// Its address, for comparing while it is destroyed (its weak references are cleared then).
    let pointer: gpointer
    /// Its `destroy` handler.
    let handler: gulong
}

/// How an onboarding stays alive and consistent however an app (or a
/// binding's garbage collector) holds it: what is on screen keeps it alive,
/// each call holds it while it runs, overlays are followed weakly, and calls
/// made from inside its own signal handlers wait for the work under way.
extension OnboardingHost {
    /// For each window name, the overlay its coach marks and popover tips
    /// show over: of the live overlays attached under it, the one in the
    /// active window, else the newest.
    var overlays: [String: CoachMarkOverlay] {
        var current: [String: CoachMarkOverlay] = [:]
        var active: Set<String> = []
        for entry in attachedOverlays {
            guard let widget = entry.overlay.strong() else { continue }
            defer { g_object_unref(widget) }
            let isActive = Self.window(of: widget).map { gtk_window_is_active($0) != 0 } ?? false
            guard isActive || !active.contains(entry.name) else { continue }
            if isActive { active.insert(entry.name) }
            current[entry.name] = CoachMarkOverlay(widget: OpaquePointer(widget))
        }
        return current
    }

    /// The window `widget` is in, if it is in one.
    static func window(of widget: gpointer) -> UnsafeMutablePointer<GtkWindow>? {
        guard let root = gtk_widget_get_root(widget.assumingMemoryBound(to: GtkWidget.self)),
              GPointer.isInstance(GPointer.raw(root), of: gtk_window_get_type()) else { return nil }
        return UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
    }

    /// The window of the overlay `name`'s coach marks show over, if it is a live toplevel.
    func window(named name: String) -> UnsafeMutablePointer<GtkWindow>? {
        guard let overlay = overlays[name], let window = Self.window(of: UnsafeMutableRawPointer(overlay.widget)),
              Toplevels.contains(GPointer.raw(window)) else { return nil }
        return window
    }

    /// Follows `overlay` under `window` (another window of that name adds
    /// one more), without a reference: when it is destroyed, it is forgotten.
    func remember(_ overlay: CoachMarkOverlay, as window: String) {
        let widget = UnsafeMutableRawPointer(overlay.widget)
        attachedOverlays.removeAll { entry in
            guard entry.pointer == widget else { return false }
            Signal.disconnect(entry.pointer, entry.handler)
            return true
        }
        let handler = Signal.connect(widget, .destroy) { [weak self] in
            // Compared by address: its weak references are cleared as it is destroyed.
            self?.overlayWent(widget)
        }
        attachedOverlays.append(AttachedOverlay(name: window, overlay: WeakObject(widget), pointer: widget, handler: handler))
    }

    /// The overlay at `widget` was destroyed, or its window was: what showed
    /// or waited for its name is dropped, and shows over another window of that
    /// name if one is left.
    func overlayWent(_ widget: gpointer) {
        guard let index = attachedOverlays.firstIndex(where: { $0.pointer == widget }) else { return }
        let entry = attachedOverlays.remove(at: index)
        Signal.disconnect(entry.pointer, entry.handler)
        send(.windowClosed(entry.name))
        guard overlays[entry.name] != nil else { return }
        // Another window of that name takes over: whether it is quiet is its own.
        quietMoments.update()
        let (seen, warning) = seenStore?.readWithWarning() ?? ([], nil)
        if let warning { Log.warning(warning) }
        send(.windowReady(entry.name, seen: seen))
    }

    /// Follows GTK's toplevel windows (once a window of the onboarding's
    /// exists): a window leaves them when the app destroys it, however long
    /// its last reference lives on.
    func watchToplevels() {
        guard toplevelsHandler == 0 else { return }
        toplevelsHandler = Toplevels.watch { [weak self] in self?.toplevelsChanged() }
    }

    /// A window came or went: the tour whose window the app destroyed ends,
    /// a destroyed main window is forgotten (the next request asks for a new
    /// one), and the coach marks of an overlay whose window went are dropped.
    private func toplevelsChanged() {
        if let tour, !Toplevels.contains(GPointer.raw(tour.window)) { tour.windowDestroyed() }
        if let mainWindow, !Toplevels.contains(GPointer.raw(mainWindow)) { self.mainWindow = nil }
        for entry in attachedOverlays {
            guard let widget = entry.overlay.strong() else { continue }
            defer { g_object_unref(widget) }
            guard let window = Self.window(of: widget), !Toplevels.contains(GPointer.raw(window)) else { continue }
            overlayWent(entry.pointer)
        }
        // A dialog may have come or gone.
        quietMoments.toplevelsChanged()
        if !isBusy { updateKeepAlive() }
    }

    /// Runs `work` now, holding the owner for as long as it runs (a handler
    /// it emits a signal to may drop the last reference); called again from
    /// inside `work` (an app's signal handler calling `start`, `showTour`,
    /// `resetTour`…), the new work runs after it, in order. Afterwards the
    /// feature tips look again and what is on screen holds the onboarding.
    func serialized(_ work: @escaping () -> Void) {
        guard !isBusy else {
            queued.append(work)
            return
        }
        let hold = owner?.strong()
        defer { if let hold { g_object_unref(hold) } }
        isBusy = true
        work()
        while !queued.isEmpty { queued.removeFirst()() }
        isBusy = false
        featureTips.refreshSoon()
        updateKeepAlive()
        restIfQuiet()
    }

    /// Makes what is on screen hold the onboarding, as a shown `GtkWindow`
    /// keeps itself alive: the tour window while it is open, the main window
    /// until it is destroyed, the overlay while a coach mark or popover tip
    /// shows over it, a tip view while its tip shows. Which widgets is decided
    /// here; holding is `WtKeepers`'s (Sources/CWalkthrough/wt-keepers.c),
    /// the one keep-alive of a full and a resting launch: each widget holds a
    /// reference to the owner until it leaves the list or is destroyed.
    func updateKeepAlive() {
        var wanted: [gpointer] = []
        if let tour { wanted.append(GPointer.raw(tour.window)) }
        // The main window shows the onboarding's menu actions and its tours:
        // an onboarding the app kept only in a local variable lives as long as it.
        if let mainWindow { wanted.append(GPointer.raw(mainWindow)) }
        let overlays = overlays
        var windows = Set(featureTips.windowsShowingPopovers)
        if let window = flow.showingCoachMark?.window { windows.insert(window) }
        for window in windows.sorted() {
            if let overlay = overlays[window] { wanted.append(UnsafeMutableRawPointer(overlay.widget)) }
        }
        wanted += featureTips.viewsShowingTips
        keepAlive(by: wanted)
    }

    /// Hands `widgets` to the `WtOnboarding`'s keepers (its resting launch
    /// set them to its main window), whose widgets hold it.
    private func keepAlive(by widgets: [gpointer]) {
        let list: [UnsafeMutablePointer<GtkWidget>?] = widgets.map { $0.assumingMemoryBound(to: GtkWidget.self) }
        // An owner already gone holds nothing any more.
        owner?.withStrong { object in
            list.withUnsafeBufferPointer { _wt_onboarding_keep_alive(OpaquePointer(object), $0.baseAddress, gsize($0.count)) }
        }
    }

    /// Lets go of everything followed, as the onboarding goes.
    func releaseWidgets() {
        Toplevels.unwatch(toplevelsHandler)
        toplevelsHandler = 0
        for entry in attachedOverlays { Signal.disconnect(entry.pointer, entry.handler) }
        attachedOverlays = []
    }
}
