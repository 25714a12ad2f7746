import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Follows the desktop's dark-style preference on GTK 4 without libadwaita,
/// the way libadwaita does.
///
/// Reads `color-scheme` from the Settings portal (`org.freedesktop.portal.Settings`
/// on the session bus) and applies every `SettingChanged`, so a switch shows at
/// once. Where no portal answers, GNOME's `org.gnome.desktop.interface
/// color-scheme` key is used, but only if that schema is installed (creating
/// GSettings for a missing schema aborts). The result goes to
/// `gtk-application-prefer-dark-theme` of the display's `GtkSettings`.
///
/// Everything is asynchronous: starting costs nothing before the first frame,
/// and the window may turn dark a moment after it appears.
@preconcurrency @MainActor
package final class ColorSchemeFollower {
    nonisolated(unsafe) private static var followers: [UnsafeMutableRawPointer: ColorSchemeFollower] = [:]

    /// The preference last read from the desktop.
    package private(set) var scheme: ColorScheme = .noPreference
    /// Where the preference comes from, once known.
    package private(set) var source: Source = .pending

    /// Where a follower reads the preference from.
    package enum Source: Equatable {
        /// The portal has not answered yet.
        case pending
        /// The Settings portal.
        case portal
        /// GNOME's GSettings key.
        case gsettings
        /// Neither is available: GTK's own setting stands.
        case none
    }

    private let settings: OpaquePointer
    private let appDefault: Bool
    private var connection: OpaquePointer?
    private var gsettings: UnsafeMutablePointer<GSettings>?

    /// Starts following for the default display (or `display`), once per
    /// display; later calls return the running follower. Nil without a display.
    @discardableResult
    package static func start(display: OpaquePointer? = nil) -> ColorSchemeFollower? {
        guard let display = display ?? gdk_display_get_default(),
              let settings = gtk_settings_get_for_display(display) else { return nil }
        let key = UnsafeMutableRawPointer(display)
        if let running = followers[key] { return running }
        let follower = ColorSchemeFollower(settings: settings)
        followers[key] = follower
        follower.connect()
        return follower
    }

    private init(settings: OpaquePointer) {
        self.settings = settings
        appDefault = wt_settings_get_prefer_dark(settings) != 0
    }

    private func connect() {
        DBus.sessionBus { [self] connection in
            guard let connection else { return useGSettings() }
            self.connection = connection
            // Subscribe before reading, so a change in between is not lost.
            DBus.subscribe(connection, sender: Portal.name, path: Portal.path, interface: Portal.interface,
                           member: "SettingChanged", arg0: Portal.namespace) { [weak self] parameters in
                self?.settingChanged(parameters)
            }
            read(method: "ReadOne")
        }
    }

    /// `ReadOne` (portal version 2) returns the value; older portals only
    /// have `Read`, which wraps it in one more variant.
    private func read(method: String) {
        guard let connection else { return }
        DBus.call(connection, destination: Portal.name, path: Portal.path, interface: Portal.interface,
                  method: method, parameters: Portal.keyArguments()) { [weak self] result in
            guard let self else { return }
            switch result {
            case let .success(reply):
                guard let value = Portal.uint32(in: reply) else { return self.useGSettings() }
                self.source = .portal
                self.apply(ColorScheme(portalValue: value))
            case let .failure(failure) where method == "ReadOne" && failure.name == "org.freedesktop.DBus.Error.UnknownMethod":
                self.read(method: "Read")
            case .failure:
                self.useGSettings()
            }
        }
    }

    private func settingChanged(_ parameters: OpaquePointer) {
        guard g_variant_n_children(parameters) == 3 else { return }
        guard let key = g_variant_get_child_value(parameters, 1) else { return }
        defer { g_variant_unref(key) }
        guard let name = g_variant_get_string(key, nil), String(cString: name) == Portal.key,
              let value = g_variant_get_child_value(parameters, 2) else { return }
        defer { g_variant_unref(value) }
        guard let number = Portal.uint32(in: value) else { return }
        source = .portal
        apply(ColorScheme(portalValue: number))
    }

    private func useGSettings() {
        guard gsettings == nil, source != .portal else { return }
        guard let schemas = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(schemas, GNOMEInterface.schema, 1) else {
            source = .none
            return
        }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, GNOMEInterface.key) != 0,
              let gsettings = g_settings_new_full(schema, nil, nil) else {
            source = .none
            return
        }
        self.gsettings = gsettings
        source = .gsettings
        Signal.connectPointer(GPointer.raw(gsettings), .changed(GNOMEInterface.key)) { [weak self] _ in
            self?.readGSettings()
        }
        readGSettings()
    }

    private func readGSettings() {
        guard let gsettings, let nick = g_settings_get_string(gsettings, GNOMEInterface.key) else { return }
        defer { g_free(nick) }
        apply(ColorScheme(settingsNick: String(cString: nick)))
    }

    private func apply(_ scheme: ColorScheme) {
        self.scheme = scheme
        let dark: gboolean = scheme.prefersDark(otherwise: appDefault) ? 1 : 0
        if wt_settings_get_prefer_dark(settings) != dark {
            wt_settings_set_prefer_dark(settings, dark)
        }
    }
}

/// Names and value handling of the Settings portal.
private enum Portal {
    static let name = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    static let namespace = "org.freedesktop.appearance"
    static let key = "color-scheme"

    /// The `(ss)` arguments of `Read`/`ReadOne`, floating.
    static func keyArguments() -> OpaquePointer? {
        var children: [OpaquePointer?] = [g_variant_new_string(namespace), g_variant_new_string(key)]
        return g_variant_new_tuple(&children, 2)
    }

    /// The `u` inside a reply `(v)`, a `v`, or variants nested in variants.
    static func uint32(in value: OpaquePointer) -> UInt32? {
        let type = String(cString: g_variant_get_type_string(value))
        switch type {
        case "u":
            return g_variant_get_uint32(value)
        case "v", "(v)":
            let inner = type == "v" ? g_variant_get_variant(value) : g_variant_get_child_value(value, 0)
            guard let inner else { return nil }
            defer { g_variant_unref(inner) }
            return uint32(in: inner)
        default:
            return nil
        }
    }
}

/// GNOME's interface settings, used where no portal answers.
private enum GNOMEInterface {
    static let schema = "org.gnome.desktop.interface"
    static let key = "color-scheme"
}
