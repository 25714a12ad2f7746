import Testing
import WalkthroughCore

@Suite struct KeyNavigationTests {
    @Test("In left-to-right, Right and Page Down go forward, Left and Page Up back")
    func leftToRight() {
        #expect(KeyNavigation.event(for: .right, rightToLeft: false) == .nextRequested)
        #expect(KeyNavigation.event(for: .left, rightToLeft: false) == .previousRequested)
        #expect(KeyNavigation.event(for: .pageDown, rightToLeft: false) == .nextRequested)
        #expect(KeyNavigation.event(for: .pageUp, rightToLeft: false) == .previousRequested)
    }

    @Test("In right-to-left, Left and Right swap but Page Up and Page Down do not")
    func rightToLeft() {
        #expect(KeyNavigation.event(for: .left, rightToLeft: true) == .nextRequested)
        #expect(KeyNavigation.event(for: .right, rightToLeft: true) == .previousRequested)
        #expect(KeyNavigation.event(for: .pageDown, rightToLeft: true) == .nextRequested)
        #expect(KeyNavigation.event(for: .pageUp, rightToLeft: true) == .previousRequested)
    }

    @Test("Home, End and Escape mean the same in both directions", arguments: [false, true])
    func unmirrored(rightToLeft: Bool) {
        #expect(KeyNavigation.event(for: .home, rightToLeft: rightToLeft) == .firstRequested)
        #expect(KeyNavigation.event(for: .end, rightToLeft: rightToLeft) == .lastRequested)
        #expect(KeyNavigation.event(for: .escape, rightToLeft: rightToLeft) == .skipRequested)
    }
}
