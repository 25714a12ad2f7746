import CWalkthroughGtk
import Foundation
import GObjectKit
import LibraryFixtures
import WalkthroughUI

// `walkthrough-fixture MANIFEST`: the library's fixture app (``FixtureApp``) in
// a process of its own, for the tests that reach an app from outside as a
// person or a screen reader does (AT-SPI, Orca, xdotool). It starts its
// onboarding on `activate`, as an app does, and keeps its state in
// `$XDG_CONFIG_HOME/walkthrough-fixture`. Its window has a place for the
// inline tip `FixtureApp.inlineTipID` and a main menu. As GNOME apps do, Ctrl+Q quits
// (`app.quit`) and F1 shows the tour (the onboarding's `app.show-tour`).
// Under libfaketime (LD_PRELOAD, ClockJumpTests) Swift's runtime finds no
// arguments at all (it looks for them on the stack); the kernel's copy has them.
let arguments = CommandLine.arguments.isEmpty
    ? (FileManager.default.contents(atPath: "/proc/self/cmdline") ?? Data()).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    : CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: walkthrough-fixture MANIFEST\n".utf8))
    exit(2)
}
let status = MainActor.assumeIsolated {
    let home = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    let app = FixtureApp(manifest: URL(fileURLWithPath: arguments[1]), folder: home.appendingPathComponent(FixtureApp.processFolder),
                         applicationID: FixtureApp.processID, asProgram: true)
    Signal.connect(GPointer.raw(app.application), .activate) { MainActor.assumeIsolated { app.onboarding.start() } }
    Action.add(to: GPointer.raw(app.application), name: "quit") { g_application_quit(GPointer.cast(app.application, to: GApplication.self)) }
    for (action, accelerator) in [("app.quit", "<Control>q"), ("app.\(Onboarding.showTourAction)", "F1")] {
        accelerator.withCString { key in
            let keys: [UnsafePointer<CChar>?] = [key, nil]
            keys.withUnsafeBufferPointer { gtk_application_set_accels_for_action(app.application, action, $0.baseAddress) }
        }
    }
    return g_application_run(GPointer.cast(app.application, to: GApplication.self), 0, nil)
}
exit(status)
