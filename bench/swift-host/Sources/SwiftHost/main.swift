import CHostGtk
import Glibc

// The Swift host without the library: host-window.c's plain window.
guard let app = gtk_application_new("dev.walkthrough.BenchSwift", G_APPLICATION_NON_UNIQUE) else { exit(1) }
host_on_activate(app) { _, _ in MainActor.assumeIsolated { gtk_window_present(host_window(app, gtk_label_new("Hello"))) } }
exit(host_run(app, CommandLine.argc, CommandLine.unsafeArgv))
