import CWalkthroughGtk
import Foundation
import GObjectKit
import WalkthroughCore
import WalkthroughUI

/// One measured start: builds a window, waits for its first frame, prints
/// `ready` (and `image` once the first page's illustration is decoded), exits.
enum BenchChild {
    static func run(_ kind: String) -> Int32 {
        guard gtk_init_check() != 0 else { return 1 }
        MainActorBridge.install()
        let window: UnsafeMutablePointer<GtkWindow>
        var image: LazyImage?
        var keep: AnyObject?
        switch kind {
        case "plain":
            window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
            gtk_window_set_title(window, "Plain")
            gtk_window_set_default_size(window, 760, 600)
            gtk_window_set_child(window, gtk_label_new("A plain GTK 4 window"))
        case "tour":
            let locator = ResourceLocator.standard()
            guard let manifest = try? ManifestLoader.load(from: locator.data.appendingPathComponent("welcome.json")) else { return 1 }
            let tour = TourCarousel(pages: manifest.pages, application: nil, parent: nil)
            window = tour.window
            image = nil  // the outside bench replaces this target
            keep = tour
        default:
            return 2
        }
        gtk_window_present(window)
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        report("ready")
        if let image {
            MainLoop.iterate(timeout: 10) { image.isDecoded }
            report("image")
        }
        _ = keep
        return 0
    }

    private static func report(_ event: String) {
        FileHandle.standardOutput.write(Data("\(event) \(PeakMemory.kilobytes())\n".utf8))
    }
}
