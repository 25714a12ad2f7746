/// The demo app's one entry point in `libwalkthrough-1.so.0` (README: Installing).
///
/// meson builds the app's code into the library (`build-library --demo`), and the
/// installed `bin/walkthrough` is the few lines of `demo/walkthrough.c` that call
/// this, so the install holds one copy of our code and of the Swift runtime, not
/// two. The name starts with `_wt_` and is in neither `walkthrough.h` nor the GIR:
/// it is private to the app. `Sources/CWalkthrough/exports.map` exports it.
/// Returns the command's exit status (`CommandLineRunner.run`).
@_cdecl("_wt_demo_main")
public func _wtDemoMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    // The C program's own arguments: the Swift runtime's CommandLine belongs to the
    // process, which may have been started through anything.
    let arguments = (0..<Int(max(argc, 0))).map { index in argv?[index].map { String(cString: $0) } ?? "" }
    return CommandLineRunner.run(arguments: arguments)
}
