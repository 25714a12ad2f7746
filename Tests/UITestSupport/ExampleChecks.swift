import Foundation
import GObjectKit
import XCTest

/// What a person sees of an example app, from pixels and window titles:
/// shared by the Swift example's test and those of the other languages.
extension GtkTestCase {
    /// Goes to the tour's last page and checks the library's styles from
    /// pixels: Start is an accent-coloured pill, the page dots are dots.
    /// Returns where Start is.
    package func assertLastPageIsStyled(tourWindow id: String) -> PixelBlob? {
        XdoTool.run(["windowfocus", "--sync", id])
        XdoTool.run(["key", "--window", id, "End"])
        var tour: WindowSnapshot?
        var start: PixelBlob?
        // A patch of accent colour the size of a button, at least the pill's
        // minimum width (illustrations may be blue too, but not that shape).
        waitFor("the Start button shows in the accent colour", timeout: 10) {
            tour = WindowSnapshot.capture(windowID: id)
            start = tour.flatMap { snapshot in
                snapshot.blobs(x: 0, y: 0, width: snapshot.width, height: snapshot.height, where: isAccent)
                    .first { $0.width >= 120 && (28...56).contains($0.height) }
            }
            return start != nil
        }
        guard let tour, let start else {
            keep(tour, as: "tour")
            return nil
        }
        XCTAssertEqual(Double(start.center.x), Double(tour.width) / 2, accuracy: 12, "Start is centred")

        // Below it, the page dots: three small round marks, not buttons.
        let row = (x: tour.width / 2 - 70, y: start.maxY + 4, width: 140, height: 48)
        let background = tour.dominantColor(x: row.x, y: row.y, width: row.width, height: row.height)
        let dots = tour.blobs(x: row.x, y: row.y, width: row.width, height: row.height) { p in
            abs(p.r - background.r) + abs(p.g - background.g) + abs(p.b - background.b) > 45
        }
        XCTAssertEqual(dots.count, 3, "one dot per page: \(dots)")
        for dot in dots {
            XCTAssertTrue((6...14).contains(dot.width) && (6...14).contains(dot.height), "a dot is about 10 px: \(dot)")
            XCTAssertTrue((0.6...0.95).contains(dot.fill), "a dot is round: \(dot)")
            XCTAssertEqual(Double(dot.center.y), Double(dots[0].center.y), accuracy: 2, "the dots share a row")
        }
        if dots.count != 3 { keep(tour, as: "tour") }
        return start
    }

    /// The guide dims everything but the header-bar button it points at: the
    /// lower left corner, far from target and callout, is much darker than
    /// once Esc has ended the guide.
    package func assertGuideDims(mainWindow id: String) {
        func corner(_ snapshot: WindowSnapshot) -> Double {
            snapshot.meanBrightness(x: snapshot.width / 20, y: snapshot.height * 7 / 10, width: snapshot.width / 4, height: snapshot.height / 4)
        }
        // Waits past any fade-in: fully dimmed is about 40 % of plain.
        var dimmed: WindowSnapshot?
        waitFor("the coach marks dim the window", timeout: 10) {
            dimmed = WindowSnapshot.capture(windowID: id)
            return dimmed.map { corner($0) < 120 } ?? false
        }
        XdoTool.run(["windowfocus", "--sync", id])
        XdoTool.run(["key", "--window", id, "Escape"])
        var plain: WindowSnapshot?
        waitFor("Esc ends the guide and the dimming", timeout: 10) {
            plain = WindowSnapshot.capture(windowID: id)
            return plain.map { corner($0) > 200 } ?? false
        }
        guard let dimmed, let plain else { return keep(dimmed ?? plain, as: "main-window") }
        XCTAssertLessThan(corner(dimmed), 0.6 * corner(plain), "the dimmed window is well under 60 % of its brightness")
    }

