import Foundation
import XCTest

/// What a test needs from the machine: a display, xdotool, python3-pyatspi, a
/// locale, libfaketime, the installed library and examples.
///
/// Run alone (`swift test`), a test whose need is missing is skipped, naming
/// it. Run by the test command (`./meson-wrapper.sh test`, which installs
/// every package and locale the tests need and sets
/// `WALKTHROUGH_TEST_COMMAND=1`), or on a CI machine (`CI` set to anything),
/// a missing need is a failure: a machine that lost a package must not turn
/// the suite green by skipping it. (Tests/Wayland/wayland-test.sh follows the
/// same rule for sway.)
package enum Requirement {
    /// The variable the test command sets.
    package static let variable = "WALKTHROUGH_TEST_COMMAND"

    /// The variable CI services set (to `true`, `1` or a name): any value enforces.
    package static let ciVariable = "CI"

    /// Whether every need must be met (the test command or CI runs the tests).
    package static var isEnforced: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment[variable] == "1" || !(environment[ciVariable] ?? "").isEmpty
    }

    /// A need missing where the test command runs: the test fails with it.
    package struct Missing: Error, CustomStringConvertible {
        package let description: String
    }

    /// The error to throw when `what` is missing: a skip, or under the test command or CI a failure.
    package static func missing(_ what: String) -> Error {
        isEnforced ? Missing(description: "the test command or CI provides this, but it is missing: \(what)") : XCTSkip(what)
    }
}

/// Goes on when `condition` holds; otherwise skips the test, or fails it under the test command or CI (``Requirement``).
package func needs(_ condition: @autoclosure () throws -> Bool, _ what: @autoclosure () -> String) throws {
    guard try !condition() else { return }
    throw Requirement.missing(what())
}
