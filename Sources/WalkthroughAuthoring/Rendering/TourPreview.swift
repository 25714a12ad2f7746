import CWalkthroughGtk
import GObjectKit
import WalkthroughCore
import WalkthroughUI

/// A live preview of a tour manifest for the people who write it.
///
/// Opens the tour window for a manifest file, and its checklists in a window
/// of their own (``PreviewChecklists``), and watches the file and every
/// image it names. When one changes, the tour reloads (within a second) on
/// the page with the same id, and the checklists with what was ticked. When
/// the edited manifest does not load, the last good tour stays open and
/// usable, and a banner over it names the file, line, field and reason; the
/// banner goes once the file is fixed. Nothing is recorded: the version file,
/// coach-mark state and checklist progress are never touched.
///
/// ```swift
/// let preview = TourPreview(manifestFile: FilePath("my-tour.json"))
/// preview.onClose = { g_main_loop_quit(loop) }
/// preview.present()
/// ```
@preconcurrency @MainActor
package final class TourPreview {
    /// The manifest watched.
    package let manifestFile: FilePath
    /// Called once, when one of the preview's windows is closed or its tour ends (Start, Skip, Esc).
    package var onClose: () -> Void = {}
    /// Why the manifest on disk does not load right now; nil when it does.
    package private(set) var problem: ManifestError?

    /// Creates the preview of `manifestFile`. `application` (a `GtkApplication *`,
    /// transfer none, or nil) keeps running while the window is open; `check` adds
    /// the app's own checks (e.g. coach-mark targets) to the manifest's validation;
    /// `shown` picks what of each load shows (`--since`: an update's pages), and
    /// `newSince` which checklist items are marked new (`--since`: those added after it).
    package init(manifestFile: FilePath, application: OpaquePointer? = nil, newSince: Version? = nil,
                 shown: @escaping (TourManifest) -> TourManifest = { $0 },
                 check: @escaping (TourManifest) -> ManifestError? = { _ in nil }) {
        self.manifestFile = manifestFile
        self.transform = shown
        self.application = application.map { UnsafeMutablePointer<GtkApplication>($0) }
        self.check = check
        checklists = PreviewChecklists(application: self.application, newSince: newSince)
        manifestMonitor = FileMonitor(path: manifestFile.path) { [weak self] in self?.scheduleReload() }
        checklists.onClose = { [weak self] in self?.closeWithChecklists() }
        reload()
    }

    deinit {
        MainLoop.remove(reloadTimer)
        // Dropped on GTK's thread only, so on the main actor.
        MainActor.assumeIsolated {
            if let windowPointer { gtk_window_destroy(windowPointer) }
        }
    }

    /// The preview's window as a `GtkWindow *` (transfer none): the same one
    /// across reloads, which swap the pages inside it.
    package var window: OpaquePointer? { windowPointer.map { OpaquePointer($0) } }

    /// Shows the window.
    package func present() {
        isPresented = true
        if let windowPointer { gtk_window_present(windowPointer) }
        checklists.present()
    }

    private let application: UnsafeMutablePointer<GtkApplication>?
    private let check: (TourManifest) -> ManifestError?
    private let transform: (TourManifest) -> TourManifest
    /// The manifest's checklists, beside the tour.
    let checklists: PreviewChecklists
    private var manifestMonitor: FileMonitor?
    private var imageMonitors: [FileMonitor] = []
    private var reloadTimer: guint = 0
    private var isPresented = false
    private var closed = false
    private var shown: (manifest: TourManifest, carousel: TourCarousel)?
    private var placeholder: UnsafeMutablePointer<GtkWindow>?
    private var banner: PreviewBanner?

    private var windowPointer: UnsafeMutablePointer<GtkWindow>? { shown?.carousel.window ?? placeholder }

    /// The tour shown now, if the manifest loaded (tests look at its pages).
    var carousel: TourCarousel? { shown?.carousel }

    /// Editors write in steps; one reload follows them once the file has settled.
    private func scheduleReload() {
        MainLoop.remove(reloadTimer)
        reloadTimer = MainLoop.timeout(milliseconds: PreviewReload.settleMilliseconds) { [weak self] in
            self?.reloadTimer = 0
            self?.reload()
            return false
        }
    }

    private func reload() {
        guard !closed else { return }
        do throws(ManifestError) {
            let loaded = try ManifestLoader.load(from: manifestFile)
            if let error = check(loaded) { throw error }
            let manifest = transform(loaded)
            problem = nil
            // The author may have fixed an image that was refused before.
            LazyImage.forgetRefusals(of: Self.images(of: manifest))
            show(manifest)
        } catch {
            problem = error
            Log.warning("\(error)")
            if windowPointer == nil { makePlaceholder() }
            banner?.show(PreviewProblem(error))
        }
    }

    /// Builds the tour into the window shown so far (where the author put
    /// it, at its size), on the page shown before.
    private func show(_ manifest: TourManifest) {
        let previous = windowPointer
        let index = PreviewReload.pageIndex(showing: shown.map { $0.manifest.pages[$0.carousel.state.currentPage].id },
                                            at: shown?.carousel.state.currentPage ?? 0, in: manifest.pages.map(\.id))
        shown?.carousel.release()
        let carousel = TourCarousel(pages: manifest.pages, title: manifest.title, application: application, parent: nil, window: previous)
        let banner = PreviewBanner()
        banner.install(in: carousel.window)
        carousel.jump(toPage: index)
        carousel.onFinish = { [weak self, weak carousel] _ in
            guard let self, let carousel, self.shown?.carousel === carousel else { return }
            self.close()
        }
        shown = (manifest, carousel)
        self.banner = banner
        placeholder = nil
        watchImages(of: manifest)
        if isPresented, previous == nil { carousel.present() }
        checklists.show(manifest.checklists, present: isPresented)
    }

    /// Before any version has loaded, the banner alone, in a window of its own.
    private func makePlaceholder() {
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_title(window, manifestFile.lastPathComponent)
        gtk_window_set_default_size(window, Int32(TourLayout.defaultSize.width), 200)
        if let application { gtk_window_set_application(window, application) }
        let banner = PreviewBanner()
        banner.install(in: window)
        Signal.connectReturning(GPointer.raw(window), .closeRequest) { [weak self] in
            self?.close()
            return false
        }
        placeholder = window
        self.banner = banner
        if isPresented { gtk_window_present(window) }
    }

    private func watchImages(of manifest: TourManifest) {
        let paths = Set(Self.images(of: manifest).map(\.path))
        imageMonitors = paths.sorted().compactMap { FileMonitor(path: $0) { [weak self] in self?.scheduleReload() } }
    }

    /// The pictures of the pages and of the checklists' items, light and dark.
    private static func images(of manifest: TourManifest) -> [FilePath] {
        manifest.pages.compactMap(\.image)
            + manifest.checklists.flatMap { $0.items.compactMap(\.media).flatMap { [$0.light, $0.dark] } }
    }

    /// The checklists' window was closed: the tour's window goes too, and the preview ends.
    private func closeWithChecklists() {
        guard !closed else { return }
        let window = windowPointer
        // Let go of the tour first, so that its window going is no ending of the tour's.
        shown?.carousel.release()
        close()
        if let window { gtk_window_destroy(window) }
    }

    private func close() {
        guard !closed else { return }
        closed = true
        checklists.close()
        MainLoop.remove(reloadTimer)
        reloadTimer = 0
        manifestMonitor = nil
        imageMonitors = []
        shown = nil
        placeholder = nil
        onClose()
    }
}

/// Rules for `walkthrough --preview` when the watched manifest changes.
package enum PreviewReload {
    /// The page to show after a reload: the page with the id that was shown,
    /// if the new tour still has it; otherwise the same position, clamped to
    /// the new tour's pages.
    package static func pageIndex(showing currentID: String?, at currentIndex: Int, in newIDs: [String]) -> Int {
        if let currentID, let index = newIDs.firstIndex(of: currentID) { return index }
        return min(max(0, currentIndex), max(0, newIDs.count - 1))
    }

    /// How long to wait after a file event before reloading: editors write in
    /// several steps (truncate, write, rename), and one reload should follow them all.
    package static let settleMilliseconds: UInt32 = 200
}
