import Foundation
import UITestSupport
import XCTest

/// `walkthrough --render` of a checklist (`Tests/References/checklist-render/tour.json`),
/// empty, partly done and done, compared with the committed pictures beside it.
///
/// The render is pinned so that it draws the same pixels wherever the test
/// packages are installed: DejaVu Sans alone through fontconfig (a
/// `fonts.conf` of the test's own), GTK's font and rendering settings from
/// a `settings.ini` of the test's own, X11 and GTK's cairo renderer, scale 1
/// (or the `--scale` asked) and English. After an intended change to how a
/// checklist looks, regenerate the references with
/// `WALKTHROUGH_RECORD_REFERENCES=1` (see ``ReferencePicture`` and docs/testing.md).
final class ChecklistRenderReferenceTests: DemoTestCase {
    private static let fixture = ReferencePicture.folder.appendingPathComponent("checklist-render")
    private static let states = ["empty", "partly", "done"]
    /// A pixel differs past 32 of 255 in a channel; 40 such pixels pass (a
    /// rounding), a ticked check box (about 200) or one changed letter does not.
    private static let tolerance = ReferencePicture.Tolerance(channel: 32, pixels: 40)

    /// Runs `--render` on `manifest` with the pinned fonts and settings; returns the output folder.
    private func render(_ manifest: URL, _ extra: [String] = [], into name: String) throws -> URL {
        let output = configHome.appendingPathComponent(name)
        let process = try ChildProcess(["--render", manifest.path, "--output", output.path] + extra,
                                       configHome: configHome, environment: try pinnedEnvironment())
        XCTAssertEqual(process.wait(), 0, process.standardError)
        XCTAssertEqual(process.standardError, "", "a render says nothing")
        return output
    }

    /// Fonts, font rendering, scale and language as on the machine the references were made on.
    private func pinnedEnvironment() throws -> [String: String?] {
        let fonts = configHome.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <dir>/usr/share/fonts/truetype/dejavu</dir>
              <cachedir>\(configHome.appendingPathComponent("fontconfig").path)</cachedir>
              <match target="pattern"><edit name="family" mode="assign" binding="strong"><string>DejaVu Sans</string></edit></match>
              <match target="font">
                <edit name="antialias" mode="assign"><bool>true</bool></edit>
                <edit name="hinting" mode="assign"><bool>true</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
                <edit name="rgba" mode="assign"><const>none</const></edit>
              </match>
            </fontconfig>
            """.write(to: fonts, atomically: true, encoding: .utf8)
        // XDG_CONFIG_HOME is the test's folder: GTK reads its settings.ini, and no gtk.css.
        let gtk = configHome.appendingPathComponent("gtk-4.0")
        try FileManager.default.createDirectory(at: gtk, withIntermediateDirectories: true)
        try """
            [Settings]
            gtk-theme-name=Adwaita
            gtk-icon-theme-name=Adwaita
            gtk-font-name=DejaVu Sans 10
            gtk-xft-antialias=1
            gtk-xft-hinting=1
            gtk-xft-hintstyle=hintslight
            gtk-xft-rgba=none
            gtk-xft-dpi=98304
            """.write(to: gtk.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        return ["FONTCONFIG_FILE": fonts.path, "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo", "GDK_SCALE": "1", "GDK_DPI_SCALE": "1",
                "GTK_THEME": nil, "LANG": "C.UTF-8", "LANGUAGE": nil, "LC_ALL": nil, "LC_MESSAGES": nil]
    }

    private func picture(_ folder: URL, _ state: String) -> URL {
        folder.appendingPathComponent("checklist-get-started-\(state).png")
    }

    func testTheChecklistDrawsAsItsReferencesEmptyPartlyAndDone() throws {
        let output = try render(Self.fixture.appendingPathComponent("tour.json"), into: "light")
        for state in Self.states {
            ReferencePicture.assertMatches(picture(output, state), reference: "checklist-render/checklist-get-started-\(state).png",
                                           within: Self.tolerance)
        }
    }

    func testDarkAtScaleTwoDrawsAsItsReference() throws {
        let output = try render(Self.fixture.appendingPathComponent("tour.json"), ["--dark", "--scale", "2"], into: "dark")
        ReferencePicture.assertMatches(picture(output, "partly"), reference: "checklist-render/checklist-get-started-partly-dark@2x.png",
                                       within: Self.tolerance)
    }

    /// The tolerance lets no real change through: one item ticked more, and
    /// one letter of one item's title, each fail the comparison.
    func testTheToleranceCatchesOneTickAndOneLetter() throws {
        try XCTSkipIf(ReferencePicture.isRecording, "recording the references")
        let reference = { (state: String) in PNGImage(Self.fixture.appendingPathComponent("checklist-get-started-\(state).png")) }
        let empty = try XCTUnwrap(reference("empty")), partly = try XCTUnwrap(reference("partly")), done = try XCTUnwrap(reference("done"))
        XCTAssertFalse(ReferencePicture.matches(partly, empty, within: Self.tolerance), "two ticks and the progress")
        XCTAssertFalse(ReferencePicture.matches(done, partly, within: Self.tolerance), "two more ticks and the progress")

        // "Go dark" becomes "Go Dark": one letter of one title.
        let folder = configHome.appendingPathComponent("changed")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let manifest = try String(contentsOf: Self.fixture.appendingPathComponent("tour.json"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#""title": "Go dark""#))
        try manifest.replacingOccurrences(of: #""title": "Go dark""#, with: #""title": "Go Dark""#)
            .write(to: folder.appendingPathComponent("tour.json"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent("art.svg"), to: folder.appendingPathComponent("art.svg"))
        let output = try render(folder.appendingPathComponent("tour.json"), into: "changed-render")
        let changed = try XCTUnwrap(PNGImage(picture(output, "empty")))
        let count = try XCTUnwrap(ReferencePicture.differingPixels(changed, empty, channel: Self.tolerance.channel), "the same size")
        XCTAssertGreaterThan(count, Self.tolerance.pixels, "one letter is a change the comparison sees")
    }
}
