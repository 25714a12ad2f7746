// swift-tools-version:6.0
import PackageDescription

// A small app outside the library: it depends on Walkthrough by path, as an
// app in its own repository would depend on it by URL.
let package = Package(
    name: "Hello",
    dependencies: [
        .package(name: "Walkthrough", path: "../.."),
    ],
    targets: [
        // The app's own GTK calls: its own module map, not the library's.
        .systemLibrary(name: "CHelloGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .executableTarget(
            name: "hello",
            dependencies: [
                "CHelloGtk",
                .product(name: "WalkthroughCore", package: "Walkthrough"),
                .product(name: "WalkthroughUI", package: "Walkthrough"),
            ],
            path: "Sources/Hello",
            // The tour manifest and its images, shipped beside the binary.
            resources: [.copy("Tour")]
        ),
    ]
)
