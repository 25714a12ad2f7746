/// Why an image's size could not be read or was refused, naming the file.
package struct ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    package enum Reason: Error, Equatable, Sendable {
        /// The file could not be opened or read, or is not a regular file; in plain words.
        case unreadable(String)
        /// Not a PNG, JPEG, GIF, WebP or SVG file.
        case unknownFormat
        /// The header is damaged or cut short; says how.
        case malformed(ImageFormat, String)
        /// An SVG that declares neither a size nor a `viewBox`: it has no size of its own and
        /// can only be drawn at the size shown.
        case noDeclaredSize
        /// Larger than `ImageLimits` allow.
        case tooLarge(width: Int, height: Int)
        /// A PNG whose ancillary chunks (text, metadata) hold more than `ImageLimits` allow.
        case tooMuchAncillaryData
    }

    /// The image's path.
    package let path: String
    /// What went wrong.
    package let reason: Reason

    /// Creates an error.
    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`, on one line.
    package var description: String {
        let text: String = switch reason {
        case .unreadable(let detail): detail
        case .unknownFormat: tr("not a PNG, JPEG, GIF, WebP or SVG image")
        case let .malformed(format, detail): tr("damaged %1$s header: %2$s", format.rawValue.uppercased(), detail)
        case .noDeclaredSize: tr("the SVG declares neither width and height nor a viewBox")
        case let .tooLarge(width, height):
            tr("image is %1$d×%2$d pixels; the limit is %3$d pixels a side and %4$d pixels in all",
               width, height, ImageLimits.standard.maximumSide, ImageLimits.standard.maximumPixels)
        case .tooMuchAncillaryData: ImageLimits.standard.ancillaryReason
        }
        return MessageText.escaped("\(path): \(text)")
    }
}
