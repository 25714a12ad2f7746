import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// An image that decodes its file lazily, at the size shown, off the main thread.
///
/// Nothing is read until the widget is first drawn. The file's header is read
/// first (on the decode thread) and an image over ``ImageLimits`` is refused
/// without being decoded; otherwise it is decoded to fit the allocated size
/// (times the scale factor, so it stays sharp), as ``ImageDecodePlan`` says;
/// an SVG's PNG rendition is decoded instead while it is large enough
/// (``ImageRendition``).
/// While a new decode runs the old one is drawn scaled. A file that cannot be
/// shown gives one warning for the whole process and a drawn placeholder.
///
/// Until there is something to draw the widget is fully transparent, which
/// GTK skips: an empty drawing area would still cost a window-sized texture
/// (and, with software GL, one more shader) in the first frame. The decode
/// starts when the widget gets its size.
package final class LazyImage {
    /// The drawing area to put in a layout.
    package let widget: WidgetPointer
    /// The file shown.
    package let file: FilePath
    /// The folder the file must stay inside (``ContainedFile``): a manifest's resources folder.
    package let root: FilePath

    private let ownership: ObjectRef
    /// The decoded image, as a cairo image surface ready to paint.
    private var cached: OpaquePointer?
    private var cachedSize: PixelSize?
    private var source: DecodedImage.Source?
    private var pendingSize: PixelSize?
    /// How many decodes were started (main thread only): each runs an image
    /// decoder (``ImageLoad``: libpng, GdkPixbuf, librsvg for SVG) through
    /// ``BackgroundWork``, one at a time, so the other core stays free for
    /// drawing. Tests read it (`@testable import`).
    nonisolated(unsafe) private(set) static var decodesStarted = 0
    /// Files found unshowable, so pages built again neither retry nor warn again (main thread only).
    nonisolated(unsafe) private static var refused: Set<String> = []

    /// Creates the widget for `file`, opened inside `root` (nil: the file's own
    /// folder); `accessibleLabel` describes it to screen readers.
    package init(file: FilePath, root: FilePath? = nil, accessibleLabel: String) {
        self.file = file
        let folder = root ?? file.deletingLastPathComponent()
        self.root = BundledURI.isBundled(folder) ? folder : folder.standardized
        // An image to screen readers (role img, set at construction), named by its description.
        widget = wt_widget_new_with_role(gtk_drawing_area_get_type(), GTK_ACCESSIBLE_ROLE_IMG)
        // Owned here, so the image can be taken out of a layout and put back.
        ownership = ObjectRef(GPointer.raw(widget))
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        wt_accessible_set_label(widget, accessibleLabel)
        // A file already refused shows its placeholder at once.
        if !showsPlaceholder { gtk_widget_set_opacity(widget, 0) }
        DrawFunction.set(on: GPointer.cast(widget, to: GtkDrawingArea.self)) { [weak self] cairo, width, height in
            self?.draw(cairo, width: width, height: height)
        }
        Signal.connectSize(GPointer.raw(widget), .resize) { [weak self] width, height in
            self?.decodeIfNeeded(width: width, height: height)
        }
    }

    deinit {
        if let cached { cairo_surface_destroy(cached) }
    }

    /// Called on the main thread after each decode or refusal.
    package var onSettled: () -> Void = {}

    /// Whether a decoded image is ready (tests wait on this).
    package var isDecoded: Bool { cached != nil }

    /// Forgets that `files` were refused, so they are tried (and warned about)
    /// again: a preview reloading after the author fixed an image.
    package static func forgetRefusals(of files: [FilePath]) {
        for file in files { refused.remove(file.path) }
    }

    /// Whether the file cannot be shown and the placeholder is drawn instead.
    package var showsPlaceholder: Bool { LazyImage.refused.contains(file.path) }

    /// The decoded image's size in pixels, if there is one.
    package var decodedSize: PixelSize? {
        cached.map { PixelSize(width: Int(cairo_image_surface_get_width($0)), height: Int(cairo_image_surface_get_height($0))) }
    }

    /// Whether a decode is running; offscreen rendering waits for it.
    package var isDecoding: Bool { pendingSize != nil }

    /// Device pixels per pixel to decode at instead of the display's
    /// (rendering at `--scale 2` on a scale-1 display stays sharp).
    package var scaleOverride: Int32?

    /// Lower than this, nothing is drawn: a page too low for its art leaves it out rather than showing a speck.
    package var minimumShownHeight: Int32 = 0

    private func draw(_ cairo: OpaquePointer, width: Int32, height: Int32) {
        guard height >= minimumShownHeight else { return }
        if showsPlaceholder {
            ImagePlaceholder.draw(cairo, width: Double(width), height: Double(height), color: foregroundColor())
            return
        }
        if let cached {
            let imageWidth = Double(cairo_image_surface_get_width(cached)), imageHeight = Double(cairo_image_surface_get_height(cached))
            let fit = min(Double(width) / imageWidth, Double(height) / imageHeight)
            let x = (Double(width) - imageWidth * fit) / 2, y = (Double(height) - imageHeight * fit) / 2
            cairo_save(cairo)
            cairo_translate(cairo, x, y)
            cairo_scale(cairo, fit, fit)
            cairo_set_source_surface(cairo, cached, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
        decodeIfNeeded(width: width, height: height)
    }

    /// Decodes ahead of the first draw at about the size the image will be
    /// shown (a sibling page's), so a page turned to shows its art at once.
    package func prefetch(width: Int32, height: Int32) {
        decodeIfNeeded(width: width, height: height)
    }

    private func decodeIfNeeded(width: Int32, height: Int32) {
        guard !showsPlaceholder else { return }
        let scale = Int(scaleOverride ?? max(1, gtk_widget_get_scale_factor(widget)))
        let box = PixelSize(width: Int(width) * scale, height: Int(height) * scale)
        guard box.width > 0, box.height > 0 else { return }
        if let source {
            let wanted = ImageDecodePlan.size(source: source.size, box: box, scalable: source.isScalable)
            if ImageDecodePlan.needsDecode(cached: cachedSize, wanted: wanted, scalable: source.isScalable) { requestDecode(box) }
        } else {
            requestDecode(box)
        }
    }

    /// The widget's text colour, so the placeholder suits light and dark themes.
    private func foregroundColor() -> GdkRGBA {
        var color = GdkRGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        // gtk_widget_get_color from GTK 4.10, the style context's colour before (shim.h).
        wt_widget_get_color(widget, &color)
        return color
    }

    private func requestDecode(_ box: PixelSize) {
        if let pendingSize, pendingSize == box { return }
        let alreadyRunning = pendingSize != nil
        pendingSize = box
        guard !alreadyRunning else { return }
        startDecode(box)
    }

    private func startDecode(_ box: PixelSize) {
        let file = file, root = root
        let owner = MainThreadWeak(self)
        LazyImage.decodesStarted += 1
        BackgroundWork.run {
            let decoded = DecodedImage.decode(file: file, root: root, box: box)
            MainLoop.post {
                guard let self = owner.object else {
                    decoded.release()
                    return
                }
                self.finishDecode(decoded, box: box)
            }
        }
    }

    private func finishDecode(_ decoded: DecodedImage, box: PixelSize) {
        let next = pendingSize
        pendingSize = nil
        if let refusal = decoded.refusal {
            refuse(refusal)
            return
        }
        source = decoded.source
        if let surface = decoded.surface {
            if let cached { cairo_surface_destroy(cached) }
            cached = surface
            // The size asked for, not the pixbuf's: the loader may round differently.
            cachedSize = decoded.target
            gtk_widget_set_opacity(widget, 1)
        }
        if let next, next != box { requestDecode(next) }
        gtk_widget_queue_draw(widget)
        // A decode frees more than it keeps (an SVG's parse tree, GdkPixbuf's
        // full-size pixels), and so does painting the new image (the copy cairo
        // sends to the X server): given back once the frame showing it is
        // painted. A trim queued at once could run before that frame, which
        // then left that frame's free heap resident in many of the tour's starts.
        // Art decoded off screen (a neighbour) is in no frame: at once.
        if gtk_widget_get_mapped(widget) != 0 {
            FirstFrame.afterFirstPaint(of: widget) { HeapTrim.soon() }
        } else {
            HeapTrim.soon()
        }
        onSettled()
    }

    private func refuse(_ refusal: ImageRefusal) {
        if LazyImage.refused.insert(file.path).inserted {
            let name = MessageText.safe(file.lastPathComponent)
            Log.warning(CarouselStrings.imageNotShown(name, reason: refusal.reason))
        }
        wt_accessible_set_label(widget, CarouselStrings.imageUnavailable)
        gtk_widget_add_css_class(widget, StyleClass.imagePlaceholder)
        gtk_widget_set_opacity(widget, 1)
        gtk_widget_queue_draw(widget)
        onSettled()
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
