/// A development build's version: an app's version string that orders
/// nowhere as a release (`dev`, `devel`, a build system's placeholder), which
/// authors run while they write their tour.
///
/// The rule: the welcome tour shows in full once for each distinct such
/// string, and that string is recorded when the tour ends, so an author sees
/// the tour on their first run of a development build, and again whenever
/// the string changes (a rebuild stamped with another one); coach marks not
/// seen show after it. Nothing is decided by order: there is none. Strings
/// that do order (`46.beta`, `1.0~rc1`, `1.4.0-12-gabc1234`) are versions and
/// follow the release rules. The one place that rule's strings are told apart.
package enum DevelopmentVersion {
    /// The longest development version string recorded.
    package static let maximumLength = 64

    /// The one line logged when an app runs as a development build.
    package static func note(_ text: String) -> String {
        tr("wt_onboarding_new: \"%s\" is not a version of a release; as a development build, the welcome tour shows once for each such version string",
           MessageText.safe(text))
    }

    /// Whether `text` can be recorded as a development version: 1 to
    /// ``maximumLength`` bytes of ASCII letters, digits and `.+~:_-`, and no
    /// release version. Anything else (a stray file's content) stays unreadable state.
    package static func isValid(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= maximumLength && Version(text) == nil
            && text.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || Array(".+~:_-".utf8).contains(byte)
            }
    }
}
