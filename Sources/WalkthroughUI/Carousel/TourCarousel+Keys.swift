import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

extension TourCarousel {
    /// Arrow keys, Page Up/Down, Home/End and Esc, caught before focus
    /// navigation so they always turn pages (mirrored in right-to-left locales),
    /// except on a focused page dot, where arrows, Home, End, Enter and Space
    /// work the dots (``PageDotFocus``); and Tab, which stops at one dot only.
    /// Returns the controller, added to the window.
    func addKeyController() -> OpaquePointer {
        let keys: OpaquePointer = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKey(GPointer.raw(keys), .keyPressed) { [weak self] keyval, _, modifiers in
            guard let self else { return false }
            // Any key is the person acting on the tour: the next page gets ready.
            self.personActed()
            let rtl = self.isRightToLeft
            let shift = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
            let others = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
            guard modifiers.rawValue & others == 0 else { return false }
            if Self.isTab(keyval) {
                self.moveFocusPastDots(forward: !shift && Int32(keyval) != GDK_KEY_ISO_Left_Tab)
                return true
            }
            guard !shift else { return false }
            if self.dots.hasFocus, let key = Self.dotKey(keyval) {
                self.dots.press(key, rightToLeft: rtl)
                return true
            }
            guard let key = Self.navigationKey(keyval) else { return false }
            self.send(KeyNavigation.event(for: key, rightToLeft: rtl))
            return true
        }
        gtk_widget_add_controller(GPointer.widget(window), keys)
        return keys
    }

    /// Moves focus as Tab does, but the dots other than the current page's
    /// are left out of the chain for this one move (roving tab stop); they stay
    /// focusable for arrows and clicks.
    private func moveFocusPastDots(forward: Bool) {
        let skipped = dots.buttons.filter { $0 != dots.tabStop && gtk_widget_has_focus($0) == 0 }
        for dot in skipped { gtk_widget_set_focusable(dot, 0) }
        let direction = forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD
        let root = GPointer.widget(window)
        // As GtkWindow's own Tab: past the last widget, start again from the first.
        if gtk_widget_child_focus(root, direction) == 0 {
            gtk_window_set_focus(window, nil)
            _ = gtk_widget_child_focus(root, direction)
        }
        for dot in skipped { gtk_widget_set_focusable(dot, 1) }
    }

    private static func isTab(_ keyval: UInt32) -> Bool {
        [GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab].contains(Int32(keyval))
    }

    private static func dotKey(_ keyval: UInt32) -> DotKey? {
        switch Int32(keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space, GDK_KEY_KP_Space: return .activate
        default: return nil
        }
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
