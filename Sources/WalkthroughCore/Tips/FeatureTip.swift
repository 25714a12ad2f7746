
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

/// How a ``FeatureTip`` shows.
package enum TipStyle: String, Sendable, Equatable, CaseIterable {
    /// A callout beside its target, with an arrow pointing at it; nothing is
    /// dimmed or blocked, and the rest of the window stays usable.
    case popover
    /// A card in the app's own layout, in the `TipView` the app placed for it.
    case inline
}

/// A feature tip's button: its label, and the action it activates.
package struct TipAction: Sendable, Equatable {
    /// The button's label (with an optional `_` mnemonic).
    package var label: String
    /// The detailed action name, e.g. `win.play` or `app.preferences`.
    package var action: String

    /// Creates a button.
    package init(label: String, action: String) {
        self.label = label
        self.action = action
    }
}

/// A feature tip's picture.
package struct TipImage: Sendable, Equatable {
    /// The image file (absolute).
    package var file: FilePath
    /// What the picture shows, read by screen readers instead of it.
    package var description: String
    /// The folder the image must stay inside when it is opened (the manifest's resources folder).
    package var resourceRoot: FilePath?

    /// Creates a picture.
    package init(file: FilePath, description: String, resourceRoot: FilePath? = nil) {
        self.file = file
        self.description = description
        self.resourceRoot = resourceRoot
    }
}

/// When a ``FeatureTip`` is relevant: a condition on the events the app
/// donated and the parameters it set, evaluated by `TipRulesState`.
package indirect enum TipRule: Sendable, Equatable {
    /// The event `name` was donated at least `atLeast` times, counting only
    /// the last `within` seconds when that is given.
    case event(String, atLeast: Int, within: Double?)
    /// The parameter `name` the app set equals `value` (a parameter never set equals nothing).
    case parameter(String, equals: TipParameterValue)
    /// Every rule holds (true when empty).
    case all([TipRule])
    /// At least one rule holds (false when empty).
    case any([TipRule])
}

/// The least time between two feature tips that were never shown before
/// (a tip already shown may show again at once).
package enum DisplayFrequency: String, Sendable, Equatable, CaseIterable {
    /// No wait.
    case immediate
    /// One new tip an hour.
    case hourly
    /// One new tip a day.
    case daily
    /// One new tip a week.
    case weekly
    /// One new tip every 30 days.
    case monthly

    /// The wait in seconds.
    package var seconds: Double {
        switch self {
        case .immediate: 0
        case .hourly: 3600
        case .daily: 86400
        case .weekly: 7 * 86400
        case .monthly: 30 * 86400
        }
    }
}

/// Feature tips that show one at a time, in an order.
package struct TipGroup: Sendable, Equatable, Identifiable {
    /// The group's id, unique among the manifest's groups.
    package var id: String
    /// Which of its tips may show.
    package var order: TipGroupOrder
    /// The ids of its tips (feature tips of the manifest, each in one group at most).
    package var tips: [String]

    /// Creates a group.
    package init(id: String, order: TipGroupOrder, tips: [String]) {
        self.id = id
        self.order = order
        self.tips = tips
    }
}

/// Which tip of a ``TipGroup`` may show.
package enum TipGroupOrder: String, Sendable, Equatable, CaseIterable {
    /// The first tip not yet done, and only when its rules hold: each tip
    /// waits until the one before it is done.
    case ordered
    /// The first tip whose rules hold, whatever comes before it.
    case firstAvailable
}
