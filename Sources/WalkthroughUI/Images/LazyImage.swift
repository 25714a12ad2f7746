import CWalkthroughGtk
import Dispatch
import FoundationEssentials
import GObjectKit

/// An image that decodes its file lazily, at the size shown, off the main thread.
///
/// Nothing is read until the widget is first drawn. Each draw asks for the
/// image at the allocated size (times the scale factor, so it stays sharp);
/// when the cached decode does not match, the old one is drawn scaled while a
/// new decode runs on a background queue. SVGs therefore stay crisp at any
/// window size and start-up never waits for image decoding.
package final class LazyImage {
    /// The drawing area to put in a layout.
    package let widget: WidgetPointer
    /// The file shown.
    package let file: URL

    private let ownership: ObjectRef
    private var cached: OpaquePointer?
    private var cachedSize: (Int32, Int32) = (0, 0)
    private var pendingSize: (Int32, Int32)?
    private static let decodeQueue = DispatchQueue(label: "walkthrough.image-decode", qos: .userInitiated, attributes: .concurrent)

    /// Creates the widget for `file`; `accessibleLabel` describes it to screen readers.
    package init(file: URL, accessibleLabel: String) {
        self.file = file
        // Decodes come back through the main queue, which needs the bridge.
        MainActorBridge.install()
        widget = gtk_drawing_area_new()
        // Owned here, so the image can be taken out of a layout and put back.
        ownership = ObjectRef(GPointer.raw(widget))
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_size_request(widget, 160, 100)
        wt_accessible_set_label(widget, accessibleLabel)
        DrawFunction.set(on: GPointer.cast(widget, to: GtkDrawingArea.self)) { [weak self] cairo, width, height in
            self?.draw(cairo, width: width, height: height)
        }
    }

    deinit {
        if let cached { g_object_unref(GPointer.raw(cached)) }
    }

    /// Whether a decoded image is ready (tests wait on this).
    package var isDecoded: Bool { cached != nil }

    /// Whether a decode is running; offscreen rendering waits for it.
    package var isDecoding: Bool { pendingSize != nil }

    /// Device pixels per pixel to decode at instead of the display's
    /// (rendering at `--scale 2` on a scale-1 display stays sharp).
    package var scaleOverride: Int32?

    private func draw(_ cairo: OpaquePointer, width: Int32, height: Int32) {
        let scale = scaleOverride ?? max(1, gtk_widget_get_scale_factor(widget))
        let wanted = (width * scale, height * scale)
        if let cached {
            let imageWidth = Double(gdk_pixbuf_get_width(cached)), imageHeight = Double(gdk_pixbuf_get_height(cached))
            let fit = min(Double(width) / imageWidth, Double(height) / imageHeight)
            let x = (Double(width) - imageWidth * fit) / 2, y = (Double(height) - imageHeight * fit) / 2
            cairo_save(cairo)
            cairo_translate(cairo, x, y)
            cairo_scale(cairo, fit, fit)
            gdk_cairo_set_source_pixbuf(cairo, cached, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
        if cachedSize != wanted { requestDecode(wanted) }
    }

    private func requestDecode(_ size: (Int32, Int32)) {
        guard size.0 > 0, size.1 > 0 else { return }
        if let pendingSize, pendingSize == size { return }
        let alreadyRunning = pendingSize != nil
        pendingSize = size
        guard !alreadyRunning else { return }
        startDecode(size)
    }

    private func startDecode(_ size: (Int32, Int32)) {
        let path = file.path
        let owner = MainThreadWeak(self)
        LazyImage.decodeQueue.async {
            var error: UnsafeMutablePointer<GError>?
            let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, size.0, size.1, 1, &error)
            let message = error.map { String(cString: $0.pointee.message) }
            if let error { g_error_free(error) }
            let decoded = DecodedImage(pixbuf: pixbuf)
            DispatchQueue.main.async {
                guard let self = owner.object else {
                    decoded.release()
                    return
                }
                self.finishDecode(decoded, size: size, error: message)
            }
        }
    }

    private func finishDecode(_ decoded: DecodedImage, size: (Int32, Int32), error: String?) {
        if let error { Log.warning("image \(file.path): \(error)") }
        if let pixbuf = decoded.pixbuf {
            if let cached { g_object_unref(GPointer.raw(cached)) }
            cached = pixbuf
        }
        cachedSize = size
        let next = pendingSize
        pendingSize = nil
        if let next, next != size {
            requestDecode(next)
        }
        gtk_widget_queue_draw(widget)
    }
}

/// A decoded pixbuf handed from the decode queue to the main thread.
private struct DecodedImage: @unchecked Sendable {
    let pixbuf: OpaquePointer?

    func release() {
        if let pixbuf { g_object_unref(GPointer.raw(pixbuf)) }
    }
}

/// A weak reference carried through a background queue and read back on the
/// main thread only.
private final class MainThreadWeak<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
