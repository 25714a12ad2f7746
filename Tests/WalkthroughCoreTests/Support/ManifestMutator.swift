/// Derives hostile variants of a manifest's bytes: flips, truncations, duplicated keys,
/// deep nesting, huge numbers, bad escapes and other damage.
struct ManifestMutator {
    let original: [UInt8]
    var random: SplitMix64

    /// The kinds of damage, one picked per mutation.
    static let kinds = 10

    mutating func mutate() -> [UInt8] {
        var bytes = original
        let rounds = Int.random(in: 1...3, using: &random)
        for _ in 0..<rounds {
            apply(Int.random(in: 0..<Self.kinds, using: &random), to: &bytes)
        }
        return bytes
    }

    private mutating func apply(_ kind: Int, to bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch kind {
        case 0:
            bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 1:
            bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &random)
        case 2:
            bytes.removeSubrange(at...)
        case 3:
            insert("\"id\": \"dup\", ", afterNext: UInt8(ascii: "{"), from: at, in: &bytes)
        case 4:
            let depth = Int.random(in: 30...300, using: &random)
            bytes = Array(repeating: UInt8(ascii: "["), count: depth) + bytes + Array(repeating: UInt8(ascii: "]"), count: depth)
        case 5:
            let numbers = ["1e999999", "-1e999999", String(repeating: "9", count: 400), "0.0000000001", "-0", "1E+2", "01", "1.", "-"]
            replaceNext(UInt8(ascii: "5"), with: numbers[Int.random(in: 0..<numbers.count, using: &random)], from: at, in: &bytes)
        case 6:
            let escapes = ["\\x", "\\uD800", "\\uDC00x", "\\u12", "\u{1}", "\\", "\\uD83D\\uDE00", "\\u001b]0;PWNED\\u0007"]
            insert(escapes[Int.random(in: 0..<escapes.count, using: &random)], afterNext: UInt8(ascii: "\""), from: at, in: &bytes)
        case 7:
            let tokens = [",", "}", "]", ":", "null", "true", "{", "[", "\"", "\n", "\u{FEFF}", "\u{202E}"]
            bytes.insert(contentsOf: Array(tokens[Int.random(in: 0..<tokens.count, using: &random)].utf8), at: at)
        case 8:
            let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
            bytes.removeSubrange(at..<end)
        default:
            let values = [String(repeating: "x", count: 3000), "a" + String(repeating: "\u{301}", count: 500),
                          "\u{1B}[2J", "a\u{20DD}", "../../etc/passwd", "/dev/zero", "", " "]
            insert(values[Int.random(in: 0..<values.count, using: &random)], afterNext: UInt8(ascii: "\""), from: at, in: &bytes)
        }
    }

    private func insert(_ text: String, afterNext byte: UInt8, from start: Int, in bytes: inout [UInt8]) {
        let index = bytes[start...].firstIndex(of: byte) ?? bytes.firstIndex(of: byte) ?? 0
        bytes.insert(contentsOf: Array(text.utf8), at: min(bytes.count, index + 1))
    }

    private func replaceNext(_ byte: UInt8, with text: String, from start: Int, in bytes: inout [UInt8]) {
        guard let index = bytes[start...].firstIndex(of: byte) ?? bytes.firstIndex(of: byte) else { return }
        bytes.replaceSubrange(index...index, with: Array(text.utf8))
    }
}
