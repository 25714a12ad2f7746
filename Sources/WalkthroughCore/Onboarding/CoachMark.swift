/// One thing shown over a window on its first visit: a tip sequence or a spotlight guide.
package enum CoachMark: Equatable, Sendable {
    /// A tip sequence.
    case tips(TipSequence)
    /// A spotlight guide.
    case guide(GuideDefinition)

    /// The id recorded once it is seen.
    package var id: String {
        switch self {
        case let .tips(sequence): sequence.id
        case let .guide(guide): guide.id
        }
    }

    /// The window name it is shown over.
    package var window: String {
        switch self {
        case let .tips(sequence): sequence.window
        case let .guide(guide): guide.window
        }
    }

    /// The version that introduced it.
    package var since: Version? {
        switch self {
        case let .tips(sequence): sequence.since
        case let .guide(guide): guide.since
        }
    }

    /// A manifest's coach marks for `window`, tips first, each group in manifest order.
    package static func all(in manifest: TourManifest, window: String) -> [CoachMark] {
        manifest.tipSequences.filter { $0.window == window }.map(CoachMark.tips)
            + manifest.guides.filter { $0.window == window }.map(CoachMark.guide)
    }
}
