import WalkthroughCore

/// The welcome manifest's texts as people read them, translated once, when
/// the first of them is about to show.
///
/// The onboarding's rules decide on the manifest as written (ids, versions,
/// windows); the tour's pages, coach marks and feature tips are swapped for
/// their translated selves here, by id, as they show. Until then no gettext
/// catalogue is opened: a launch whose tour was seen reads none.
final class WelcomeTexts {
    /// The manifest as written, nil for none.
    let written: TourManifest?
    private var translated: TourManifest?
    private var isTranslated = false

    init(_ written: TourManifest?) {
        self.written = written
    }

    /// The manifest translated through its `gettextDomain` (``OnboardingHost/shown(_:)``), on first use.
    var shown: TourManifest? {
        if !isTranslated {
            isTranslated = true
            translated = written.map(OnboardingHost.shown)
        }
        return translated
    }

    /// The welcome tour's `pages` (as the rules chose them: all, or the new
    /// ones) and window `title`, translated.
    func tour(pages: [TourPage], title: String) -> (pages: [TourPage], title: String) {
        guard let shown else { return (pages, title) }
        let byID = Dictionary(shown.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return (pages.map { byID[$0.id] ?? $0 }, shown.title)
    }

    /// A coach mark of the welcome manifest, translated.
    func coachMark(_ mark: CoachMark) -> CoachMark {
        switch mark {
        case let .tips(sequence):
            shown?.tipSequences.first { $0.id == sequence.id }.map(CoachMark.tips) ?? mark
        case let .guide(guide):
            shown?.guides.first { $0.id == guide.id }.map(CoachMark.guide) ?? mark
        }
    }

    /// A feature tip of the welcome manifest, translated.
    func featureTip(_ tip: FeatureTip) -> FeatureTip {
        shown?.featureTips.first { $0.id == tip.id } ?? tip
    }
}
