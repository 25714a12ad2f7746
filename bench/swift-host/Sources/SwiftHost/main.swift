import CHostGtk
import Glibc

// The Swift host without the library: host-window.c's plain window.
guard let app = gtk_application_new("dev.walkthrough.BenchSwift", G_APPLICATION_NON_UNIQUE) else { exit(1) }
host_on_activate(app) { application, _ in
    guard let application else { return }
    let window = host_window(UnsafeMutableRawPointer(application).assumingMemoryBound(to: GtkApplication.self), gtk_label_new("Hello"))
    gtk_window_present(window)
}
exit(host_run(app, CommandLine.argc, CommandLine.unsafeArgv))
