import Foundation
import Testing
import WalkthroughCore

@Suite struct ConfigLocationTests {
    @Test("An absolute XDG_CONFIG_HOME wins over HOME")
    func absoluteXDG() {
        let url = ConfigLocation.configHome(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/ann"])
        #expect(url?.path == "/x/conf")
    }

    @Test("A relative XDG_CONFIG_HOME is ignored, as the XDG spec requires")
    func relativeXDGIgnored() {
        let url = ConfigLocation.configHome(environment: ["XDG_CONFIG_HOME": "conf", "HOME": "/home/ann"])
        #expect(url?.path == "/home/ann/.config")
    }

    @Test("An empty XDG_CONFIG_HOME falls back to HOME/.config")
    func emptyXDG() {
        let url = ConfigLocation.configHome(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/ann"])
        #expect(url?.path == "/home/ann/.config")
    }

    @Test("Without XDG_CONFIG_HOME or HOME there is no config home")
    func neither() {
        #expect(ConfigLocation.configHome(environment: [:]) == nil)
        #expect(ConfigLocation.configHome(environment: ["XDG_CONFIG_HOME": "rel", "HOME": ""]) == nil)
    }

    @Test("The app folder is named after the app id")
    func appDirectory() {
        #expect(ConfigLocation.appDirectory(appID: "org.example.App", environment: ["HOME": "/home/ann"])?.path
            == "/home/ann/.config/org.example.App")
        #expect(ConfigLocation.appDirectory(appID: "org.example.App", environment: ["XDG_CONFIG_HOME": "/c"])?.path
            == "/c/org.example.App")
        #expect(ConfigLocation.appDirectory(appID: "org.example.App", environment: [:]) == nil)
    }
}
