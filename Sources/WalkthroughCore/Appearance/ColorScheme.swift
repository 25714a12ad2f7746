/// The desktop's light/dark preference, as the Settings portal
/// (`org.freedesktop.appearance color-scheme`) and GNOME's
/// `org.gnome.desktop.interface color-scheme` key express it.
package enum ColorScheme: Equatable, Sendable {
    /// The desktop states no preference: the app's own choice stands.
    case noPreference
    /// The desktop prefers dark windows.
    case preferDark
    /// The desktop prefers light windows.
    case preferLight

    /// The portal's number: 0 no preference, 1 prefer dark, 2 prefer light;
    /// anything else (a newer portal's value) counts as no preference.
    package init(portalValue: UInt32) {
        switch portalValue {
        case 1: self = .preferDark
        case 2: self = .preferLight
        default: self = .noPreference
        }
    }

    /// GNOME's key, by nick: `default`, `prefer-dark`, `prefer-light`.
    package init(settingsNick: String) {
        switch settingsNick {
        case "prefer-dark": self = .preferDark
        case "prefer-light": self = .preferLight
        default: self = .noPreference
        }
    }

    /// Whether GTK should use its dark variant; `fallback` is what the app's
    /// own settings asked for before the desktop was consulted.
    package func prefersDark(otherwise fallback: Bool) -> Bool {
        switch self {
        case .preferDark: true
        case .preferLight: false
        case .noPreference: fallback
        }
    }
}
