import CWalkthroughGtk
import GObjectKit
import Glibc
import WalkthroughCore
import WalkthroughUI

/// Draws every page of a tour to a picture, exactly as the tour window shows
/// it (same widgets, same CSS, the Start button on the last page), without
/// putting a window on screen.
///
/// GTK must be initialised (`gtk_init`) on a display; Xvfb will do. While a
/// render runs, GTK animations are switched off (and, for `dark`, the dark
/// theme on) for the whole display, and restored afterwards.
///
/// ```swift
/// let renderer = TourRenderer(manifest: manifest, settings: RenderSettings(scale: 2))
/// let files = try renderer.write(to: FilePath("out"))   // 01-welcome.png, …, index.html
/// ```
@preconcurrency @MainActor
package final class TourRenderer {
    /// The tour drawn.
    package let manifest: TourManifest
    /// The size, scale and theme it is drawn with.
    package let settings: RenderSettings

    /// Creates a renderer for `manifest`; nothing is drawn until asked.
    package init(manifest: TourManifest, settings: RenderSettings = RenderSettings()) {
        self.manifest = manifest
        self.settings = settings
    }

    /// Draws the page at `index` (0-based) and returns it as a `GdkTexture *`
    /// (transfer full: release it with `g_object_unref`), `settings.scale`
    /// times the logical size.
    package func renderPage(at index: Int) throws(TourRenderError) -> OpaquePointer {
        guard manifest.pages.indices.contains(index) else { throw .noSuchPage(index) }
        let textures = try render(indices: [index])
        return textures[0]
    }

    /// Writes one PNG per page (`01-<page id>.png`, …) and an `index.html`
    /// showing them side by side into `directory`, creating it if needed;
    /// returns the PNGs written, in page order.
    @discardableResult
    package func write(to directory: FilePath) throws(TourRenderError) -> [FilePath] {
        guard g_mkdir_with_parents(directory.path, 0o755) == 0 else {
            throw .cannotCreateFolder(path: directory.path, reason: String(cString: g_strerror(errno)))
        }
        let textures = try render(indices: Array(manifest.pages.indices))
        defer { for texture in textures { g_object_unref(GPointer.raw(texture)) } }
        var files: [FilePath] = []
        for (index, texture) in textures.enumerated() {
            let file = directory.appendingPathComponent(RenderIndex.fileName(index: index, pageID: manifest.pages[index].id))
            guard gdk_texture_save_to_png(texture, file.path) != 0 else { throw .cannotWrite(path: file.path) }
            files.append(file)
        }
        let index = directory.appendingPathComponent(RenderIndex.indexFileName)
        let html = RenderIndex.html(tourTitle: manifest.title, pages: zip(files, manifest.pages).map { ($0.lastPathComponent, $1.title) })
        // GLib's atomic replace (a temporary file renamed over the index).
        let bytes = Array(html.utf8)
        guard bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: buffer.count) { g_file_set_contents(index.path, $0, gssize(buffer.count), nil) } } ?? 0
        }) != 0 else {
            throw .cannotWrite(path: index.path)
        }
        return files + (try writeChecklists(to: directory))
    }

    /// Writes each checklist empty, partly done and done
    /// (`checklist-<id>-empty.png`, `-partly.png`, `-done.png`); returns the PNGs written.
    private func writeChecklists(to directory: FilePath) throws(TourRenderError) -> [FilePath] {
        guard !manifest.checklists.isEmpty else { return [] }
        return try withRenderSettings { () throws(TourRenderError) -> [FilePath] in
            let offscreen = OffscreenChecklist(scale: max(1, settings.scale))
            var files: [FilePath] = []
            for list in manifest.checklists {
                for (name, done) in list.renderedStates {
                    let file = directory.appendingPathComponent("checklist-\(list.id)-\(name).png")
                    let new = Set(list.newItems(done: done, since: settings.newSince))
                    guard let texture = offscreen.render(list, done: done, new: new) else { throw .renderFailed(pageID: list.id) }
                    defer { g_object_unref(GPointer.raw(texture)) }
                    guard gdk_texture_save_to_png(texture, file.path) != 0 else { throw .cannotWrite(path: file.path) }
                    files.append(file)
                }
            }
            return files
        }
    }

    /// Runs `body` with animations off and the theme light or dark as `settings` say, restored afterwards.
    private func withRenderSettings<Result>(_ body: () throws(TourRenderError) -> Result) throws(TourRenderError) -> Result {
        let animations = wt_animations_enabled()
        let dark = wt_settings_get_prefer_dark(gtk_settings_get_default())
        wt_set_animations_enabled(0)
        wt_settings_set_prefer_dark(gtk_settings_get_default(), settings.dark ? 1 : 0)
        defer {
            wt_set_animations_enabled(animations)
            wt_settings_set_prefer_dark(gtk_settings_get_default(), dark)
        }
        return try body()
    }

    /// Renders the pages at `indices` in one offscreen tour window.
    private func render(indices: [Int]) throws(TourRenderError) -> [OpaquePointer] {
        guard gdk_display_get_default() != nil else { throw .noDisplay }
        let animations = wt_animations_enabled()
        let dark = wt_settings_get_prefer_dark(gtk_settings_get_default())
        wt_set_animations_enabled(0)
        wt_settings_set_prefer_dark(gtk_settings_get_default(), settings.dark ? 1 : 0)
        defer {
            wt_set_animations_enabled(animations)
            wt_settings_set_prefer_dark(gtk_settings_get_default(), dark)
        }
        let tour = OffscreenTour(pages: manifest.pages, title: manifest.title, size: settings.size, scale: max(1, settings.scale))
        var textures: [OpaquePointer] = []
        for index in indices {
            guard let texture = tour.render(page: index) else {
                for texture in textures { g_object_unref(GPointer.raw(texture)) }
                throw .renderFailed(pageID: manifest.pages[index].id)
            }
            textures.append(texture)
        }
        return textures
    }
}

/// How `walkthrough --render` (and `TourRenderer` in the UI library) draws
/// a tour's pages: at what size, at what scale, light or dark.
package struct RenderSettings: Equatable, Sendable {
    /// The picture's size in logical pixels, or nil for the tour window's own default size.
    package var size: PixelSize?
    /// Device pixels per logical pixel: 2 draws a HiDPI picture twice as wide and high.
    package var scale: Int
    /// Whether pages are drawn with the dark variant of the theme.
    package var dark: Bool
    /// The version an update comes from (`--since`): checklist items added
    /// after it, and not done, are drawn with their "New" mark; nil: none is.
    /// Not in the initialiser, whose name `library.order` places (every launch makes one).
    package var newSince: Version?

    /// The largest scale accepted: beyond it textures get needlessly huge.
    package static let maximumScale = 4

    /// Creates settings; the defaults draw the tour window's size at scale 1, light.
    package init(size: PixelSize? = nil, scale: Int = 1, dark: Bool = false) {
        self.size = size
        self.scale = scale
        self.dark = dark
    }
}