    /// Adwaita's accent blue (#3584e4), allowing for the button's gradient and border.
    package func isAccent(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
        abs(p.r - 0x35) < 36 && abs(p.g - 0x84) < 36 && abs(p.b - 0xe4) < 36
    }

    /// Saves the last screenshot of a failed check, for a person to look at.
    package func keep(_ snapshot: WindowSnapshot?, as name: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("example-\(name)-\(UUID().uuidString).png").path
        snapshot?.save(to: path)
        XCTFail("the last screenshot of the \(name) is in \(snapshot == nil ? "no file (none was taken)" : path)")
    }

    /// The X id of the visible window titled exactly `title` that process `pid` opened.
    package func window(titled title: String, of pid: Int32) -> String? {
        XdoTool.run(["search", "--all", "--onlyvisible", "--pid", "\(pid)", "--name", "^\(title)$"])
            .split(separator: "\n").last.map(String.init)
    }

    /// The spotlight's cut-out leaves the header bar's first button (top left,
    /// where the Hello examples put their Tips button) bright while the rest
    /// of the window is dimmed.
    package func assertSpotlightOnFirstHeaderButton(mainWindow id: String) {
        var snapshot: WindowSnapshot?
        let spotlit = MainLoop.iterate(timeout: 10) {
            snapshot = WindowSnapshot.capture(windowID: id)
            guard let shot = snapshot else { return false }
            let button = shot.meanBrightness(x: 14, y: 12, width: 28, height: 28)
            let corner = shot.meanBrightness(x: shot.width / 20, y: shot.height * 7 / 10, width: shot.width / 4, height: shot.height / 4)
            return corner < 120 && button > 1.5 * corner
        }
        if !spotlit { keep(snapshot, as: "guide") }
    }
}

