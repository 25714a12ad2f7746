
/// A tour manifest: the welcome tour's pages plus the tips and guides shown later.
///
/// Manifests are JSON files (schema: `data/tour.schema.json`), loaded with
/// ``ManifestLoader``. Every object rejects unknown keys.
///
/// ```
/// {
///   "$schema": "tour.schema.json",      // optional, ignored
///   "id": "welcome",                    // required, [a-z0-9-]+
///   "title": "Welcome to Walkthrough",  // required, non-empty
///   "language": "en",                   // optional BCP 47 tag of the texts' language
///   "gettextDomain": "walkthrough",     // optional: the gettext domain that translates
///                                       // its texts (they are the msgids)
///   "resources": "../resources",        // optional; folder, relative to the manifest's
///                                       // folder, that images are relative to;
///                                       // default: the manifest's folder
///   "pages": [                          // required, at least one
///     {"id": "welcome", "image": "tour/welcome.svg", "imageDescription": "…",
///      "title": "…", "body": "…",       // imageDescription required: what the image shows,
///      "since": "1.0"},                 // "" only with "decorative": true (hidden from
///                                       // screen readers); since optional: the version
///                                       // that added the page
///   ],
///   "tips": [                           // optional tip sequences
///     {"id": "main-tips", "window": "main", "since": "1.1", "narrowWidth": 560,
///      "tips": [                        // at least one; a tip is an image (+ narrowImage)
///        {"id": "t1", "image": "tips/a.svg", "narrowImage": "tips/a-narrow.svg",
///         "description": "…"},          // required with image: read instead of the picture
///        {"id": "t2", "title": "…", "body": "…", "narrowBody": "…"}   // or a card, not both
///      ]}
///   ],
///   "guides": [                         // optional
///     {"id": "main-guide", "window": "main", "since": "1.1",
///      "steps": [                       // at least one
///        {"id": "play", "target": {"widget": "play-button"}, "title": "…", "body": "…",
///         "showMe": true,               // optional, default false
///         "completion": "next",         // optional: "next" (default) or "use"
///         "ifMissing": "center"},       // optional: "center" (default) or "skip"
///        {"id": "menu", "target": {"action": "win.show-tour"}, "title": "…", "body": "…"}
///      ]}                               // a target has exactly one of widget / action;
///   ],                                  // a step may name another "window" (a dialog)
///   "coachMarksAfterSkip": false,       // optional: tips and guides even after Skip
///   "whatsNew": ["pages", "releaseNotes"], // optional: what an update shows (default both)
///   "menusFromCode": [{"menu": "primary-menu", "window": "main"}],   // optional: menus the app
///                                       // opens from code, for the check (window optional)
///   "displayFrequency": "daily",        // optional: least time between two new feature tips
///   "quietMoment": {"afterInput": 2, "afterOpening": 2},   // optional: seconds nothing starts by itself
///   "featureTips": [                    // optional: tips shown by rules
///     {"id": "play-with-enter", "style": "popover", "target": {"widget": "play-button"},
///      "title": "…", "body": "…", "rules": [{"event": "tour-played", "atLeast": 2}],
///      "invalidatedBy": "win.play-from-list", "maxDisplayCount": 3}
///   ],
///   "tipGroups": [                      // optional: feature tips shown one at a time
///     {"id": "basics", "order": "ordered", "tips": ["play-with-enter"]}
///   ],
///   "checklists": [                     // optional: get-started checklists (WtChecklist)
///     {"id": "get-started", "title": "…", "items": [
///       {"id": "play", "title": "…", "body": "…", "since": "1.2",
///        "media": {"light": "a.svg", "dark": "a-dark.svg", "description": "…"},
///        "button": {"label": "_Play", "action": "win.play"},   // or "guide": an id
///        "completion": [{"action": "win.play"}]}   // or event + atLeast, parameter + equals,
///     ]}                                // setting ("schema/key") + equals, guideFinished, tipSeen
///   ]
/// }
/// ```
///
/// Every field, with its rules, is in docs/manifest.md and docs/feature-tips.md.
///
/// All ids match `[a-z0-9-]+` (checked as bytes: ASCII only). Page ids are unique among pages, tip ids within their
/// sequence, step ids within their guide, and tip-sequence and guide ids together
/// (they share the "seen" store). Image paths are relative to the resources folder,
/// must name regular files and must not leave it (neither by `..` nor by a symlink).
/// Lengths and the file's size are capped (docs/manifest.md lists the limits); duplicate keys,
/// trailing commas and other departures from RFC 8259 are errors.
public struct TourManifest: Sendable, Equatable {
    /// The window name coach marks use for the app's main window, and the one a
    /// feature tip without a `window` belongs to: the one source in Swift (the C
    /// header's `WT_ONBOARDING_MAIN_WINDOW` is checked against it by a test).
    package static let mainWindowName = "main"

