import CWalkthroughGtk
import Foundation
import GObjectKit

/// A PNG file's pixels, read through GDK, for assertions on pictures.
package struct PNGImage {
    package let width: Int
    package let height: Int
    private let bytes: [UInt8]

    /// Reads `url`; nil when it is not a readable image.
    package init?(_ url: URL) {
        guard let texture = gdk_texture_new_from_filename(url.path, nil) else { return nil }
        defer { g_object_unref(GPointer.raw(texture)) }
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at (x, y) as (r, g, b); GDK downloads BGRA.
    package func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let offset = (y * width + x) * 4
        return (Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]))
    }

    /// The pixels of a rectangle given in fractions of the picture (0…1).
    package func pixels(x: ClosedRange<Double>, y: ClosedRange<Double>) -> [(r: Int, g: Int, b: Int)] {
        let columns = Int(x.lowerBound * Double(width))..<Int(x.upperBound * Double(width))
        let rows = Int(y.lowerBound * Double(height))..<Int(y.upperBound * Double(height))
        return rows.flatMap { row in columns.map { pixel($0, row) } }
    }

    /// How many pixels of a rectangle are the accent blue of suggested actions (Adwaita's #3584e4 family).
    package func accentPixels(x: ClosedRange<Double>, y: ClosedRange<Double>) -> Int {
        pixels(x: x, y: y).filter { $0.b > 170 && $0.b - $0.r > 110 && $0.g > 90 && $0.g < 170 }.count
    }

    /// How many pixels of a rectangle are a saturated purple (the gift in `whats-new.svg`).
    package func purplePixels(x: ClosedRange<Double> = 0...1, y: ClosedRange<Double> = 0...1) -> Int {
        pixels(x: x, y: y).filter { (111..<200).contains($0.r) && $0.g < 110 && $0.b > 140 }.count
    }

    /// Mean brightness (0–255) of a rectangle given in fractions of the picture.
    package func meanBrightness(x: ClosedRange<Double> = 0...1, y: ClosedRange<Double> = 0...1) -> Double {
        let all = pixels(x: x, y: y)
        return all.reduce(0.0) { $0 + Double($1.r + $1.g + $1.b) / 3 } / Double(max(1, all.count))
    }

    /// How many pixels of a rectangle differ clearly from `other`'s.
    package func differingPixels(from other: PNGImage, x: ClosedRange<Double>, y: ClosedRange<Double>) -> Int {
        guard width == other.width, height == other.height else { return width * height }
        return zip(pixels(x: x, y: y), other.pixels(x: x, y: y)).filter { a, b in
            abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 30
        }.count
    }
}
