import CWalkthroughGtk
import GObjectKit
import Glibc
import WalkthroughAuthoring
import WalkthroughCore
import WalkthroughUI

/// `walkthrough --render FILE --output DIR`: draws every page to PNG with the
/// library's `TourRenderer`, offscreen, without registering the application.
@preconcurrency @MainActor
enum RenderCommand {
    /// Renders `manifest` with `settings` into `output`; returns the exit status
    /// (0, or 1 when there is no display or a file cannot be written).
    static func run(_ manifest: TourManifest, output: String, settings: RenderSettings) -> Int32 {
        guard gtk_init_check() != 0 else {
            CommandLineRunner.printError("walkthrough: \(TourRenderError.noDisplay)")
            return 1
        }
        do {
            try TourRenderer(manifest: manifest, settings: settings).write(to: FilePath(output))
            return 0
        } catch {
            CommandLineRunner.printError("walkthrough: \(error)")
            return 1
        }
    }
}

/// `walkthrough --preview FILE`: the library's `TourPreview` in a plain GLib
/// main loop. No application is registered, so a running instance is neither
/// found nor disturbed, and nothing is written to the version file.
@preconcurrency @MainActor
enum PreviewCommand {
    /// Shows `file` until its window is closed or the tour ends, its reloads
    /// checked against `ui` as the first load was and shown through `shown`
    /// (`--since`: an update's pages, and checklist items new since `newSince`
    /// marked); returns the exit status.
    static func run(_ file: FilePath, ui: UIDescription?, newSince: Version? = nil,
                    shown: @escaping (TourManifest) -> TourManifest = { $0 }) -> Int32 {
        guard gtk_init_check() != 0 else {
            CommandLineRunner.printError("walkthrough: \(TourRenderError.noDisplay)")
            return 1
        }
        let preview = TourPreview(manifestFile: file, newSince: newSince, shown: shown) { manifest in
            TargetValidator.validate(manifest, against: ui).first
        }
        let loop = g_main_loop_new(nil, 0)
        defer { g_main_loop_unref(loop) }
        preview.onClose = { g_main_loop_quit(loop) }
        preview.present()
        g_main_loop_run(loop)
        return 0
    }
}

/// `walkthrough --extract-strings FILE…`: prints a gettext template (POT) of
/// the texts people read in tour manifests, with `#: file:line` references,
/// since `xgettext` cannot read JSON. `po/walkthrough.pot` is made from it and
/// from `xgettext` over the Swift sources (`scripts/update-pot.sh`).
enum StringExtraction {
    /// Extracts from `files` (as given: the references name them so); returns
    /// the exit status: 0, or 2 when one did not load.
    static func run(files: [String]) -> Int32 {
        var entries: [POTemplate.Entry] = []
        for file in files {
            do {
                let manifest = try ManifestLoader.load(from: FilePath(file))
                entries += POTemplate.entries(for: manifest.translatableTexts, file: file)
            } catch {
                CommandLineRunner.printError("walkthrough: \(error)")
                return 2
            }
        }
        print(POTemplate.render(entries), terminator: "")
        return 0
    }
}
