import CWalkthroughGtk
import Foundation
import GObjectKit
import XCTest

/// One X event about a top-level window: what happened, and to which window (hex id).
package struct XWindowEvent: Equatable {
    package let kind: String
    package let window: String
}

/// Watches the X server for every top-level window created, configured,
/// mapped or destroyed, by any client, with `xev -root -event substructure`.
///
/// Marker windows of the test's own bracket what is checked: once a first
/// marker's MapNotify is logged the listener is live, and once a closing
/// marker's is, every event before it has been delivered (the X server
/// reports events in order).
package final class XMapListener {
    private let process: ChildProcess
    private var markers: [UnsafeMutablePointer<GtkWindow>] = []
    private let prefix = "x-map-marker-\(UUID().uuidString.prefix(8))"

    /// Whether xev, xdotool and an X display are available.
    package static var isAvailable: Bool {
        XdoTool.isAvailable && ChildProcess.onPath("xev") != nil
    }

    /// Starts listening and waits until the listener is live.
    package init(folder: URL) throws {
        process = try ChildProcess(["-root", "-event", "substructure"], configHome: folder, executable: ChildProcess.onPath("xev") ?? URL(fileURLWithPath: "/usr/bin/xev"))
        // xev selects its events a moment after it starts: map markers until one is seen.
        let live = MainLoop.iterate(timeout: 10) {
            let id = self.mapMarker()
            return MainLoop.iterate(timeout: 0.5) { self.events.contains(XWindowEvent(kind: "MapNotify", window: id)) }
        }
        XCTAssertTrue(live, "the X event listener is live")
    }

    deinit {
        for marker in markers { gtk_window_destroy(marker) }
        process.stop()
    }

    /// Maps a closing marker, waits for its MapNotify, and returns every event logged until then.
    package func settle() -> [XWindowEvent] {
        let id = mapMarker()
        XCTAssertTrue(MainLoop.iterate(timeout: 10) { self.events.contains(XWindowEvent(kind: "MapNotify", window: id)) },
                      "the closing marker's map is seen")
        return events
    }

    /// The hex ids of this listener's marker windows.
    package var markerIDs: Set<String> {
        Set(XdoTool.run(["search", "--name", "^\(prefix)-"]).split(separator: "\n").compactMap { Int($0) }.map { "0x" + String($0, radix: 16) })
    }

    /// Everything logged so far. xev prints one block per event; the second
    /// `window 0x…` of a block is the window it is about (the first is the root).
    private var events: [XWindowEvent] {
        let text = process.standardOutput
        return text.components(separatedBy: "\n\n").compactMap { block in
            guard let kind = block.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").first,
                  kind.hasSuffix("Notify") else { return nil }
            let windows = block.components(separatedBy: "window 0x").dropFirst()
                .map { "0x" + $0.prefix { $0.isHexDigit } }
            guard windows.count >= 2 else { return nil }
            return XWindowEvent(kind: String(kind), window: windows[1])
        }
    }

    /// Presents a small marker window and returns its hex X id.
    private func mapMarker() -> String {
        let title = "\(prefix)-\(markers.count)"
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, 20, 20)
        gtk_window_present(window)
        markers.append(window)
        var id = ""
        MainLoop.iterate(timeout: 5) {
            id = XdoTool.run(["search", "--name", "^\(title)$"]).split(separator: "\n").last.flatMap { Int($0) }
                .map { "0x" + String($0, radix: 16) } ?? ""
            return !id.isEmpty
        }
        return id
    }
}
