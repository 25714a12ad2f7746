import CWalkthroughGtk
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
