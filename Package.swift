// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Walkthrough",
    products: [
        .library(name: "WalkthroughCore", targets: ["WalkthroughCore"]),
        .library(name: "WalkthroughUI", targets: ["WalkthroughUI"]),
        // The C API (libwalkthrough-1.so) for every GTK language; meson builds
        // it through `meson-wrapper.sh build-library`, which links the Swift
        // runtime in and exports only `wt_` symbols.
        .library(name: "walkthrough-1", type: .dynamic, targets: ["WalkthroughUI"]),
        // The same library with the demo app's code in it behind `_wt_demo_main`,
        // which the installed `walkthrough` (demo/walkthrough.c) calls: one copy of
        // the code on disk (meson's -Ddemo=true, the default).
        .library(name: "walkthrough-1-demo", type: .dynamic, targets: ["WalkthroughUI", "WalkthroughApp"]),
        .executable(name: "walkthrough", targets: ["walkthrough"]),
    ],
    targets: [
        // GTK 4 through a module map and a small shim header (the C API's sources
        // are the CWalkthrough target below).
        .systemLibrary(
            name: "CWalkthroughGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The C API's GObject types (WtTour, WtOnboarding, WtCoachMarkOverlay, WtTipView), whose
        // state and logic are WalkthroughUI's; include/walkthrough.h is the header apps include.
        // walkthrough-version.h and wt-enums.{h,c} are meson's generated files, kept here
        // because SwiftPM cannot generate them (meson.build beside them checks the copies).
        // libpng (GdkPixbuf's own PNG library) decodes PNGs row by row to the size shown (wt-png.c).
        .target(
            name: "CWalkthrough",
            dependencies: ["CWalkthroughGtk"],
            exclude: ["meson.build", "walkthrough-version.h.in", "exports.map", "library.order"],
            // The library's own sources include the headers walkthrough.h gathers.
            cSettings: [.define("WALKTHROUGH_COMPILATION")],
            linkerSettings: [.linkedLibrary("png16")]
        ),
        // Pure, display-free core: tour model, manifests, versions, first-run rules, state machines.
        .target(name: "WalkthroughCore"),
        // GObject mechanics wrapped once: ownership, signals, sources, main-actor bridge.
        .target(
            name: "GObjectKit",
            dependencies: ["CWalkthroughGtk"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The GTK layer of the library: carousel, tips, spotlight; renders core state.
        .target(
            name: "WalkthroughUI",
            dependencies: ["WalkthroughCore", "GObjectKit", "CWalkthroughGtk", "CWalkthrough"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Tools for tour authors: checking a tour against an app's .ui files (with
        // its own XML scanner), offscreen renders and a live preview. The demo app
        // uses them; an app that embeds the onboarding does not need them.
        .target(
            name: "WalkthroughAuthoring",
            dependencies: ["WalkthroughCore", "WalkthroughUI", "GObjectKit", "CWalkthroughGtk"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The demo app's command line, windows and actions, as a library so UI tests drive the real thing.
        .target(
            name: "WalkthroughApp",
            dependencies: ["WalkthroughCore", "WalkthroughUI", "WalkthroughAuthoring", "GObjectKit", "CWalkthroughGtk"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["ProjectVersion"]
        ),
        // Generates the app's version from VERSION, the file meson's project() reads too.
        .plugin(name: "ProjectVersion", capability: .buildTool()),
        // The `walkthrough` executable: parses the command line and runs the app.
        .executableTarget(
            name: "walkthrough",
            dependencies: ["WalkthroughApp", "WalkthroughCore", "GObjectKit", "CWalkthroughGtk"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // What the display-free tests share: temporary folders, a valid manifest
        // to break, image and catalogue bytes made by hand.
        .target(name: "CoreTestSupport", dependencies: ["WalkthroughCore"], path: "Tests/CoreTestSupport"),
        // Display-free tests of the core, on the core alone.
        .testTarget(name: "WalkthroughCoreTests", dependencies: ["WalkthroughCore", "CoreTestSupport"]),
        // Display-free tests of the demo app's command line and the authoring tools.
        .testTarget(
            name: "WalkthroughAppTests",
            dependencies: ["WalkthroughCore", "WalkthroughAuthoring", "WalkthroughApp", "GObjectKit", "CoreTestSupport"]
        ),
        // The library's fixture app, shaped as real GTK apps are: the UI tests drive it
        // in their own process, and as walkthrough-fixture in another (no XCTest here).
        .target(
            name: "LibraryFixtures",
            dependencies: ["WalkthroughCore", "WalkthroughUI", "GObjectKit", "CWalkthroughGtk"],
            path: "Tests/LibraryFixtures",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "walkthrough-fixture",
            dependencies: ["LibraryFixtures", "WalkthroughUI", "GObjectKit", "CWalkthroughGtk"],
            path: "Tests/FixtureExecutable",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // What the UI tests share: GtkTestCase, the library's fixture apps and tours,
        // waiting on the main loop, child processes, xdotool, AT-SPI, pixels.
        .target(
            name: "UITestSupport",
            dependencies: ["LibraryFixtures", "WalkthroughCore", "WalkthroughUI", "GObjectKit", "CWalkthroughGtk"],
            path: "Tests/UITestSupport",
            exclude: ["Scripts"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The library's GTK tests, on fixture apps and windows of the tests' own.
        .testTarget(
            name: "WalkthroughUITests",
            dependencies: ["UITestSupport", "WalkthroughCore", "WalkthroughUI", "WalkthroughAuthoring", "GObjectKit", "CWalkthroughGtk"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The demo app's tests: its command line, windows, shipped tour and translations.
        .testTarget(
            name: "WalkthroughDemoTests",
            dependencies: ["UITestSupport", "WalkthroughApp", "WalkthroughCore", "WalkthroughUI", "WalkthroughAuthoring", "GObjectKit", "CWalkthroughGtk"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
