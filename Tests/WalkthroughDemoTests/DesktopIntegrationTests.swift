import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughApp
import WalkthroughCore
import WalkthroughUI
import XCTest

/// What the desktop expects of an app: an About dialog that names the
/// project, and a window that follows the desktop's dark style.
final class DesktopIntegrationTests: DemoTestCase {
    func testAboutNamesTheWebsiteCopyrightLicenseAndDevelopers() throws {
        let app = makeApp()
        launch(app)
        g_action_group_activate_action(OpaquePointer(app.application), "about", nil)
        var about: OpaquePointer?
        waitFor("the About dialog shows") {
            about = Self.toplevels().first { GPointer.isInstance(GPointer.raw($0), of: gtk_about_dialog_get_type()) }
                .map { OpaquePointer($0) }
            return about != nil
        }
        let dialog = try XCTUnwrap(about)
        XCTAssertEqual(String(cString: gtk_about_dialog_get_website(dialog)), "https://github.com/walkthrough-dev/walkthrough")
        XCTAssertTrue(String(cString: gtk_about_dialog_get_copyright(dialog)).contains("The Walkthrough Developers"))
        XCTAssertEqual(gtk_about_dialog_get_license_type(dialog), GTK_LICENSE_MIT_X11)
        XCTAssertEqual(String(cString: gtk_about_dialog_get_version(dialog)), AppConfiguration.version.description)
        let authors = try XCTUnwrap(gtk_about_dialog_get_authors(dialog))
        XCTAssertEqual(authors[0].map { String(cString: $0) }, "The Walkthrough Developers")
    }

    /// The test's session bus has no Settings portal, so GNOME's key decides
    /// (GSETTINGS_BACKEND=memory keeps the change inside this process).
    func testWithoutAPortalGNOMEsColorSchemeKeyIsFollowedLive() throws {
        let display = try XCTUnwrap(gdk_display_get_default())
        let follower = try XCTUnwrap(ColorSchemeFollower.start())
        XCTAssertTrue(ColorSchemeFollower.start(display: display) === follower, "one follower per display")
        waitFor("the follower knows its source") { follower.source != .pending }
        try needs(follower.source == .gsettings, "the org.gnome.desktop.interface schema is not installed")
        let gtkSettings = try XCTUnwrap(gtk_settings_get_for_display(display))
        let appDefault = wt_settings_get_prefer_dark(gtkSettings)
        let gnome = try XCTUnwrap(g_settings_new("org.gnome.desktop.interface"))
        defer {
            g_settings_reset(gnome, "color-scheme")
            MainLoop.drainPending()
            g_object_unref(GPointer.raw(gnome))
        }
        g_settings_set_string(gnome, "color-scheme", "prefer-dark")
        waitFor("GTK prefers dark") { wt_settings_get_prefer_dark(gtkSettings) != 0 }
        XCTAssertEqual(follower.scheme, .preferDark)
        g_settings_set_string(gnome, "color-scheme", "prefer-light")
        waitFor("GTK prefers light") { wt_settings_get_prefer_dark(gtkSettings) == 0 }
        g_settings_set_string(gnome, "color-scheme", "default")
        waitFor("the app's own choice is back") { wt_settings_get_prefer_dark(gtkSettings) == appDefault }
    }
}
