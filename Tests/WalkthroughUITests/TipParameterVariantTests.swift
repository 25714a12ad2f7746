import CWalkthroughGtk
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A tip parameter made into a `GVariant` (as the Swift API hands it to
/// `wt_onboarding_set_parameter`) reads back as the same parameter (as the
/// onboarding reads what C, Python or JavaScript give it).
final class TipParameterVariantTests: XCTestCase {
    func testEachKindOfParameterReadsBackAsItWasGiven() throws {
        let values: [TipParameterValue] = [.bool(true), .bool(false), .number(2.5), .number(-3), .number(0), .string(""), .string("Grüße")]
        for value in values {
            let variant = try XCTUnwrap(TipParameterVariant.variant(of: value))
            XCTAssertTrue(g_variant_is_floating(variant) != 0, "\(value) is floating, for the onboarding to sink")
            g_variant_ref_sink(variant)
            XCTAssertEqual(TipParameterVariant.value(of: variant), value)
            g_variant_unref(variant)
        }
    }
}
