import CWalkthroughGtk
import FoundationEssentials
import GObjectKit
import WalkthroughCore
import WalkthroughUI

extension WalkthroughApplication {
    /// Lays the welcome manifest's coach marks for the main window over it,
    /// once, unless a tour window is open (then after it closes).
    func startCoachMarks(on window: MainWindow) {
        guard let manifest = tours.first?.manifest, coachMarks == nil else { return }
        for problem in TargetValidator.validate(manifest, windows: MainWindow.knownWindows, known: MainWindow.isKnown) {
            Log.warning("\(problem)")
        }
        let store = configuration.configDirectory.map(SeenStore.init(directory:))
        let marks = MainWindowCoachMarks(window: window, manifest: manifest, seenStore: store,
                                         stored: storedAtLaunch, running: configuration.version)
        coachMarks = marks
        marks.showDue()
    }
}

extension MainWindow {
    /// Whether `target` names a control of the app's window called `window`.
    public static func isKnown(_ target: GuideTarget, window: String) -> Bool {
        knownTargets[window]?.contains(target) ?? false
    }
}
