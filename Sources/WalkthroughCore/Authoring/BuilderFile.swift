import FoundationEssentials

/// What an app's GtkBuilder `.ui` file offers guides, for
/// `walkthrough --check tour.json --ui window.ui` (and `--preview`, `--render`).
///
/// A file describes one window. Its name, as manifests write it in `window`,
/// is the `id` of the file's first top-level `<object>`, or the NAME of
/// `--ui NAME=FILE` (for a `<template>`, or a window whose id is not the name
/// the manifest uses). Everything in the file counts for that window: every
/// object's `id` and `name` property as a widget, every `action-name`
/// property and menu `action` attribute as an action; except what is in the
/// window's titlebar (`<child type="titlebar">`, the `titlebar` property)
/// outside a `WtCoachMarkOverlay`, which no spotlight reaches: those targets
/// are the description's ``UIDescription/unreachableInTitlebar``.
package enum BuilderFile {
    /// The largest `.ui` file read.
    package static let maximumSize = 4 << 20

    /// The description given by one `--ui` argument, `FILE` or `NAME=FILE`
    /// (NAME: letters, digits, `-` and `_`, before the first `=`).
    package static func describe(argument: String) -> Result<UIDescription, ManifestError> {
        if let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
           argument[..<equals].unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }) {
            return describe(file: String(argument[argument.index(after: equals)...]), window: String(argument[..<equals]))
        }
        return describe(file: argument, window: nil)
    }

    /// The description of `file`, as window `window` (nil: named by its first top-level object's id).
    package static func describe(file: String, window: String?) -> Result<UIDescription, ManifestError> {
        func problem(_ reason: String, at position: SourcePosition? = nil) -> Result<UIDescription, ManifestError> {
            .failure(ManifestError(file: file, field: "", reason: reason, position: position))
        }
        let bytes: [UInt8]
        switch RegularFileReader.read(file, maximumSize: maximumSize) {
        case let .success(read): bytes = read
        case let .failure(failure): return .failure(ManifestLoader.fileError(file, failure))
        }
        var collector = Collector()
        var scanner = XMLScanner(bytes)
        do throws(XMLScanner.Failure) {
            try scanner.scan { event throws(XMLScanner.Failure) in try collector.take(event) }
        } catch {
            return problem(error.reason, at: error.position)
        }
        guard let name = window ?? collector.firstID else {
            return problem(tr("no top-level object with an id names the window: give it as --ui NAME=%s", MessageText.safe(file)),
                           at: collector.rootPosition)
        }
        return .success(UIDescription(windows: [name: collector.targets],
                                      unreachableInTitlebar: collector.bareTitlebar.isEmpty ? [:] : [name: collector.bareTitlebar]))
    }

    /// Gathers targets from the scanner's events.
    private struct Collector {
        var targets: Set<GuideTarget> = []
        /// Targets in a titlebar with no `WtCoachMarkOverlay` around them.
        var bareTitlebar: Set<GuideTarget> = []
        var firstID: String?
        var rootPosition: SourcePosition?
        private var depth = 0
        /// For each open element: whether it is in a titlebar, and whether in an overlay there.
        private var context: [(inTitlebar: Bool, wrapped: Bool)] = []

        /// Whether what is read now is in a titlebar outside a coach-mark overlay.
        private var isInBareTitlebar: Bool { context.last.map { $0.inTitlebar && !$0.wrapped } ?? false }

        private mutating func insert(_ target: GuideTarget) {
            if isInBareTitlebar { bareTitlebar.insert(target) } else { targets.insert(target) }
        }
        private var collecting: ((String) -> GuideTarget)?
        private var text = ""

        mutating func take(_ event: XMLScanner.Event) throws(XMLScanner.Failure) {
            switch event {
            case let .start(name, attributes, position):
                depth += 1
                if depth == 1 {
                    rootPosition = position
                    guard name == "interface" else {
                        throw XMLScanner.Failure(reason: tr("not a GtkBuilder file: the root element is <%s>, not <interface>", MessageText.safe(name)),
                                                 position: position)
                    }
                }
                let outer = context.last ?? (inTitlebar: false, wrapped: false)
                let opensTitlebar = (name == "child" && attributes["type"] == "titlebar")
                    || (name == "property" && attributes["name"] == "titlebar")
                context.append(opensTitlebar ? (true, false)
                    : (outer.inTitlebar, outer.wrapped || (outer.inTitlebar && name == "object" && attributes["class"] == "WtCoachMarkOverlay")))
                if name == "object", let id = attributes["id"] {
                    insert(.widget(id))
                    if depth == 2, firstID == nil { firstID = id }
                }
                text = ""
                switch (name, attributes["name"]) {
                case ("property", "name"): collecting = { .widget($0) }
                case ("property", "action-name"), ("attribute", "action"): collecting = { .action($0) }
                default: collecting = nil
                }
            case let .text(chunk):
                if collecting != nil { text += chunk }
            case .end:
                depth -= 1
                let value = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
                if let make = collecting, !value.isEmpty { insert(make(value)) }
                collecting = nil
                context.removeLast()
            }
        }
    }
}
