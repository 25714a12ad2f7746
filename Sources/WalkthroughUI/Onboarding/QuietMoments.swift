import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Whether each attached window is in a quiet moment now, as the core's
/// ``QuietMoment`` decides from what each ``WindowActivityWatch`` saw: the
/// one gate for what starts by itself (feature tips ask ``isQuiet(_:)``,
/// the flow hears ``onChange`` for its coach marks).
///
/// When a window waits for a time, one timeout wakes this at the earliest
/// such time; when it waits for an event, nothing runs until that event.
@preconcurrency @MainActor
final class QuietMoments {
    /// The overlays attached, by window name (the one each name's coach marks and tips show over).
    var overlays: () -> [String: CoachMarkOverlay] = { [:] }
    /// Called when a window name comes into a quiet moment or leaves one.
    var onChange: (_ window: String, _ isQuiet: Bool) -> Void = { _, _ in }
    /// Called when any window followed (an inline tip's too) comes into a quiet moment or leaves one.
    var onAnyChange: () -> Void = {}

    private let thresholds: QuietMoment
    private var watches: [WindowActivityWatch] = []
    /// What was last reported for each window name.
    private var reported: [String: Bool] = [:]
    /// Whether each watch was quiet when last decided.
    private var wasQuiet: [ObjectIdentifier: Bool] = [:]
    private var wakeSource: guint = 0
    private var isUpdating = false
    private var needsAnotherRound = false

    /// The gate, with the manifest's thresholds.
    init(thresholds: QuietMoment) {
        self.thresholds = thresholds
    }

    isolated deinit {
        MainLoop.remove(wakeSource)
    }

    /// Seconds on the monotonic clock, as GLib's timeouts count.
    private static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Follows `overlay`'s window from now on, and reports its state.
    func watch(_ overlay: CoachMarkOverlay) {
        _ = watch(following: UnsafeMutableRawPointer(overlay.widget))
        update()
    }

    /// Whether the window around `widget` (the parent of an inline tip's
    /// view) is in a quiet moment now; it is followed from the first question on.
    func isQuiet(around widget: gpointer) -> Bool {
        thresholds.decide(watch(following: widget).activity, at: Self.now()).isQuiet
    }

    /// The watch following `widget`, made if there is none (it reports from the next change on, not while it is made).
    private func watch(following widget: gpointer) -> WindowActivityWatch {
        watches.removeAll { $0.isGone }
        if let watch = watches.first(where: { $0.follows(widget) }) { return watch }
        let watch = WindowActivityWatch(widget: widget, now: Self.now)
        watch.onChange = { [weak self] in self?.update() }
        watches.append(watch)
        // Its first moment may be a while off: the timeout covers it.
        MainLoop.idle { [weak self] in
            self?.update()
            return false
        }
        return watch
    }

    /// The app's toplevel windows changed: a dialog may have opened or closed.
    func toplevelsChanged() {
        for watch in watches { watch.toplevelsChanged() }
    }

    /// Whether `window`'s overlay is in a quiet moment now (a name with no overlay is).
    func isQuiet(_ window: String) -> Bool {
        decision(for: window, at: Self.now()).isQuiet
    }

    private func decision(for window: String, at now: Double) -> QuietDecision {
        guard let overlay = overlays()[window],
              let watch = watches.first(where: { $0.follows(UnsafeMutableRawPointer(overlay.widget)) }) else { return .quiet }
        return thresholds.decide(watch.activity, at: now)
    }

    /// Decides again for every window: reports those that changed, and sets
    /// the one timeout for the earliest time one of them becomes quiet.
    func update() {
        // A report may lead back here (a coach mark opening a menu): the outer call decides again.
        guard !isUpdating else {
            needsAnotherRound = true
            return
        }
        isUpdating = true
        defer { isUpdating = false }
        repeat {
            needsAnotherRound = false
            decideAll()
        } while needsAnotherRound
    }

    private func decideAll() {
        MainLoop.remove(wakeSource)
        wakeSource = 0
        let now = Self.now()
        var earliest: Double?
        var changed = false
        var quiet: [ObjectIdentifier: Bool] = [:]
        for watch in watches where !watch.isGone {
            let decision = thresholds.decide(watch.activity, at: now)
            if case let .notBefore(time) = decision { earliest = min(earliest ?? time, time) }
            quiet[ObjectIdentifier(watch)] = decision.isQuiet
            changed = changed || wasQuiet[ObjectIdentifier(watch)] != decision.isQuiet
        }
        wasQuiet = quiet
        for window in overlays().keys.sorted() {
            let isQuiet = decision(for: window, at: now).isQuiet
            guard reported[window] != isQuiet else { continue }
            reported[window] = isQuiet
            onChange(window, isQuiet)
        }
        if changed { onAnyChange() }
        guard let earliest else { return }
        let milliseconds = min(max(0, (earliest - now) * 1000), Double(UInt32.max - 1)).rounded(.up)
        wakeSource = MainLoop.timeout(milliseconds: UInt32(milliseconds)) { [weak self] in
            self?.wakeSource = 0
            self?.update()
            return false
        }
    }
}
