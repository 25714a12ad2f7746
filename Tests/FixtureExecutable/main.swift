import CWalkthroughGtk
import Foundation
import GObjectKit
import LibraryFixtures

// `walkthrough-fixture MANIFEST`: the library's fixture app (``FixtureApp``) in
// a process of its own, for the tests that reach an app from outside as a
// person or a screen reader does (AT-SPI, Orca, xdotool). It starts its
// onboarding on `activate`, as an app does, and keeps its state in
// `$XDG_CONFIG_HOME/walkthrough-fixture`.
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: walkthrough-fixture MANIFEST\n".utf8))
    exit(2)
}
let status = MainActor.assumeIsolated {
    let home = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    let app = FixtureApp(manifest: URL(fileURLWithPath: arguments[1]), folder: home.appendingPathComponent("walkthrough-fixture"),
                         applicationID: FixtureApp.processID)
    Signal.connect(GPointer.raw(app.application), .activate) { MainActor.assumeIsolated { app.onboarding.start() } }
    return g_application_run(GPointer.cast(app.application, to: GApplication.self), 0, nil)
}
exit(status)
