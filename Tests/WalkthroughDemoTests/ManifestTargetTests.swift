import Foundation
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The bundled manifest against the app's real windows.
final class ManifestTargetTests: XCTestCase {
    func testTheWelcomeManifestOnlyPointsAtControlsTheMainWindowHas() throws {
        let manifest = try ManifestLoader.load(from: ResourceLocator.standard().data.appendingPathComponent("welcome.json"))
        XCTAssertGreaterThanOrEqual(manifest.pages.count, 4)
        XCTAssertFalse(manifest.tipSequences.isEmpty)
        XCTAssertFalse(manifest.guides.isEmpty)
        XCTAssertEqual(TargetValidator.validate(manifest, against: MainWindow.ui), [])
    }
}
