import Testing
import WalkthroughCore

/// The off switch: which sources turn onboarding off, in which order, and
/// what a flow switched off does (nothing by itself, nothing recorded, what
/// the person asks for still shows).
@Suite struct OnboardingSwitchTests {
    private let app = "org.example.App"

    private func reason(environment: [String: String] = [:], files: [(String, String)] = [], commandLine: String? = nil,
                        appEnabled: Bool = true) -> OnboardingSwitch.Reason? {
        OnboardingSwitch.reason(appID: app, environment: environment, fileContents: files.map { (path: $0.0, text: $0.1) },
                                commandLine: { commandLine }, appEnabled: appEnabled)
    }

    @Test("WALKTHROUGH_DISABLE turns every app off with 1 or *, or the apps it lists")
    func environment() {
        #expect(reason(environment: ["WALKTHROUGH_DISABLE": "1"]) == .environment)
        #expect(reason(environment: ["WALKTHROUGH_DISABLE": "*"]) == .environment)
        #expect(reason(environment: ["WALKTHROUGH_DISABLE": "org.other.App, org.example.App"]) == .environment)
        #expect(reason(environment: ["WALKTHROUGH_DISABLE": "org.other.App"]) == nil)
        #expect(reason(environment: ["WALKTHROUGH_DISABLE": ""]) == nil)
        #expect(reason(environment: ["WALKTHROUGH_DISABLE": "0"]) == nil)
    }

    @Test("A walkthrough/disable file names the app or every app, one per line, with comments")
    func files() {
        #expect(reason(files: [("/etc/xdg/walkthrough/disable", "# kiosk\norg.example.App\n")]) == .file("/etc/xdg/walkthrough/disable"))
        #expect(reason(files: [("/a", "org.other.App\n"), ("/b", " * # all of them\n")]) == .file("/b"))
        #expect(reason(files: [("/a", "org.example.AppX\n#org.example.App\n")]) == nil)
    }

    @Test("live-session turns onboarding off only when the kernel says this is a live session")
    func liveSession() {
        let file = ("/etc/xdg/walkthrough/disable", "live-session\n")
        #expect(reason(files: [file], commandLine: "BOOT_IMAGE=/vmlinuz rd.live.image quiet") == .liveSession(file.0))
        #expect(reason(files: [file], commandLine: "boot=live components") == .liveSession(file.0))
        #expect(reason(files: [file], commandLine: "BOOT_IMAGE=/vmlinuz root=/dev/sda1") == nil)
        #expect(reason(files: [file], commandLine: nil) == nil)
        var asked = false
        _ = OnboardingSwitch.reason(appID: app, environment: [:], fileContents: [], commandLine: { asked = true; return nil }, appEnabled: true)
        #expect(!asked, "the kernel command line is read only when a file asks about live sessions")
    }

    @Test("The environment comes first, then the files, then the app's own setting")
    func order() {
        #expect(reason(environment: ["WALKTHROUGH_DISABLE": "1"], files: [("/a", "*")], appEnabled: false) == .environment)
        #expect(reason(files: [("/a", "*")], appEnabled: false) == .file("/a"))
        #expect(reason(appEnabled: false) == .app)
        #expect(reason() == nil)
    }

    @Test("The files are walkthrough/disable in each absolute folder of XDG_CONFIG_DIRS, /etc/xdg by default")
    func filePaths() {
        #expect(OnboardingSwitch.files(environment: [:]).map(\.path) == ["/etc/xdg/walkthrough/disable"])
        #expect(OnboardingSwitch.files(environment: ["XDG_CONFIG_DIRS": ""]).map(\.path) == ["/etc/xdg/walkthrough/disable"])
        #expect(OnboardingSwitch.files(environment: ["XDG_CONFIG_DIRS": "/usr/local/etc/xdg:relative:/etc/xdg"]).map(\.path)
            == ["/usr/local/etc/xdg/walkthrough/disable", "/etc/xdg/walkthrough/disable"])
    }

    // MARK: - A flow switched off

    private var manifest: TourManifest {
        let root = FilePath("/tour")
        let page = TourPage(id: "a", image: root.appendingPathComponent("a.svg"), title: "A", body: "A")
        let tips = TipSequence(id: "main-tips", window: "main", tips: [Tip(id: "t", content: .card(title: "T", body: "B", narrowBody: nil))])
        return TourManifest(id: "welcome", title: "Welcome", pages: [page], tipSequences: [tips], fileURL: root, resourceRoot: root)
    }

    @Test("Switched off, a first launch opens the main window, shows no coach mark and records nothing")
    func offLaunch() {
        var flow = OnboardingFlow(version: Version(1, 0), manifest: manifest)
        flow.isSwitchedOff = true
        #expect(flow.send(.launched(stored: .missing, showWholeTour: false)) == [.openMainWindow])
        #expect(flow.send(.windowReady("main", seen: [])) == [])
        #expect(flow.blocksFeatureTips(in: "main", overlayShowsCoachMark: false))
    }

    @Test("Switched off, Show Tour and Show Tips still show, and their ends record nothing")
    func offRequests() {
        var flow = OnboardingFlow(version: Version(1, 0), manifest: manifest)
        flow.isSwitchedOff = true
        _ = flow.send(.launched(stored: .missing, showWholeTour: false))
        _ = flow.send(.windowReady("main", seen: []))
        #expect(flow.send(.showTourRequested) == [.openMainWindow, .presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome,
                                                                                overMainWindow: true)])
        #expect(flow.send(.tourEnded(.skipped)) == [.openMainWindow])
        let shown = flow.send(.showTipsRequested(window: "main"))
        #expect(shown.count == 1)
        #expect(flow.send(.coachMarkEnded(id: "main-tips")) == [])
    }

    @Test("Switched on again, the next launch shows what is due: nothing was recorded meanwhile")
    func onAgain() {
        var flow = OnboardingFlow(version: Version(1, 0), manifest: manifest)
        #expect(flow.send(.launched(stored: .missing, showWholeTour: false))
            == [.presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: false)])
    }
}
