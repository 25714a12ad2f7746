import CWalkthroughGtk
import FoundationEssentials
import GObjectKit
import WalkthroughCore
import WalkthroughUI

/// The main window's tips and spotlight guide: shown once when due, marked
/// seen only when completed or dismissed, and replayable from the menu.
public final class MainWindowCoachMarks {
    /// The window name coach marks in manifests use for the main window.
    public static let windowName = "main"
    /// Lays layers over the main window.
    public let host: CoachMarkHost
    /// Runs the spotlight guides.
    public let guides: GuideManager
    /// The tip overlay showing, if any.
    public private(set) var tips: TipOverlay?

    private let manifest: TourManifest
    private let seenStore: SeenStore?
    private let stored: StoredVersion
    private let running: Version
    private var pendingTips: [TipSequence] = []

    /// Prepares coach marks from `manifest` over `window`.
    public init(window: MainWindow, manifest: TourManifest, seenStore: SeenStore?, stored: StoredVersion, running: Version) {
        host = CoachMarkHost(window: window.window)
        guides = GuideManager(host: host)
        self.manifest = manifest
        self.seenStore = seenStore
        self.stored = stored
        self.running = running
        guides.onComplete = { [weak self] outcome in self?.markSeen(outcome.guideID) }
    }

    /// Shows the tip sequences and guides that are due, tips first.
    public func showDue() {
        let (seen, warning) = seenStore?.readWithWarning() ?? ([], nil)
        if let warning { Log.warning(warning) }
        let due = { (id: String, since: Version?) in
            CoachMarkPolicy.isDue(id: id, since: since, seen: seen, stored: self.stored, running: self.running)
        }
        play(tips: manifest.tipSequences.filter { $0.window == Self.windowName && due($0.id, $0.since) },
             guides: manifest.guides.filter { $0.window == Self.windowName && due($0.id, $0.since) })
    }

    /// Shows every tip sequence and guide for the main window again.
    public func replay() {
        guard tips == nil, guides.activeStep == nil else { return }
        play(tips: manifest.tipSequences.filter { $0.window == Self.windowName },
             guides: manifest.guides.filter { $0.window == Self.windowName })
    }

    private func play(tips sequences: [TipSequence], guides definitions: [GuideDefinition]) {
        for guide in definitions { guides.add(guide) }
        pendingTips = sequences
        playNextTips()
    }

    private func playNextTips() {
        guard !pendingTips.isEmpty else {
            tips = nil
            guides.show()
            return
        }
        let sequence = pendingTips.removeFirst()
        let overlay = TipOverlay(sequence: sequence, host: host)
        overlay.onFinish = { [weak self] _ in
            self?.markSeen(sequence.id)
            self?.playNextTips()
        }
        tips = overlay
        overlay.start()
    }

    private func markSeen(_ id: String) {
        guard let seenStore else { return }
        do {
            try seenStore.markSeen(id)
        } catch {
            Log.warning("could not save coach-mark state: \(error)")
        }
    }
}
