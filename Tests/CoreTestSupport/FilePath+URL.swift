import Foundation
import WalkthroughCore

// The tests make their folders and files with Foundation; the library takes
// its own FilePath (it carries no Foundation).
extension FilePath {
    /// The file at `url`'s path.
    package init(_ url: URL) { self.init(url.path) }
    /// The same file as a Foundation URL.
    package var url: URL { URL(fileURLWithPath: path) }
}
