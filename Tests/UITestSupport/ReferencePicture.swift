import CWalkthroughGtk
import Foundation
import GObjectKit
import XCTest

/// Pictures compared with references committed under `Tests/References`.
///
/// Two pictures match when they have the same size and at most
/// ``Tolerance/pixels`` pixels differ by more than ``Tolerance/channel`` in
/// a colour channel: room for a rounding in a rasteriser, none for a ticked
/// check box, a changed word or a moved row. On a mismatch the picture made
/// and a map of what differs (red) are kept in `walkthrough-reference-failures`
/// in the temporary folder and named in the failure.
///
/// To regenerate the references after an intended change, run the test with
/// `WALKTHROUGH_RECORD_REFERENCES=1`: it writes them and fails, so that a
/// run never passes while recording; look at them, then commit them.
package enum ReferencePicture {
    /// How far a picture may be from its reference.
    package struct Tolerance: Sendable {
        /// A pixel differs when a channel (0–255) is further from the reference's than this.
        package var channel: Int
        /// How many pixels may differ.
        package var pixels: Int

        package init(channel: Int, pixels: Int) {
            self.channel = channel
            self.pixels = pixels
        }
    }

    /// The folder of the committed references.
    package static let folder = SourceTree.root.appendingPathComponent("Tests/References")

    /// Whether the tests write the references instead of comparing with them.
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["WALKTHROUGH_RECORD_REFERENCES"] == "1" }

    /// How many pixels of `picture` differ from `reference`'s by more than
    /// `channel`; nil when the sizes differ.
    package static func differingPixels(_ picture: PNGImage, _ reference: PNGImage, channel: Int) -> Int? {
        guard picture.width == reference.width, picture.height == reference.height else { return nil }
        return differenceMask(picture, reference, channel: channel).reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    /// Whether `picture` is within `tolerance` of `reference`.
    package static func matches(_ picture: PNGImage, _ reference: PNGImage, within tolerance: Tolerance) -> Bool {
        differingPixels(picture, reference, channel: tolerance.channel).map { $0 <= tolerance.pixels } ?? false
    }

    /// Compares the PNG at `file` with the reference `name` (a path under
    /// `Tests/References`) and fails the test unless it is within
    /// `tolerance`; when recording, copies it over the reference instead and fails.
    package static func assertMatches(_ file: URL, reference name: String, within tolerance: Tolerance,
                                      file sourceFile: StaticString = #filePath, line: UInt = #line) {
        let reference = folder.appendingPathComponent(name)
        if isRecording {
            try? FileManager.default.removeItem(at: reference)
            XCTAssertNoThrow(try FileManager.default.copyItem(at: file, to: reference), file: sourceFile, line: line)
            XCTFail("recorded \(reference.path): look at it, commit it, and run again without WALKTHROUGH_RECORD_REFERENCES",
                    file: sourceFile, line: line)
            return
        }
        guard let picture = PNGImage(file) else { return XCTFail("\(file.path) is not a PNG", file: sourceFile, line: line) }
        guard let expected = PNGImage(reference) else {
            return XCTFail("no reference \(reference.path): make it with WALKTHROUGH_RECORD_REFERENCES=1", file: sourceFile, line: line)
        }
        guard let count = differingPixels(picture, expected, channel: tolerance.channel) else {
            let kept = keep(file, as: name, mask: nil)
            return XCTFail("\(name): \(picture.width)x\(picture.height), the reference is \(expected.width)x\(expected.height) (made: \(kept))",
                           file: sourceFile, line: line)
        }
        guard count > tolerance.pixels else { return }
        let kept = keep(file, as: name, mask: differenceMask(picture, expected, channel: tolerance.channel))
        XCTFail("\(name): \(count) pixels differ from the reference by more than \(tolerance.channel), at most \(tolerance.pixels) may"
                + " (made: \(kept); differences in red beside it)", file: sourceFile, line: line)
    }

    private static func differenceMask(_ picture: PNGImage, _ reference: PNGImage, channel: Int) -> [Bool] {
        var mask: [Bool] = []
        mask.reserveCapacity(picture.width * picture.height)
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let a = picture.pixel(x, y), b = reference.pixel(x, y)
                mask.append(max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b)) > channel)
            }
        }
        return mask
    }

    /// Keeps the picture made (and, given a mask, the differences in red on
    /// its faded copy) where the test's folder is not removed; returns the path.
    private static func keep(_ file: URL, as name: String, mask: [Bool]?) -> String {
        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-reference-failures")
        let made = failures.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: made.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: made)
        try? FileManager.default.copyItem(at: file, to: made)
        if let mask, let picture = PNGImage(file) {
            let diff = made.deletingPathExtension().appendingPathExtension("diff.png")
            writeDifferences(picture, mask: mask, to: diff)
        }
        return made.path
    }

    private static func writeDifferences(_ picture: PNGImage, mask: [Bool], to file: URL) {
        var bytes = [UInt8](repeating: 255, count: picture.width * picture.height * 4)
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let index = y * picture.width + x, p = picture.pixel(x, y)
                // RGBA: red where it differs, the picture faded elsewhere.
                let faded = [UInt8(191 + p.r / 4), UInt8(191 + p.g / 4), UInt8(191 + p.b / 4)]
                let rgb: [UInt8] = mask[index] ? [255, 0, 0] : faded
                for channel in 0..<3 { bytes[index * 4 + channel] = rgb[channel] }
            }
        }
        guard let data = bytes.withUnsafeBytes({ g_bytes_new($0.baseAddress, gsize($0.count)) }) else { return }
        defer { g_bytes_unref(data) }
        guard let texture = gdk_memory_texture_new(Int32(picture.width), Int32(picture.height), GDK_MEMORY_R8G8B8A8, data,
                                                   gsize(picture.width * 4)) else { return }
        defer { g_object_unref(GPointer.raw(texture)) }
        _ = gdk_texture_save_to_png(texture, file.path)
    }
}
