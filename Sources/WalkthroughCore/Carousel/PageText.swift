/// How much of a page's title and body is handed to the text layout.
///
/// Far more than these limits could never be read on a page anyway, and
/// Pango's cost grows faster than linearly with a long unbroken word (100,000
/// characters take seconds to lay out), so longer text is cut and ends in "…".
/// A long unbroken run also gets zero-width spaces, so Pango breaks it like
/// words instead of re-shaping the rest of the run for every line.
/// Manifests may cap lengths too; this keeps the carousel safe on its own.
package enum PageText {
    /// The most Unicode scalars of a title laid out (it shows two lines at most).
    package static let titleLimit = 200
    /// The most Unicode scalars of a body laid out (it scrolls within the page).
    package static let bodyLimit = 4_000

    /// Bodies longer than this (in Unicode scalars) scroll within their page;
    /// shorter ones, a few lines at the default size, are laid out as they are
    /// (a scrolled window per page costs memory and start-up time).
    package static let scrollingBodyLength = 300

    /// Whether `body` is long enough to scroll within its page.
    package static func bodyScrolls(_ body: String) -> Bool {
        body.unicodeScalars.count > scrollingBodyLength
    }

    /// Runs without a space longer than this get a break opportunity.
    package static let longestRun = 40

    /// `text`, cut to `limit` Unicode scalars plus "…" when longer, with a
    /// zero-width space after every ``longestRun`` scalars of an unbroken run.
    ///
    /// Counted in scalars rather than characters so that one character
    /// carrying thousands of combining marks is cut too.
    package static func shown(_ text: String, limit: Int) -> String {
        var result = String.UnicodeScalarView()
        var count = 0, run = 0
        for scalar in text.unicodeScalars {
            if count == max(0, limit) {
                result.append("…")
                break
            }
            if scalar.isWhiteSpace || scalar == "\u{200B}" {
                run = 0
            } else if run == longestRun {
                result.append("\u{200B}")
                run = 0
            }
            if !scalar.isWhiteSpace { run += 1 }
            result.append(scalar)
            count += 1
        }
        return String(result)
    }

    /// The title as laid out.
    package static func title(_ text: String) -> String { shown(text, limit: titleLimit) }

    /// The body as laid out.
    package static func body(_ text: String) -> String { shown(text, limit: bodyLimit) }
}
