import CHostGtk
import Glibc
import WalkthroughCore
import WalkthroughUI

// The Swift host with the library: the same window, made when the onboarding
// asks for it, its content in an attached CoachMarkOverlay; the tour (argv[1])
// already seen, as the bench's config folder says.
guard let app = gtk_application_new("dev.walkthrough.BenchSwift", G_APPLICATION_NON_UNIQUE), CommandLine.arguments.count > 1 else { exit(1) }
let onboarding = Onboarding(application: OpaquePointer(app), version: Version(1, 0), manifestFile: CommandLine.arguments[1])
onboarding.onOpenMainWindow = {
    let overlay = CoachMarkOverlay()
    overlay.child = OpaquePointer(gtk_label_new("Hello"))
    let window = host_window(app, UnsafeMutablePointer<GtkWidget>(overlay.widget))
    onboarding.attach(overlay)
    return OpaquePointer(window)
}
host_on_activate(app) { _, _ in MainActor.assumeIsolated { onboarding.start() } }
exit(host_run(app, CommandLine.argc, CommandLine.unsafeArgv))
