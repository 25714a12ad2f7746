/// Compiled gettext catalogues (`.mo` files) made by hand, for the catalogue
/// reader's tests and the `--check` tests of translations.
package enum CatalogueBytes {
    /// A little-endian `.mo` file holding `entries` (msgid, msgstr), as msgfmt writes it.
    package static func catalogue(_ entries: [(String, String)], bigEndian: Bool = false) -> [UInt8] {
        let sorted = entries.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        var bytes: [UInt8] = []
        func word(_ value: Int) {
            let v = UInt32(value)
            let parts = [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
            bytes += bigEndian ? parts.reversed() : parts
        }
        let count = sorted.count
        let originals = 28, translations = originals + 8 * count
        var data = translations + 8 * count
        word(0x9504_12DE); word(0); word(count); word(originals); word(translations); word(0); word(0)
        var strings: [UInt8] = []
        var tables: [[(Int, Int)]] = [[], []]
        for column in 0..<2 {
            for entry in sorted {
                let text = Array((column == 0 ? entry.0 : entry.1).utf8)
                tables[column].append((text.count, data))
                strings += text + [0]
                data += text.count + 1
            }
        }
        for table in tables { for (length, offset) in table { word(length); word(offset) } }
        return bytes + strings
    }
}
