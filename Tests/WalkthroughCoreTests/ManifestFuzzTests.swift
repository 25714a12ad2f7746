import Foundation
import Testing
import WalkthroughCore

/// Thousands of damaged copies of the bundled manifest, always the same ones (fixed seed):
/// each loads or gives a `ManifestError` with a field path or a position; none crashes or hangs.
/// How long the loader takes is the bench's business, not a pass/fail limit here.
@Suite struct ManifestFuzzTests {
    private static let manifestURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data/welcome.json")

    @Test("3,000 mutated manifests each give a manifest or a located, printable ManifestError")
    func fuzz() throws {
        let original = try [UInt8](Data(contentsOf: Self.manifestURL))
        _ = try ManifestLoader.decode(original, fileURL: FilePath(Self.manifestURL))
        var mutator = ManifestMutator(original: original, random: SplitMix64(seed: 0x5EED_8))
        var loaded = 0
        var rejected = 0
        var unlocated: [String] = []
        var unsafe: [String] = []
        for _ in 0..<3000 {
            let bytes = mutator.mutate()
            do throws(ManifestError) {
                _ = try ManifestLoader.decode(bytes, fileURL: FilePath(Self.manifestURL))
                loaded += 1
            } catch {
                rejected += 1
                if error.field.isEmpty && error.position == nil { unlocated.append(error.description) }
                if error.description.unicodeScalars.contains(where: MessageText.isUnsafe) {
                    unsafe.append(error.description)
                }
            }
        }
        #expect(loaded > 0 && rejected > 2000)
        #expect(unlocated == [])
        #expect(unsafe == [])
    }

    @Test("The same seed gives the same mutations")
    func deterministic() {
        let original = Array("{\"id\": \"a\", \"n\": 5}".utf8)
        var first = ManifestMutator(original: original, random: SplitMix64(seed: 42))
        var second = ManifestMutator(original: original, random: SplitMix64(seed: 42))
        for _ in 0..<50 {
            #expect(first.mutate() == second.mutate())
        }
    }
}
