/// Maps navigation keys to carousel events, mirroring for right-to-left text.
package enum KeyNavigation {
    /// The event for `key`.
    ///
    /// Left and Right follow the reading direction, so they swap in right-to-left locales.
    /// Page Up/Down and Home/End name logical positions and are never mirrored.
    /// Escape skips the tour.
    package static func event(for key: NavigationKey, rightToLeft: Bool) -> CarouselEvent {
        switch key {
        case .left: rightToLeft ? .nextRequested : .previousRequested
        case .right: rightToLeft ? .previousRequested : .nextRequested
        case .pageUp: .previousRequested
        case .pageDown: .nextRequested
        case .home: .firstRequested
        case .end: .lastRequested
        case .escape: .skipRequested
        }
    }
}
