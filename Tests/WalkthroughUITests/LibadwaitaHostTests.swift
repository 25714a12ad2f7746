import Foundation
import GObjectKit
import UITestSupport
import XCTest

/// A libadwaita app placed as docs/adopting.md says (an `AdwApplicationWindow`
/// whose content is the coach-mark overlay with the `AdwHeaderBar` inside,
/// no titlebar call, which `AdwWindow` aborts on): its guide lights a header
/// button, and nothing critical is printed on the way.
///
/// The app is a small C program (Scripts/adw-host.c) built here against
/// libadwaita and the library that `./meson-wrapper.sh test` installs
/// (WALKTHROUGH_TEST_LIBDIR); the library itself never depends on libadwaita.
final class LibadwaitaHostTests: GtkTestCase {
    private static let scripts = AccessibilityScript.folder

    private let manifest = """
    {
      "id": "adw",
      "title": "Adw Host",
      "pages": [{ "id": "one", "image": "one.svg", "imageDescription": "", "decorative": true, "title": "One", "body": "One." }],
      "guides": [{
        "id": "header-bar",
        "window": "main",
        "steps": [{ "id": "open", "target": { "action": "win.open" }, "title": "Open", "body": "Opens things.", "completion": "use" }]
      }]
    }
    """

    func testAGuideLightsAButtonOfAnAdwHeaderBarInsideTheOverlayWithoutACritical() throws {
        guard let libdir = ProcessInfo.processInfo.environment["WALKTHROUGH_TEST_LIBDIR"] else {
            throw Requirement.missing("run through ./meson-wrapper.sh test, which installs the library")
        }
        let pkgConfig = URL(fileURLWithPath: "/usr/bin/pkg-config")
        let search: [String: String?] = ["PKG_CONFIG_PATH": libdir + "/pkgconfig"]
        let flags = try XCTUnwrap(ChildProcess.run(pkgConfig, ["--cflags", "--libs", "libadwaita-1", "walkthrough-1"], environment: search))
        try needs(flags.status == 0, "needs libadwaita-1-dev: \(flags.standardError)")

        let host = configHome.appendingPathComponent("adw-host")
        let build = try XCTUnwrap(ChildProcess.run(URL(fileURLWithPath: "/usr/bin/cc"),
                                                   [Self.scripts.appendingPathComponent("adw-host.c").path, "-o", host.path, "-Wall", "-Werror"]
                                                       + flags.standardOutput.split(whereSeparator: \.isWhitespace).map(String.init)))
        XCTAssertEqual(build.status, 0, "the host builds: \(build.standardError)")

        let tour = configHome.appendingPathComponent("tour")
        try FileManager.default.createDirectory(at: tour, withIntermediateDirectories: true)
        try manifest.write(to: tour.appendingPathComponent("tour.json"), atomically: true, encoding: .utf8)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>"#.write(to: tour.appendingPathComponent("one.svg"), atomically: true, encoding: .utf8)
        // The tour was seen: the main window opens with its guide.
        let state = configHome.appendingPathComponent("dev.walkthrough.AdwHost")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try "1.0\n".write(to: state.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)

        let run = try XCTUnwrap(ChildProcess.run(host, [tour.appendingPathComponent("tour.json").path], configHome: configHome,
                                                 environment: ["LD_LIBRARY_PATH": libdir, "G_DEBUG": "fatal-criticals"]))
        XCTAssertEqual(run.status, 0, "stdout: \(run.standardOutput) stderr: \(run.standardError)")
        XCTAssertEqual(run.standardOutput.split(separator: "\n"), [
            "ok: the Open button in the AdwHeaderBar is lit, the content blocked",
            "ok: Open used",
            "ok: guide header-bar ended completed at step 0",
        ])
        XCTAssertEqual(run.standardError.filter { !$0.isWhitespace }, "", "no warning or critical")
    }
}
