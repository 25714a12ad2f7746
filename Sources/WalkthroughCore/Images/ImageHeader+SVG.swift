/// The size an SVG declares on its root element.
extension ImageHeader {
    /// The SVG's size from `width`/`height` (absolute units only), else from `viewBox`;
    /// nil when the bytes are not an SVG document.
    static func parseSVG(_ bytes: [UInt8]) -> Result<ImageDimensions, ImageError.Reason>? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let tag = rootTag(text) else { return nil }
        let attributes = self.attributes(tag)
        let width = attributes["width"].flatMap(length)
        let height = attributes["height"].flatMap(length)
        let box = attributes["viewBox"].flatMap(viewBoxSize)
        let size: (Double, Double)? = switch (width, height, box) {
        case let (width?, height?, _): (width, height)
        case let (width?, nil, box?) where box.width > 0: (width, width * box.height / box.width)
        case let (nil, height?, box?) where box.height > 0: (height * box.width / box.height, height)
        case let (nil, nil, box?): (box.width, box.height)
        default: nil
        }
        guard let (w, h) = size else { return .failure(.noDeclaredSize) }
        return sized(.svg, (pixels(w), pixels(h)), "")
    }

    /// The width and height of a `viewBox="x y width height"`.
    private static func viewBoxSize(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split { $0 == " " || $0 == "," || $0.isWhiteSpace }
        guard parts.count == 4, let width = Double(parts[2]), let height = Double(parts[3]) else { return nil }
        return (width, height)
    }

    /// The text of the first `<svg …>` start tag, if the document has one near its start.
    /// (Found with `hasPrefix`, not `firstRange(of:)`: that one is the regex engine's,
    /// which would be linked whole for one call; the library links no regex engine,
    /// see docs/performance.md.)
    private static func rootTag(_ text: String) -> Substring? {
        let name = "<svg"
        var rest = text[...]
        while let open = rest.firstIndex(of: "<") {
            rest = rest[open...]
            if rest.hasPrefix(name) { break }
            rest = rest.dropFirst()
        }
        guard rest.hasPrefix(name) else { return nil }
        let tag = rest.dropFirst(name.count)
        guard let close = tag.firstIndex(of: ">") else { return nil }
        let after = tag.first
        guard after == ">" || after == "/" || after?.isWhiteSpace == true else { return nil }
        return tag[..<close]
    }

    /// `name="value"` and `name='value'` pairs of a start tag.
    private static func attributes(_ tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: \.isWhiteSpace).last.map(String.init) ?? ""
            var value = rest[rest.index(after: equals)...].drop { $0.isWhiteSpace }
            guard let quote = value.first, quote == "\"" || quote == "'" else { break }
            value = value.dropFirst()
            guard let end = value.firstIndex(of: quote) else { break }
            result[name] = String(value[..<end])
            rest = value[value.index(after: end)...]
        }
        return result
    }

    /// A length in CSS pixels: unitless, `px`, `pt`, `pc`, `in`, `cm` or `mm`; nil for
    /// relative units (`%`, `em`, `ex`), which have no size of their own.
    private static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace
        let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4)]
        for (unit, scale) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count)).map { $0 * scale }
        }
        return Double(trimmed)
    }

    /// Rounds up to whole pixels, clamping so a huge or odd value cannot trap.
    private static func pixels(_ value: Double) -> Int {
        guard value.isFinite, value > 0 else { return value == .infinity ? Int(Int32.max) : 0 }
        return Int(min(value, Double(Int32.max)).rounded(.up))
    }
}