/// The lines a Hello example prints for its feature tips (Examples/common/tour/hello.json):
/// the inline tip `greet-tip`, done when Say Hello runs `win.greet`, and the
/// popover tip `wave-tip` on Wave, after two greetings, done when Wave runs `win.wave`.
package struct HelloTipLines {
    package let greetShown: String, greetEnded: String, waveShown: String, waveEnded: String

    /// In the order a person meets them.
    package var all: [String] { [greetShown, greetEnded, waveShown, waveEnded] }

    /// What the C, Python, JavaScript and Vala examples print (the signals, enum values by nick).
    package static let signals = HelloTipLines(
        greetShown: "onboarding: feature-tip-shown greet-tip", greetEnded: "onboarding: feature-tip-ended greet-tip action-performed",
        waveShown: "onboarding: feature-tip-shown wave-tip", waveEnded: "onboarding: feature-tip-ended wave-tip action-performed")
    /// What the Swift example prints (`OnboardingOutcome` as Swift describes it).
    package static let swift = HelloTipLines(
        greetShown: #"onboarding: featureTipShown(id: "greet-tip")"#,
        greetEnded: #"onboarding: featureTipEnded(id: "greet-tip", WalkthroughCore.TipInvalidation.actionPerformed)"#,
        waveShown: #"onboarding: featureTipShown(id: "wave-tip")"#,
        waveEnded: #"onboarding: featureTipEnded(id: "wave-tip", WalkthroughCore.TipInvalidation.actionPerformed)"#)

    /// Whether a printed line is about a feature tip.
    package static func isTipLine(_ line: String) -> Bool { line.contains("feature-tip-") || line.contains("featureTip") }

    /// The tips' titles, as a screen reader finds them.
    package static let greetTitle = "Say hello back", waveTitle = "Wave, too"
}

extension GtkTestCase {
    /// Hello's feature tips as a person meets them in the main window of
    /// process `pid`: the inline tip shows; Say Hello ends it; the second
    /// greeting brings the popover tip on Wave, and a click on Wave (the
    /// window stays usable) ends it and waves; the state file keeps both as done.
    package func assertHelloTips(mainWindow id: String, pid: Int32, lines: HelloTipLines, stateFile: URL, printed: @escaping () -> [String]) {
        let tips = { printed().filter(HelloTipLines.isTipLine) }
        let names = { Set(self.accessibleExtents(of: pid).map(\.name)) }
        waitFor("the inline tip shows in the main window", timeout: 15) {
            tips() == [lines.greetShown] && names().contains(HelloTipLines.greetTitle)
        }
        XdoTool.run(["windowfocus", "--sync", id])
        XdoTool.run(["key", "--window", id, "alt+h"])   // Say Hello: win.greet, the inline tip's invalidatedBy
        waitFor("Say Hello ends the inline tip", timeout: 10) {
            tips() == [lines.greetShown, lines.greetEnded] && !names().contains(HelloTipLines.greetTitle)
        }
        XdoTool.run(["key", "--window", id, "alt+h"])
        waitFor("the popover tip on Wave shows after the second greeting", timeout: 10) {
            tips() == [lines.greetShown, lines.greetEnded, lines.waveShown] && names().contains(HelloTipLines.waveTitle)
        }
        var wave: (x: Int, y: Int, width: Int, height: Int)?
        waitFor("a screen reader finds Wave") {
            wave = accessibleExtents(of: pid).first { $0.role == "push button" && $0.name == "Wave" }?.box
            return wave != nil
        }
        guard let wave else { return }
        XdoTool.run(["mousemove", "--window", id, "\(wave.x + wave.width / 2)", "\(wave.y + wave.height / 2)"])
        XdoTool.run(["click", "1"])
        waitFor("Wave waves and ends the popover tip", timeout: 10) {
            let shown = names()
            return tips() == lines.all && !shown.contains(HelloTipLines.waveTitle) && shown.contains("Hello, waving!")
        }
        waitFor("the state file keeps both tips as done by their actions", timeout: 10) {
            let saved = savedTips(stateFile)
            return saved.invalidated == ["greet-tip": "actionPerformed", "wave-tip": "actionPerformed"]
        }
    }

    /// After a restart, two more greetings bring back neither tip: once the
    /// state file counts all four, nothing was shown and no tip is on screen.
    package func assertHelloTipsStayDone(mainWindow id: String, pid: Int32, stateFile: URL, printed: @escaping () -> [String]) {
        XdoTool.run(["windowfocus", "--sync", id])
        XdoTool.run(["key", "--window", id, "alt+h"])
        XdoTool.run(["key", "--window", id, "alt+h"])
        waitFor("the state file counts four greetings", timeout: 10) { savedTips(stateFile).greetings == 4 }
        XCTAssertEqual(printed().filter(HelloTipLines.isTipLine), [], "no tip shows again")
        let names = Set(accessibleExtents(of: pid).map(\.name))
        XCTAssertFalse(names.contains(HelloTipLines.greetTitle) || names.contains(HelloTipLines.waveTitle), "no tip on screen: \(names)")
    }

    /// The named accessible nodes of process `pid` and where they are in their window (Scripts/accessible-extents.py).
    package func accessibleExtents(of pid: Int32) -> [(role: String, name: String, box: (x: Int, y: Int, width: Int, height: Int))] {
        AccessibilityScript.output(of: "accessible-extents.py", ["\(pid)"]).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            let box = fields.last.map { $0.split(separator: ",").compactMap { Int($0) } } ?? []
            guard fields.count == 3, box.count == 4 else { return nil }
            return (String(fields[0]), String(fields[1]), (box[0], box[1], box[2], box[3]))
        }
    }

    /// From the feature tips' state file: why each tip is done, and how many greetings were donated.
    private func savedTips(_ file: URL) -> (invalidated: [String: String], greetings: Int) {
        guard let data = try? Data(contentsOf: file),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return ([:], 0) }
        let tips = json["tips"] as? [String: [String: Any]] ?? [:]
        let greetings = (json["events"] as? [String: [Any]])?["greeted"]?.count ?? 0
        return (tips.compactMapValues { $0["invalidated"] as? String }, greetings)
    }
}
