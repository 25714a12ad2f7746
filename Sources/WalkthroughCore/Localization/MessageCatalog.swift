/// The messages a compiled gettext catalogue (`.mo`) translates, read without
/// gettext itself, so `walkthrough --check` can tell which texts of a manifest
/// have no translation in a language the app ships.
package struct MessageCatalog: Sendable, Equatable {
    /// The msgids with a non-empty translation (the singular, for plural entries).
    public let translated: Set<String>

    /// Why a file is not a catalogue.
    package enum Failure: Error, Equatable, Sendable {
        /// Not a `.mo` file: wrong magic number, or shorter than its header.
        case notACatalogue
        /// A string's length or offset points outside the file.
        case damaged
    }

    /// Reads a `.mo` file's bytes (either byte order).
    public init(bytes: [UInt8]) throws(Failure) {
        guard bytes.count >= 20 else { throw .notACatalogue }
        let magic = Self.word(bytes, at: 0, bigEndian: false)
        let bigEndian: Bool
        switch magic {
        case 0x9504_12DE: bigEndian = false
        case 0xDE12_0495: bigEndian = true
        default: throw .notACatalogue
        }
        func word(_ offset: Int) throws(Failure) -> Int {
            guard offset >= 0, offset + 4 <= bytes.count else { throw .damaged }
            return Int(Self.word(bytes, at: offset, bigEndian: bigEndian))
        }
        func string(table: Int, index: Int) throws(Failure) -> ArraySlice<UInt8> {
            let length = try word(table + 8 * index), start = try word(table + 8 * index + 4)
            guard start + length <= bytes.count else { throw .damaged }
            return bytes[start..<(start + length)]
        }
        let count = try word(8), originals = try word(12), translations = try word(16)
        guard count <= bytes.count / 8 else { throw .damaged }
        var translated = Set<String>()
        for index in 0..<count {
            let original = try string(table: originals, index: index)
            let translation = try string(table: translations, index: index)
            // The header (empty msgid) is not a message; a plural entry's msgid is "singular\0plural".
            guard !original.isEmpty, !translation.isEmpty, translation.first != 0 else { continue }
            let singular = original.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).first ?? original
            translated.insert(String(decoding: singular, as: UTF8.self))
        }
        self.translated = translated
    }

    /// Whether `message` has a translation.
    public func translates(_ message: String) -> Bool {
        translated.contains(message)
    }

    private static func word(_ bytes: [UInt8], at offset: Int, bigEndian: Bool) -> UInt32 {
        let b = bytes[offset..<(offset + 4)].map(UInt32.init)
        return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
    }
}
