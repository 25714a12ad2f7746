import CWalkthroughGtk
import GObjectKit
import WalkthroughCore
import WalkthroughUI

/// The checklists of a previewed manifest, in a window of their own beside
/// the tour: each as an app's `WtChecklist` shows it, its items tickable by
/// hand and its buttons ticking the items they complete, as `Checklist`
/// decides. Nothing is saved. A reload shows the new content with what was
/// ticked kept (by item id); one dismissed comes back.
@preconcurrency @MainActor
final class PreviewChecklists {
    /// The window's widget name, for tests.
    static let windowName = "preview-checklists"
    /// The window's height at first; its width is the rendered checklist's (``OffscreenChecklist``).
    static let defaultHeight: Int32 = 600

    /// Called once, when the person closes the window.
    var onClose: () -> Void = {}
    /// The window, while the manifest has checklists (`GtkWindow *`, transfer none).
    private(set) var window: UnsafeMutablePointer<GtkWindow>?
    private var box: WidgetPointer?
    private var views: [(id: String, view: ChecklistView)] = []
    private var lists: [String: Checklist] = [:]
    private let application: UnsafeMutablePointer<GtkApplication>?
    private let newSince: Version?

    /// Checklists shown in windows of `application` (nil: none), the items
    /// added since `newSince` (`--since`) and not done marked new.
    init(application: UnsafeMutablePointer<GtkApplication>?, newSince: Version? = nil) {
        self.application = application
        self.newSince = newSince
    }

    isolated deinit {
        close()
    }

    /// The checklist shown for `id`, if any (tests tick it).
    func host(of id: String) -> ChecklistHost? { views.first { $0.id == id }?.view.host }

    /// Shows `definitions`, keeping what was ticked; none closes the window.
    /// `present`: the window shows at once (the preview is on screen).
    func show(_ definitions: [ChecklistDefinition], present: Bool) {
        guard !definitions.isEmpty else { return close() }
        let previous = lists
        lists = [:]
        for definition in definitions {
            var list = Checklist(definition: definition, progress: previous[definition.id]?.progress ?? ChecklistProgress())
            // One dismissed comes back; its effects are what fill() shows anyway.
            _ = list.send(.restored, at: now)
            lists[definition.id] = list
        }
        let box = self.box ?? makeWindow(present: present)
        for (_, view) in views { gtk_box_remove(GPointer.cast(box, to: GtkBox.self), WidgetPointer(view.widget)) }
        views = definitions.map { ($0.id, ChecklistView(checklistID: $0.id)) }
        for (id, view) in views {
            Widgets.append(box, WidgetPointer(view.widget))
            fill(view, id: id)
        }
        if let window { gtk_window_set_title(window, definitions.map(\.title).joined(separator: ", ")) }
    }

    /// Shows the window, if there is one.
    func present() {
        if let window { gtk_window_present(window) }
    }

    /// Closes the window, if there is one.
    func close() {
        guard let window else { return forgetWindow() }
        forgetWindow()
        gtk_window_destroy(window)
    }

    private func forgetWindow() {
        window = nil
        box = nil
        views = []
        lists = [:]
    }

    private func makeWindow(present: Bool) -> WidgetPointer {
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_widget_set_name(GPointer.widget(window), Self.windowName)
        gtk_window_set_default_size(window, OffscreenChecklist.width + 2 * OffscreenChecklist.margin, Self.defaultHeight)
        if let application { gtk_window_set_application(window, application) }
        let box = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: OffscreenChecklist.margin)
        Widgets.setMargins(box, OffscreenChecklist.margin)
        let scrolled = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), box)
        gtk_window_set_child(window, scrolled)
        Signal.connectReturning(GPointer.raw(window), .closeRequest) { [weak self] in
            // Closed by the person: GTK destroys the window once this returns.
            guard let self else { return false }
            self.forgetWindow()
            self.onClose()
            return false
        }
        // Destroyed by anyone (the preview, the app quitting): nothing points at it any more.
        Signal.connect(GPointer.raw(window), .destroy) { [weak self] in self?.forgetWindow() }
        self.window = window
        self.box = box
        if present { gtk_window_present(window) }
        return box
    }

    private func fill(_ view: ChecklistView, id: String) {
        guard let list = lists[id], let host = view.host else { return }
        let done = Set(list.definition.items.map(\.id).filter(list.isDone))
        host.show(list.definition, done: done, new: Set(list.definition.newItems(done: done, since: newSince)))
        host.setProgress(done: list.doneCount, total: list.total, announce: false)
        host.onEvent = { [weak self] event in self?.send(event, to: id) }
    }

    private func send(_ event: ChecklistEvent, to id: String) {
        guard var list = lists[id] else { return }
        let effects = list.send(event, at: now)
        lists[id] = list
        guard let host = host(of: id) else { return }
        for effect in effects {
            switch effect {
            case let .itemChanged(item, done): host.setDone(item, done)
            case let .progressChanged(done, total): host.setProgress(done: done, total: total, announce: true)
            case .hide: host.setVisible(false)
            case .show: host.setVisible(true)
            // A preview has no app to run an action or guide in, and records nothing.
            case .activate, .runGuide, .save, .completed: break
            }
        }
    }

    private var now: Double { Double(g_get_real_time()) / 1_000_000 }
}
