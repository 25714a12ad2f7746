import CWalkthroughGtk
import Foundation
import GObjectKit

/// A window's pixels (rendered in-process, or a screenshot of another
/// process's window), for assertions on what is shown.
package struct WindowSnapshot {
    package let width: Int
    package let height: Int
    package let stride: Int
    package let bytes: [UInt8]

    /// Renders `widget` (normally a window) with its own renderer, after
    /// waiting for its next frame so what is captured is what is on screen.
    package init?(_ widget: WidgetPointer) {
        gtk_test_widget_wait_for_draw(widget)
        let width = Int(gtk_widget_get_width(widget)), height = Int(gtk_widget_get_height(widget))
        guard width > 0, height > 0 else { return nil }
        guard let native = gtk_widget_get_native(widget) else { return nil }
        guard let renderer = gtk_native_get_renderer(native) else { return nil }
        guard let paintable = gtk_widget_paintable_new(widget) else { return nil }
        defer { g_object_unref(GPointer.raw(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return nil }
        defer { g_object_unref(GPointer.raw(texture)) }
        self.init(texture: texture)
    }

    /// Decodes a PNG, such as a screenshot of another process's window.
    package init?(png data: Data) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize(data.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            g_clear_error(&error)
            return nil
        }
        defer { g_object_unref(GPointer.raw(texture)) }
        self.init(texture: texture)
    }

    /// Screenshots the X window `id` (of any process) with ImageMagick's `import`.
    package static func capture(windowID id: String) -> WindowSnapshot? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              let child = try? ChildProcess(["-window", id, "png:-"], configHome: folder, executable: URL(fileURLWithPath: "/usr/bin/import")) else { return nil }
        guard let status = child.wait(timeout: 30) else {
            child.stop()
            return nil
        }
        return status == 0 ? WindowSnapshot(png: child.standardOutputData) : nil
    }

    private init(texture: OpaquePointer) {
        let textureWidth = Int(gdk_texture_get_width(texture)), textureHeight = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(textureWidth * 4)) }
        self.width = textureWidth
        self.height = textureHeight
        self.stride = textureWidth * 4
        self.bytes = bytes
    }

    /// The pixel at (x, y) as (r, g, b, a); the texture is BGRA in memory.
    package func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let offset = y * stride + x * 4
        return (Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]), Int(bytes[offset + 3]))
    }

    /// Mean brightness (0–255) of a rectangle.
    package func meanBrightness(x: Int, y: Int, width: Int, height: Int) -> Double {
        var sum = 0.0, count = 0.0
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width) {
                let p = pixel(column, row)
                sum += Double(p.r + p.g + p.b) / 3
                count += 1
            }
        }
        return count > 0 ? sum / count : 0
    }

    /// How many different colours a rectangle holds (a plain background holds one or two).
    package func distinctColours(x: Int, y: Int, width: Int, height: Int) -> Int {
        var colours = Set<Int>()
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width) {
                let p = pixel(column, row)
                colours.insert(p.r << 16 | p.g << 8 | p.b)
            }
        }
        return colours.count
    }

    /// How many pixels of a rectangle differ from another snapshot's.
    package func differingPixels(from other: WindowSnapshot, x: Int, y: Int, width: Int, height: Int) -> Int {
        var count = 0
        for row in max(0, y)..<min(min(self.height, other.height), y + height) {
            for column in max(0, x)..<min(min(self.width, other.width), x + width) {
                let a = pixel(column, row), b = other.pixel(column, row)
                if abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 30 { count += 1 }
            }
        }
        return count
    }

    /// Writes the snapshot as PNG (for looking at a failure).
    package func save(to path: String) {
        let data = Data(bytes)
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            let bytes = g_bytes_new(base, gsize(data.count))
            if let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride)) {
                gdk_texture_save_to_png(texture, path)
                g_object_unref(GPointer.raw(texture))
            }
            g_bytes_unref(bytes)
        }
    }
}
