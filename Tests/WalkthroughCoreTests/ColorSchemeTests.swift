import Testing
import WalkthroughCore

@Suite struct ColorSchemeTests {
    @Test("The portal's numbers: 1 is dark, 2 is light, anything else no preference")
    func portalValues() {
        #expect(ColorScheme(portalValue: 0) == .noPreference)
        #expect(ColorScheme(portalValue: 1) == .preferDark)
        #expect(ColorScheme(portalValue: 2) == .preferLight)
        #expect(ColorScheme(portalValue: 7) == .noPreference)
    }

    @Test("GNOME's key by nick")
    func settingsNicks() {
        #expect(ColorScheme(settingsNick: "default") == .noPreference)
        #expect(ColorScheme(settingsNick: "prefer-dark") == .preferDark)
        #expect(ColorScheme(settingsNick: "prefer-light") == .preferLight)
    }

    @Test("No preference keeps the app's own setting; a preference overrides it")
    func darkDecision() {
        #expect(ColorScheme.noPreference.prefersDark(otherwise: true))
        #expect(!ColorScheme.noPreference.prefersDark(otherwise: false))
        #expect(ColorScheme.preferDark.prefersDark(otherwise: false))
        #expect(!ColorScheme.preferLight.prefersDark(otherwise: true))
    }
}
