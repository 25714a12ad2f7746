import CWalkthroughGtk

/// The stand-in drawn where an image cannot be shown: a rounded frame with a
/// small picture glyph, in the theme's text colour at low opacity, so it
/// suits light and dark themes alike.
enum ImagePlaceholder {
    /// Draws the placeholder centred in `width` × `height`.
    static func draw(_ cairo: OpaquePointer, width: Double, height: Double, color: GdkRGBA) {
        let side = max(24, min(width, height) * 0.6)
        let frameWidth = min(width - 8, side * 1.4), frameHeight = min(height - 8, side)
        guard frameWidth > 0, frameHeight > 0 else { return }
        let x = (width - frameWidth) / 2, y = (height - frameHeight) / 2
        cairo_save(cairo)
        roundedRectangle(cairo, x: x, y: y, width: frameWidth, height: frameHeight, radius: min(12, frameHeight / 6))
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * 0.08)
        cairo_fill_preserve(cairo)
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * 0.35)
        cairo_set_line_width(cairo, 2)
        cairo_stroke(cairo)
        // A sun and two hills: "a picture goes here".
        let glyph = min(frameWidth, frameHeight) * 0.4
        let cx = width / 2, cy = height / 2
        cairo_arc(cairo, cx + glyph * 0.3, cy - glyph * 0.25, glyph * 0.12, 0, 2 * Double.pi)
        cairo_fill(cairo)
        cairo_move_to(cairo, cx - glyph * 0.6, cy + glyph * 0.4)
        cairo_line_to(cairo, cx - glyph * 0.15, cy - glyph * 0.1)
        cairo_line_to(cairo, cx + glyph * 0.15, cy + glyph * 0.2)
        cairo_line_to(cairo, cx + glyph * 0.3, cy + glyph * 0.05)
        cairo_line_to(cairo, cx + glyph * 0.6, cy + glyph * 0.4)
        cairo_close_path(cairo)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    private static func roundedRectangle(_ cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let half = Double.pi / 2
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - radius, y + radius, radius, -half, 0)
        cairo_arc(cairo, x + width - radius, y + height - radius, radius, 0, half)
        cairo_arc(cairo, x + radius, y + height - radius, radius, half, 2 * half)
        cairo_arc(cairo, x + radius, y + radius, radius, 2 * half, 3 * half)
        cairo_close_path(cairo)
    }
}
