import Foundation
import Testing
import WalkthroughCore

/// Large but legal manifests load in time linear in their size: no quadratic parsing or
/// position bookkeeping (issue 9 wants 10,000 pages open in under a second; this debug-build
/// test only guards against a blow-up, about 0.8 s here).
@Suite struct ManifestScaleTests {
    @Test("A 10,000-page manifest parses and validates without a quadratic blow-up")
    func tenThousandPages() throws {
        let fixture = try ManifestFixture()
        let page: (Int) -> String = { index in
            "{\"id\": \"p\(index)\", \"image\": \"tour/welcome.svg\", \"imageDescription\": \"Art.\", \"title\": \"Page \(index)\", "
                + "\"body\": \"Body text of page \(index), long enough to look like a real one.\"}"
        }
        let pages = (0..<10_000).map(page).joined(separator: ",\n")
        let text = "{\"id\": \"big\", \"title\": \"Big\", \"resources\": \"../resources\", \"pages\": [\n\(pages)\n]}"
        let started = ContinuousClock.now
        let manifest = try ManifestLoader.decode(Array(text.utf8), fileURL: fixture.manifestURL)
        let elapsed = ContinuousClock.now - started
        #expect(manifest.pages.count == 10_000)
        #expect(manifest.position(of: "pages[9999].title")?.line == 10_001)
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }
}
