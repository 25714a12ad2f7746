import Testing
@testable import WalkthroughCore

@Suite struct TourChromeTests {
    @Test("Without libadwaita the tour keeps GTK's header bar and the library's filled buttons")
    func gtkHost() {
        let chrome = TourChrome(hostUsesLibadwaita: false)
        #expect(chrome == .gtk)
        #expect(!chrome.isHeaderBarFlat)
        #expect(TourChrome.Button.allCases.allSatisfy { !chrome.isFlat($0) })
    }

    @Test("Next to libadwaita: a flat top bar, Skip and Back flat, Next still the filled suggested action")
    func libadwaitaHost() {
        let chrome = TourChrome(hostUsesLibadwaita: true)
        #expect(chrome == .libadwaita)
        #expect(chrome.isHeaderBarFlat)
        #expect(chrome.isFlat(.skip))
        #expect(chrome.isFlat(.back))
        #expect(!chrome.isFlat(.next))
    }
}
