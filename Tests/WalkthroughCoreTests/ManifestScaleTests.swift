import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// Large but legal manifests load whole, positions included. How long it takes
/// (10,000 pages should open in under a second) belongs to the bench,
/// which measures a release build on a quiet machine: no wall-clock limit here.
@Suite struct ManifestScaleTests {
    @Test("A 10,000-page manifest parses and validates, with positions to its last page")
    func tenThousandPages() throws {
        let fixture = try ManifestFixture()
        let page: (Int) -> String = { index in
            "{\"id\": \"p\(index)\", \"image\": \"tour/welcome.svg\", \"imageDescription\": \"Art.\", \"title\": \"Page \(index)\", "
                + "\"body\": \"Body text of page \(index), long enough to look like a real one.\"}"
        }
        let pages = (0..<10_000).map(page).joined(separator: ",\n")
        let text = "{\"id\": \"big\", \"title\": \"Big\", \"resources\": \"../resources\", \"pages\": [\n\(pages)\n]}"
        let manifest = try ManifestLoader.decode(Array(text.utf8), fileURL: fixture.manifestFile)
        #expect(manifest.pages.count == 10_000)
        #expect(manifest.position(of: "pages[9999].title")?.line == 10_001)
    }
}
