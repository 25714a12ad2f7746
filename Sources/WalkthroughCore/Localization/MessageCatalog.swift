
/// The messages a compiled gettext catalogue (`.mo`) translates, read without
/// gettext itself, so `walkthrough --check` can tell which texts of a manifest
/// have no translation in a language the app ships.
///
/// Reading takes time linear in the file's size, whatever the file says: a
/// string that several entries share is examined once, and strings that
/// overlap so that more bytes would be examined than the file holds make it
/// ``Failure/damaged`` (`msgfmt` writes each string once, end to end). A
/// catalogue holds at most ``maximumSize`` bytes and ``maximumEntries`` entries.
package struct MessageCatalog: Sendable, Equatable {
    /// The largest catalogue read: 16 MiB (the app's own are a few KiB).
    package static let maximumSize = 16 * 1024 * 1024
    /// The most entries a catalogue may hold: 200,000.
    package static let maximumEntries = 200_000

    /// The msgids with a non-empty translation (the singular, for plural entries).
    package let translated: Set<String>
    /// How many bytes of the file reading examined, header and tables included
    /// (tests check that it stays linear in the file's size).
    package let bytesExamined: Int

    /// Why a file is not a catalogue.
    package enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Not a `.mo` file: wrong magic number, or shorter than its header.
        case notACatalogue
        /// A string's length or offset points outside the file, or strings overlap.
        case damaged
        /// More than ``MessageCatalog/maximumSize`` bytes (the size found).
        case tooLarge(size: Int)
        /// More than ``MessageCatalog/maximumEntries`` entries (the count the header gives).
        case tooManyEntries(Int)
        /// The file could not be read; in plain words.
        case unreadable(String)

        /// The reason in plain words, on one line.
        package var description: String {
            switch self {
            case .notACatalogue: tr("not a compiled gettext catalogue (.mo)")
            case .damaged: tr("damaged catalogue: a string lies outside the file or overlaps another")
            case .tooLarge(let size):
                tr("catalogue is %1$d bytes; the limit is %2$d", size, MessageCatalog.maximumSize)
            case .tooManyEntries(let count):
                tr("catalogue has %1$d entries; the limit is %2$d", count, MessageCatalog.maximumEntries)
            case .unreadable(let text): text
            }
        }
    }

    /// Reads the regular file at `url` (at most ``maximumSize`` bytes) as a catalogue.
    package init(contentsOf url: FilePath) throws(Failure) {
        switch RegularFileReader.read(url.path, maximumSize: MessageCatalog.maximumSize) {
        case .success(let bytes): try self.init(bytes: bytes)
        case .failure(.tooLarge(let size)): throw .tooLarge(size: size)
        case .failure(let failure): throw .unreadable(failure.text)
        }
    }

    /// Reads a `.mo` file's bytes (either byte order).
    package init(bytes: [UInt8]) throws(Failure) {
        guard bytes.count <= Self.maximumSize else { throw .tooLarge(size: bytes.count) }
        guard bytes.count >= 20 else { throw .notACatalogue }
        let bigEndian: Bool
        switch Self.word(bytes, at: 0, bigEndian: false) {
        case 0x9504_12DE: bigEndian = false
        case 0xDE12_0495: bigEndian = true
        default: throw .notACatalogue
        }
        var examined = 20
        func word(_ offset: Int) throws(Failure) -> Int {
            guard offset >= 0, offset <= bytes.count - 4 else { throw .damaged }
            return Int(Self.word(bytes, at: offset, bigEndian: bigEndian))
        }
        func span(table: Int, index: Int) throws(Failure) -> Range<Int> {
            examined += 8
            let length = try word(table + 8 * index), start = try word(table + 8 * index + 4)
            guard start <= bytes.count, length <= bytes.count - start else { throw .damaged }
            return start..<(start + length)
        }
        let count = try word(8), originals = try word(12), translations = try word(16)
        guard count <= Self.maximumEntries else { throw .tooManyEntries(count) }
        guard count <= bytes.count / 16 else { throw .damaged }
        var translated = Set<String>()
        // Each distinct original is decoded once; shared ones are not examined again.
        var decoded = Set<Range<Int>>()
        var stringBytes = 0
        for index in 0..<count {
            let original = try span(table: originals, index: index)
            let translation = try span(table: translations, index: index)
            // The header (empty msgid) is not a message; a plural entry's msgid is "singular\0plural".
            guard !original.isEmpty, !translation.isEmpty, bytes[translation.lowerBound] != 0,
                  decoded.insert(original).inserted else { continue }
            stringBytes += original.count
            guard stringBytes <= bytes.count else { throw .damaged }
            let text = bytes[original]
            let singular = text.firstIndex(of: 0).map { text[..<$0] } ?? text
            translated.insert(String(decoding: singular, as: UTF8.self))
        }
        self.translated = translated
        bytesExamined = examined + stringBytes
    }

    /// Whether `message` has a translation.
    package func translates(_ message: String) -> Bool {
        translated.contains(message)
    }

    /// Catalogues are equal when they translate the same messages.
    package static func == (lhs: MessageCatalog, rhs: MessageCatalog) -> Bool {
        lhs.translated == rhs.translated
    }

    private static func word(_ bytes: [UInt8], at offset: Int, bigEndian: Bool) -> UInt32 {
        let b = bytes[offset..<(offset + 4)].map(UInt32.init)
        return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
    }
}
