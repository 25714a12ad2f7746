// swift-tools-version:6.0
import PackageDescription

// The steady-state host in Swift (bench/README.md): host-window.c's window
// built twice, as a Swift app builds it, without the library and with it
// through the Swift API, which the bench compares.
let package = Package(
    name: "SwiftHost",
    dependencies: [
        .package(name: "Walkthrough", path: "../.."),
    ],
    targets: [
        .systemLibrary(name: "CHostGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // Without the library.
        .executableTarget(name: "swift-host", dependencies: ["CHostGtk"], path: "Sources/SwiftHost"),
        // The same window made through Onboarding's onOpenMainWindow, its content in an attached CoachMarkOverlay.
        .executableTarget(
            name: "swift-host-walkthrough",
            dependencies: [
                "CHostGtk",
                .product(name: "WalkthroughCore", package: "Walkthrough"),
                .product(name: "WalkthroughUI", package: "Walkthrough"),
            ],
            path: "Sources/SwiftHostWalkthrough"
        ),
    ]
)
