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

// After the tour, or at once when none is due: the main window, with its
// coach marks handed to the onboarding (which presents it from then on).
onboarding.onOpenMainWindow = {
    let (window, overlay) = makeMainWindow(app)
    onboarding.attach(overlay)
    return window
}
onboarding.onOutcome = { outcome in print("onboarding:", outcome) }

hello_on_activate(app) { _, _ in MainActor.assumeIsolated { onboarding.start() } }
exit(hello_run(app, CommandLine.argc, CommandLine.unsafeArgv))
