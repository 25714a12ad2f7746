import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import XCTest

/// The demo app's authoring commands on hostile files: a file name that
/// would break the template `--extract-strings` writes, and an image it may
/// not read, reported the same by `--check` and `--render`.
final class HostileFileCommandTests: DemoTestCase {
    private var fixture: TourFixture!

    override func setUpWithError() throws {
        try super.setUpWithError()
        fixture = try TourFixture(in: configHome.appendingPathComponent("resources"))
    }

    func testAFileNameWithANewlineGivesATemplateMsgfmtAccepts() throws {
        let folder = configHome.appendingPathComponent("odd\nmsgid \"injected\"\nmsgstr \"\"\n#")
        let odd = try TourFixture(in: folder)
        _ = try odd.svg()
        let file = folder.appendingPathComponent("tour\nmsgid \"x\".json")
        try #"{"id": "odd", "title": "Odd", "pages": [{"id": "one", "image": "art.svg", "imageDescription": "Art.", "title": "One", "body": "One."}]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let extract = try ChildProcess(["--extract-strings", file.path], configHome: configHome)
        XCTAssertEqual(extract.wait(), 0, extract.standardError)
        let pot = configHome.appendingPathComponent("odd.pot")
        try extract.standardOutput.write(to: pot, atomically: true, encoding: .utf8)
        XCTAssertTrue(extract.standardOutput.contains("msgid \"One\""), extract.standardOutput)
        XCTAssertFalse(extract.standardOutput.contains("\nmsgid \"injected\""), extract.standardOutput)
        let check = try ChildProcess(["--check", "-o", "/dev/null", pot.path], configHome: configHome, executable: URL(fileURLWithPath: "/usr/bin/msgfmt"))
        XCTAssertEqual(check.wait(), 0, "msgfmt --check: \(check.standardError)\n\(extract.standardOutput)")
    }

    func testAnUnreadableImageReadsTheSameInCheckAndRender() throws {
        let manifest = try fixture.manifest(title: "Unreadable", pages: [(id: "one", image: "locked.png", title: "One", body: "One.")])
        let image = try fixture.png(width: 100, height: 60, named: "locked.png")
        XCTAssertEqual(chmod(image.path, 0), 0)
        let output = configHome.appendingPathComponent("render")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        chmod(output.path, 0o777)
        chmod(configHome.path, 0o755)
        // Root reads any file: run as nobody, with copies of the binary and of the X cookie
        // in a folder nobody may read (the clone may sit in a folder only root can enter).
        var prefix: [String] = []
        if getuid() == 0 {
            let binary = configHome.appendingPathComponent("walkthrough")
            try FileManager.default.copyItem(at: ChildProcess.demoExecutable, to: binary)
            chmod(binary.path, 0o755)
            var environment = ["HOME=\(output.path)", "GTK_A11Y=none", "NO_AT_BRIDGE=1"]
            if let cookie = ProcessInfo.processInfo.environment["XAUTHORITY"] {
                let copy = configHome.appendingPathComponent("Xauthority")
                try FileManager.default.copyItem(at: URL(fileURLWithPath: cookie), to: copy)
                chmod(copy.path, 0o644)
                environment.append("XAUTHORITY=\(copy.path)")
            }
            prefix = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "/usr/bin/env", "-u", "DBUS_SESSION_BUS_ADDRESS"]
                + environment + [binary.path]
        }
        func run(_ arguments: [String]) throws -> ChildProcess {
            let child = prefix.isEmpty
                ? try ChildProcess(arguments, configHome: configHome)
                : try ChildProcess(prefix + arguments, configHome: configHome, executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
            XCTAssertNotNil(child.wait(), "\(arguments) finished")
            return child
        }
        let reason = "cannot open: " + String(cString: strerror(EACCES))
        let check = try run(["--check", manifest.path])
        XCTAssertTrue(check.standardOutput.contains("pages[0].image: \(image.path): \(reason)"), check.standardOutput + check.standardError)
        let render = try run(["--render", manifest.path, "--output", output.path])
        XCTAssertTrue(render.standardError.contains("image \"locked.png\" is not shown: \(reason)"), render.standardError)
        XCTAssertFalse(render.standardError.contains("not an image format"), render.standardError)
    }
}
