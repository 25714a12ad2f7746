import CWalkthroughGtk
import GObjectKit
import WalkthroughAuthoring
import WalkthroughCore
import WalkthroughUI

/// `walkthrough --preview FILE`: the library's `TourPreview` in a plain GLib
/// main loop. No application is registered, so a running instance is neither
/// found nor disturbed, and nothing is written to the version file.
@preconcurrency @MainActor
enum PreviewCommand {
    /// Shows `file` until its window is closed or the tour ends, its reloads
    /// checked against `ui` as the first load was; returns the exit status.
    static func run(_ file: FilePath, ui: UIDescription?) -> Int32 {
        guard gtk_init_check() != 0 else {
            CommandLineRunner.printError("walkthrough: \(TourRenderError.noDisplay)")
            return 1
        }
        let preview = TourPreview(manifestFile: file) { manifest in
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
