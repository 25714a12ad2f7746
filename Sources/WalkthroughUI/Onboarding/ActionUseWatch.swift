import CWalkthrough
import CWalkthroughGtk
import GObjectKit

/// An onboarding's one watch over the app's actions
/// (Sources/CWalkthrough/wt-action-watch.c, which a resting launch watches
/// through too): the feature tips name the actions that end a tip, the
/// checklists those that tick an item, and each use of one is
/// ``onUsed`` once, which the onboarding hands to both
/// (``OnboardingHost/actionUsed(_:)``).
///
/// It watches the application's actions, as they are added, and the window
/// actions of the window each widget followed is in, or comes to be in: every
/// overlay attached and every checklist added, as a resting launch does.
///
/// The GObject is made when the first name comes: an app whose tips and
/// checklists name no action watches nothing. Widgets followed before that
/// wait, weakly.
@preconcurrency @MainActor
final class ActionUseWatch {
    /// Called with the detailed name (`app.export`, `win.sort`) of a named action used.
    var onUsed: (String) -> Void = { _ in }

    private let application: gpointer
    private var watch: (object: ObjectRef, handler: gulong)?
    /// Widgets followed before the watch was made.
    private var waiting: [WeakObject] = []

    /// A watch over `application`'s actions (a `GtkApplication *`, transfer none), of no name yet.
    init(application: gpointer) {
        self.application = application
    }

    isolated deinit {
        if let (object, handler) = watch { Signal.disconnect(object.pointer, handler) }
    }

    /// Watches the actions `names` (detailed) too.
    func watch(_ names: Set<String>) {
        guard !names.isEmpty else { return }
        let object = made()
        for name in names.sorted() { _wt_action_watch_add_name(object, name) }
    }

    /// Watches the window actions of the window `widget` (a `GtkWidget *`) is in, or comes to be in.
    func follow(_ widget: gpointer) {
        guard let (object, _) = watch else {
            waiting.removeAll { !$0.isAlive || $0.refers(to: widget) }
            waiting.append(WeakObject(widget))
            return
        }
        _wt_action_watch_follow_widget(OpaquePointer(object.pointer), widget.assumingMemoryBound(to: GtkWidget.self))
    }

    /// The `WtActionWatch`, made now if it was not.
    private func made() -> OpaquePointer {
        if let (object, _) = watch { return OpaquePointer(object.pointer) }
        let object = ObjectRef(adopting: GPointer.raw(_wt_action_watch_new()))
        let handler = Signal.connectPointer(object.pointer, .actionUsed) { [weak self] name in
            guard let name else { return }
            self?.onUsed(String(cString: name.assumingMemoryBound(to: CChar.self)))
        }
        watch = (object, handler)
        _wt_action_watch_add_map(OpaquePointer(object.pointer), application.assumingMemoryBound(to: GObject.self), "app")
        let followed = waiting
        waiting = []
        for widget in followed { widget.withStrong { follow($0) } }
        return OpaquePointer(object.pointer)
    }
}
