import Testing
import WalkthroughCore

@Suite struct CoachMarkInputTests {
    @Test("Only the overlay takes clicks: the titlebar and the rest of the window outside it do not")
    func pointer() {
        #expect(!CoachMarkInput.pointer(insideOverlay: true, onWindowFrame: false).isBlocked)
        #expect(CoachMarkInput.pointer(insideOverlay: false, onWindowFrame: false).isBlocked)
    }

    @Test("The window's edge and its close, minimise and maximise buttons keep working")
    func windowFrame() {
        #expect(!CoachMarkInput.pointer(insideOverlay: false, onWindowFrame: true).isBlocked)
    }

    @Test("The release of a dropped press is dropped too")
    func releaseOfBlockedPress() {
        #expect(CoachMarkInput.endOfBlockedPress.isBlocked)
    }

    @Test("Keys reach the callout, but not shortcuts or a focus outside the overlay")
    func keys() {
        #expect(!CoachMarkInput.key(focusInsideOverlay: true, isShortcut: false).isBlocked)
        #expect(CoachMarkInput.key(focusInsideOverlay: true, isShortcut: true).isBlocked)
        #expect(CoachMarkInput.key(focusInsideOverlay: false, isShortcut: false).isBlocked)
    }
}
