import CWalkthroughGtk
import Foundation
import GObjectKit
import WalkthroughCore

/// WCAG 2.x contrast, computed from pixels.
package enum Contrast {
    /// Relative luminance of an sRGB colour (0–255 channels), as WCAG defines it.
    package static func luminance(_ color: (r: Int, g: Int, b: Int)) -> Double {
        func linear(_ channel: Int) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b)
    }

    /// The contrast ratio of two colours, 1 to 21.
    package static func ratio(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int)) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}

extension WindowSnapshot {
    /// The contrast of text in a rectangle: its background is the most common
    /// colour there, its ink the pixel that differs most from it. Glyph stems
    /// are drawn in the text's full colour (opacity included), anti-aliased
    /// edges only lower the figure, so this is the text's rendered contrast.
    package func textContrast(in rect: Rect) -> (ratio: Double, ink: (r: Int, g: Int, b: Int), background: (r: Int, g: Int, b: Int)) {
        let (x, y, width, height) = (Int(rect.x), Int(rect.y), Int(rect.width), Int(rect.height))
        let background = dominantColor(x: x, y: y, width: width, height: height)
        var best = (ratio: 1.0, ink: background)
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width) {
                let p = pixel(column, row)
                let ratio = Contrast.ratio((p.r, p.g, p.b), background)
                if ratio > best.ratio { best = (ratio, (p.r, p.g, p.b)) }
            }
        }
        return (best.ratio, best.ink, background)
    }

    /// Where `widget` is in a snapshot of `window`, which is drawn from the
    /// window's surface origin (its client-side margin included); nil while
    /// it is not mapped.
    package static func bounds(of widget: WidgetPointer, in window: WidgetPointer) -> Rect? {
        var rect = graphene_rect_t()
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_compute_bounds(widget, window, &rect) != 0, rect.size.width > 0,
              let native = gtk_widget_get_native(window) else { return nil }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        return Rect(x: surfaceX + Double(rect.origin.x), y: surfaceY + Double(rect.origin.y),
                    width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// The colour at a point, without alpha.
    package func color(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let p = pixel(x, y)
        return (p.r, p.g, p.b)
    }
}

/// The GTK theme of the whole process, switched for a test and put back.
package struct ThemeSwitch {
    /// The themes the contrast tests run in.
    package enum Theme: String, CaseIterable {
        case light = "Adwaita"
        case dark = "Adwaita:dark"
        case highContrast = "HighContrast"
    }

    private let settings: OpaquePointer
    private let themeName: String
    private let preferDark: gboolean

    package init?() {
        guard let settings = gtk_settings_get_default() else { return nil }
        self.settings = settings
        themeName = ObjectProperty.string(settings, "gtk-theme-name") ?? "Adwaita"
        preferDark = wt_settings_get_prefer_dark(settings)
    }

    /// Switches to `theme` (as `GTK_THEME` would name it).
    package func apply(_ theme: Theme) {
        let parts = theme.rawValue.split(separator: ":")
        ObjectProperty.set(settings, "gtk-theme-name", String(parts[0]))
        wt_settings_set_prefer_dark(settings, parts.count > 1 ? 1 : 0)
    }

    /// Puts back the theme found at creation.
    package func restore() {
        ObjectProperty.set(settings, "gtk-theme-name", themeName)
        wt_settings_set_prefer_dark(settings, preferDark)
    }
}
