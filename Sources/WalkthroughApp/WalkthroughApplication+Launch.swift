import CWalkthroughGtk
import FoundationEssentials
import GObjectKit
import WalkthroughCore
import WalkthroughUI

extension WalkthroughApplication {
    /// The store for `tour-version`, when there is a config folder.
    var versionStore: VersionStore? {
        configuration.configDirectory.map(VersionStore.init(directory:))
    }

    /// The first-run decision: the tour (whole, or what is new) or the main window.
    func launch(showWholeTour: Bool) {
        guard let welcome = tours.first?.manifest else {
            openMainWindow()
            return
        }
        let stored: StoredVersion
        if showWholeTour {
            stored = .missing
        } else if let store = versionStore {
            stored = store.read()
        } else {
            stored = .unreadable("neither XDG_CONFIG_HOME nor HOME is set")
        }
        storedAtLaunch = stored
        switch stored {
        case let .corrupt(reason), let .unreadable(reason):
            Log.warning("tour state: \(reason); showing the whole tour")
        case .missing, .version:
            break
        }
        switch FirstRunPolicy.decide(stored: stored, running: configuration.version, pages: welcome.pages) {
        case let .showTour(pages, _):
            openTour(pages: pages, title: "Welcome", parent: nil) { [weak self] _ in
                self?.recordVersion()
                self?.openMainWindow()
            }
        case let .openMainWindow(record):
            if record { recordVersion() }
            openMainWindow()
        }
    }

    /// Opens the main window, or presents it when it is open.
    func openMainWindow() {
        if let mainWindow {
            mainWindow.present()
            return
        }
        let window = MainWindow(application: application)
        window.onPlay = { [weak self] index in self?.play(index) }
        window.setTours(tours)
        mainWindow = window
        Signal.connect(GPointer.raw(window.window), "destroy") { [weak self] in
            self?.coachMarks = nil
            self?.mainWindow = nil
        }
        window.present()
        startCoachMarks(on: window)
    }

    /// Shows the whole welcome tour over the main window.
    func showTour() {
        guard let welcome = tours.first?.manifest else {
            mainWindow?.showStatus("The welcome tour could not be loaded.")
            return
        }
        openMainWindow()
        openTour(pages: welcome.pages, title: "Welcome", parent: mainWindow?.window) { [weak self] _ in
            self?.recordVersion()
            self?.mainWindow?.present()
        }
    }

    /// Plays the tour at `index` of `tours` over the main window.
    func play(_ index: Int) {
        guard tours.indices.contains(index), let manifest = tours[index].manifest else { return }
        openMainWindow()
        mainWindow?.select(index)
        let title = index == 0 ? "Welcome" : manifest.title
        openTour(pages: manifest.pages, title: title, parent: mainWindow?.window) { [weak self] _ in
            self?.mainWindow?.present()
        }
    }

    /// Forgets that the tour was seen, so it shows again on the next start.
    func resetTour() {
        do {
            try versionStore?.reset()
            if let directory = configuration.configDirectory {
                try SeenStore(directory: directory).reset()
            }
            mainWindow?.showStatus("The tour will show again on the next start.")
        } catch {
            Log.warning("could not reset the tour: \(error)")
            mainWindow?.showStatus("The tour could not be reset: \(error)")
        }
    }

    /// Writes the running version as seen; a failure is logged, never fatal.
    func recordVersion() {
        guard let store = versionStore else { return }
        do {
            try store.write(configuration.version)
        } catch {
            Log.warning("could not save tour state: \(error)")
        }
    }

    private func openTour(pages: [TourPage], title: String, parent: UnsafeMutablePointer<GtkWindow>?, then: @escaping (TourEnding) -> Void) {
        if let tour {
            tour.present()
            return
        }
        let carousel = TourCarousel(pages: pages, title: title, application: application, parent: parent)
        carousel.onFinish = { [weak self] ending in
            self?.tour = nil
            then(ending)
        }
        tour = carousel
        carousel.present()
    }
}
