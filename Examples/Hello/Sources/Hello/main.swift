import CHelloGtk
import Foundation
import WalkthroughCore
import WalkthroughUI

// Hello: a small GTK 4 app whose first run is Walkthrough's onboarding.
// The tour, its images and the coach marks are data: Tour/hello.json.

guard let app = gtk_application_new("dev.walkthrough.Hello", G_APPLICATION_DEFAULT_FLAGS),
      let tourFile = Bundle.module.url(forResource: "hello", withExtension: "json", subdirectory: "Tour") else {
    exit(1)
}

// Decides from the version file in ~/.config/dev.walkthrough.Hello what to
// show, records the version when the tour ends, and adds the menu's actions.
let onboarding = Onboarding(application: OpaquePointer(app), version: Version(1, 0), manifestFile: tourFile)
var mainWindowID: guint = 0

// After the tour, or at once when none is due: the main window (the open
// one, while GTK has it), with its coach marks handed to the onboarding.
onboarding.onOpenMainWindow = {
    if let open = gtk_application_get_window_by_id(app, mainWindowID) { return OpaquePointer(open) }
    let (window, overlay) = makeMainWindow(app)
    onboarding.attach(overlay)
    mainWindowID = gtk_application_window_get_id(UnsafeMutablePointer(window))
    return window
}
onboarding.onOutcome = { outcome in print("onboarding:", outcome) }

hello_on_activate(app) { _, _ in MainActor.assumeIsolated { onboarding.start() } }
exit(hello_run(app, CommandLine.argc, CommandLine.unsafeArgv))