    /// The manifest's id.
    public internal(set) var id: String
    /// The tour window's title.
    public internal(set) var title: String
    /// The tour's pages, in order (at least one).
    package var pages: [TourPage]
    /// The tip sequences, in manifest order.
    package var tipSequences: [TipSequence]
    /// The guides, in manifest order.
    package var guides: [GuideDefinition]
    /// The feature tips (popover and inline tips shown by their rules), in manifest order.
    package var featureTips: [FeatureTip] = []
    /// The groups of feature tips that show one at a time.
    package var tipGroups: [TipGroup] = []
    /// The least time between two feature tips never shown before (`displayFrequency`).
    package var displayFrequency: DisplayFrequency = .immediate
    /// How long onboarding waits after input and after a window opens before
    /// anything starts by itself (`quietMoment`).
    package var quietMoment = QuietMoment()
    /// Whether the first-visit tips and guides still show after the person
    /// skipped (or closed) the welcome tour (`coachMarksAfterSkip`). By
    /// default they do not: skipping the tour says "not now" to the rest of
    /// the introduction, which is then recorded as seen (Show Tips replays it).
    package var coachMarksAfterSkip = false
    /// Where the pages an update shows come from (`whatsNew`): the manifest's
    /// pages with a `since`, the release notes in the app's metainfo, both (the
    /// default) or neither.
    package var whatsNew: Set<WhatsNewSource> = Set(WhatsNewSource.allCases)
    /// The menus the app opens from code (`menusFromCode`), whose actions
    /// the check counts as their window's; nothing at run time.
    package var menusFromCode: [MenuFromCode] = []
    /// The get-started checklists (`checklists`), in manifest order.
    package var checklists: [ChecklistDefinition] = []
    /// The gettext domain whose catalogues translate the manifest's texts (its
    /// title, page, tip and step texts are the msgids); nil: shown as written.
    package var gettextDomain: String?
    /// The language the manifest's texts are written in (`language`, BCP 47),
    /// or nil when it names none; each page carries it too.
    package var language: LanguageTag?
    /// The FilePath the manifest was loaded from, as given.
    package var fileURL: FilePath
    /// The absolute, standardized folder that image paths are relative to.
    package var resourceRoot: FilePath
    /// The parsed JSON the manifest was decoded from, for positions; nil when built in code.
    var source: JSONValue?

    /// Creates a manifest (normally done by ``ManifestLoader``).
    package init(
        id: String,
        title: String,
        pages: [TourPage],
        tipSequences: [TipSequence] = [],
        guides: [GuideDefinition] = [],
        fileURL: FilePath,
        resourceRoot: FilePath
    ) {
        self.init(id: id, title: title, pages: pages, tipSequences: tipSequences, guides: guides,
                  fileURL: fileURL, resourceRoot: resourceRoot, source: nil)
    }

    init(
        id: String, title: String, pages: [TourPage], tipSequences: [TipSequence], guides: [GuideDefinition],
        fileURL: FilePath, resourceRoot: FilePath, source: JSONValue?
    ) {
        self.id = id
        self.title = title
        self.pages = pages
        self.tipSequences = tipSequences
        self.guides = guides
        self.fileURL = fileURL
        self.resourceRoot = resourceRoot
        self.source = source
    }

    /// The line and column where the value at `fieldPath` starts in the manifest's text,
    /// e.g. `position(of: "guides[0].steps[1].target")`; the path is written as in
    /// ``ManifestError/field`` (`""` is the top-level object). Nil when there is no such
    /// value, or the manifest was not loaded from text.
    package func position(of fieldPath: String) -> SourcePosition? {
        guard let source, let components = FieldPath.components(of: fieldPath) else { return nil }
        return source.value(at: components)?.position
    }
}
