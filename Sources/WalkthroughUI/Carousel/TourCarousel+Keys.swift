import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

extension TourCarousel {
    /// Arrow keys, Page Up/Down, Home/End and Esc, caught before focus
    /// navigation so they always turn pages (mirrored in right-to-left locales).
    func addKeyController() {
        let keys: OpaquePointer = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKey(GPointer.raw(keys), "key-pressed") { [weak self] keyval, _, modifiers in
            guard let self else { return false }
            let relevant = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_SUPER_MASK.rawValue
            guard modifiers.rawValue & relevant == 0, let key = Self.navigationKey(keyval) else { return false }
            let rtl = gtk_widget_get_direction(GPointer.widget(self.window)) == GTK_TEXT_DIR_RTL
            self.send(KeyNavigation.event(for: key, rightToLeft: rtl))
            return true
        }
        gtk_widget_add_controller(GPointer.widget(window), keys)
    }

    private static func navigationKey(_ keyval: UInt32) -> NavigationKey? {
        switch Int32(keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_Escape: return .escape
        default: return nil
        }
    }
}
