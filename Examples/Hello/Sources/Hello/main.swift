import CHelloGtk
import Foundation
import WalkthroughCore
import WalkthroughUI

// Hello: a small GTK 4 app whose first run is Walkthrough's onboarding.
// The tour, its images, the coach marks and the feature tips are data: Tour/hello.json.

guard let app = gtk_application_new("dev.walkthrough.Hello", G_APPLICATION_DEFAULT_FLAGS),
      let tourFile = Bundle.module.url(forResource: "hello", withExtension: "json", subdirectory: "Tour") else {
    exit(1)
}

// Decides from the version file in ~/.config/dev.walkthrough.Hello what to
// show, records the version when the tour ends, and adds the menu's actions.
let onboarding = Onboarding(application: OpaquePointer(app), version: Version(1, 0), manifestFile: tourFile.path)

// After the tour, or at once when none is due: the main window, with its
// coach marks handed to the onboarding (which presents it from then on).
onboarding.onOpenMainWindow = {
    let main = makeMainWindow(app)
    let window = UnsafeMutablePointer<GtkWindow>(main.window)
    hello_add_action(window, "greet", { _, _, _ in
        MainActor.assumeIsolated { onboarding.donate("greeted") }   // wave-tip shows after two
    }, nil)
    hello_add_action(window, "wave", { _, _, greeting in
        gtk_label_set_label(OpaquePointer(greeting), "Hello, waving!")
    }, UnsafeMutableRawPointer(main.greeting))
    onboarding.attach(main.overlay)
    // The inline tip greet-tip shows in the window's TipView, when its rule holds.
    onboarding.add(main.tipView)
    onboarding.setParameter("canGreet", to: .bool(true))
    return main.window
}
// Unbuffered, so each line arrives as it happens, also into a pipe or file.
onboarding.onOutcome = { outcome in FileHandle.standardOutput.write(Data("onboarding: \(outcome)\n".utf8)) }

hello_on_activate(app) { _, _ in MainActor.assumeIsolated { onboarding.start() } }
exit(hello_run(app, CommandLine.argc, CommandLine.unsafeArgv))
