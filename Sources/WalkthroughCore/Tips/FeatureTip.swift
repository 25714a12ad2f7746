
/// A tip that appears when it is relevant: a non-modal popover pointing at a
/// control, or an inline card the app places in its layout (a ``TipStyle``).
///
/// Unlike a ``TipSequence`` (shown once per version, modally, over a window's
/// first visit), a feature tip shows when its ``rules`` hold, no more often
/// than the manifest's ``DisplayFrequency`` allows for a tip never shown,
/// at most ``maxDisplayCount`` times and ``maxDisplayDuration`` seconds in
/// all, and never again once it is invalidated: closed, its feature used
/// (the action ``invalidatedBy`` names was activated), or over a limit.
/// The decisions are `TipRulesState`'s.
package struct FeatureTip: Sendable, Equatable, Identifiable {
    /// The tip's id, unique among the manifest's feature tips.
    package var id: String
    /// How it shows: a popover at ``target``, or inline in the app's `TipView`.
    package var style: TipStyle
    /// The name of the window it shows in (`main` by default).
    package var window: String
    /// What a popover tip points at; nil for an inline tip.
    package var target: GuideTarget?
    /// The tip's heading.
    package var title: String
    /// The tip's text.
    package var body: String
    /// An optional picture, with the text a screen reader reads instead of it.
    package var image: TipImage?
    /// An optional button that activates an action of the app.
    package var action: TipAction?
    /// When the tip is relevant; nil: always.
    package var rules: TipRule?
    /// The most times the tip appears (each time it comes on screen counts); nil: no limit.
    package var maxDisplayCount: Int?
    /// The most seconds the tip is on screen in all, counted on the monotonic
    /// clock (a clock being set or a suspend does not count); nil: no limit.
    package var maxDisplayDuration: Double?
    /// The detailed name of an action (`win.search`) whose activation means the
    /// person used the feature: the tip is then done, as "action performed".
    package var invalidatedBy: String?
    /// Whether the tip may show before the display frequency allows another new tip.
    package var ignoresDisplayFrequency: Bool

    /// Creates a tip; the optional parts default as in the manifest format.
    package init(
        id: String,
        style: TipStyle,
        window: String = TourManifest.mainWindowName,
        target: GuideTarget? = nil,
        title: String,
        body: String,
        image: TipImage? = nil,
        action: TipAction? = nil,
        rules: TipRule? = nil,
        maxDisplayCount: Int? = nil,
        maxDisplayDuration: Double? = nil,
        invalidatedBy: String? = nil,
        ignoresDisplayFrequency: Bool = false
    ) {
        self.id = id
        self.style = style
        self.window = window
        self.target = target
        self.title = title
        self.body = body
        self.image = image
        self.action = action
        self.rules = rules
        self.maxDisplayCount = maxDisplayCount
        self.maxDisplayDuration = maxDisplayDuration
        self.invalidatedBy = invalidatedBy
        self.ignoresDisplayFrequency = ignoresDisplayFrequency
    }
}
