import Foundation

/// The package's source folder, for the tests that read its files (the examples'
/// `.ui` file, scripts, the built binaries under `.build`).
package enum SourceTree {
    /// The folder holding `Package.swift`.
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
