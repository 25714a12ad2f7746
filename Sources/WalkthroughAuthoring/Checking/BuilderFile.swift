import WalkthroughCore

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
/// are the description's ``UIDescription/unreachableInTitlebar``. A menu's
/// actions count only when something in the file opens the menu: its id is
/// the `menu-model` of a `GtkMenuButton`, `GtkPopoverMenu` or
/// `GtkPopoverMenuBar`; the actions of a menu nothing opens are the
/// description's ``UIDescription/unopenedMenuActions`` (a menu the app
/// opens from code, `gtk_popover_menu_new_from_model`, is not seen: give
/// that window's targets another way).
///
/// A file that is not GtkBuilder XML is an error naming it: a Blueprint file
/// (told by its `.blp` name or its `using` line) with the command that
/// compiles it, an empty file, text with no `<interface>` element. So is an
/// id declared twice, which GtkBuilder refuses at run time.
package enum BuilderFile {
    /// The largest `.ui` file read.
    package static let maximumSize = 4 << 20
    /// The extension of Blueprint files, which `blueprint-compiler` turns into GtkBuilder XML.
    static let blueprintExtension = ".blp"

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
        if isBlueprint(file: file, bytes) {
            let output = file.lowercased().hasSuffix(blueprintExtension) ? String(file.dropLast(blueprintExtension.count)) + ".ui" : file + ".ui"
            return problem(tr("a Blueprint file, not GtkBuilder XML: compile it first with \"blueprint-compiler compile --output %1$s %2$s\" and give the .ui file",
                              MessageText.safe(output), MessageText.safe(file)))
        }
        guard bytes.contains(where: { !isSpace($0) }) else { return problem(tr("not a GtkBuilder file: it is empty")) }
        var collector = Collector()
        var scanner = XMLScanner(bytes)
        do throws(XMLScanner.Failure) {
            try scanner.scan { event throws(XMLScanner.Failure) in try collector.take(event) }
        } catch {
            return problem(error.reason, at: error.position)
        }
        guard collector.rootPosition != nil else { return problem(tr("not a GtkBuilder file: it holds no XML element")) }
        guard let name = window ?? collector.firstID else {
            if let template = collector.templatePosition {
                return problem(tr("a <template> has no id to name the window: give it as --ui NAME=%s", MessageText.safe(file)), at: template)
            }
            return problem(tr("no top-level object with an id names the window: give it as --ui NAME=%s", MessageText.safe(file)),
                           at: collector.rootPosition)
        }
        let (targets, unopened) = collector.menusResolved()
        return .success(UIDescription(windows: [name: targets],
                                      unreachableInTitlebar: collector.bareTitlebar.isEmpty ? [:] : [name: collector.bareTitlebar],
                                      unopenedMenuActions: unopened.isEmpty ? [:] : [name: unopened],
                                      windowsWithoutOverlay: collector.hasContentOverlay ? [] : [name]))
    }

    /// Whether `file` is a Blueprint source: by its name, or its first word (`using Gtk 4.0;`).
    private static func isBlueprint(file: String, _ bytes: [UInt8]) -> Bool {
        if file.lowercased().hasSuffix(blueprintExtension) { return true }
        let start = bytes.drop(while: isSpace).prefix(6)
        return Array(start) == Array("using ".utf8)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        [0x20, 0x09, 0x0A, 0x0D].contains(byte)
    }

    /// Gathers targets from the scanner's events.
    private struct Collector {
        var targets: Set<GuideTarget> = []
        /// Targets in a titlebar with no `WtCoachMarkOverlay` around them.
        var bareTitlebar: Set<GuideTarget> = []
        var firstID: String?
        var rootPosition: SourcePosition?
        /// Whether a `WtCoachMarkOverlay` is declared outside the titlebar (one the app can attach).
        var hasContentOverlay = false
        /// Where a top-level `<template>` starts, for errors about it.
        var templatePosition: SourcePosition?
        /// Where each id was declared, for one declared twice.
        private var ids: [String: SourcePosition] = [:]
        /// The elements whose `id` GtkBuilder makes an object of, in one namespace.
        private static let objectElements: Set<String> = ["object", "template", "menu", "section", "submenu"]
        private var depth = 0
        /// For each open element: whether it is in a titlebar, and whether in an overlay there.
        private var context: [(inTitlebar: Bool, wrapped: Bool)] = []

        /// Whether what is read now is in a titlebar outside a coach-mark overlay.
        private var isInBareTitlebar: Bool { context.last.map { $0.inTitlebar && !$0.wrapped } ?? false }

        /// The actions of each menu (by id), and the ids some `menu-model` names.
        private var menuActions: [String: Set<GuideTarget>] = [:]
        private var openedMenus: Set<String> = []
        /// The `<menu>` elements open now: their depth and id.
        private var menus: [(depth: Int, id: String)] = []

        /// The targets, with the actions of the menus something opens; and
        /// the actions found only in menus nothing opens, with such a menu's id.
        func menusResolved() -> (Set<GuideTarget>, [GuideTarget: String]) {
            var all = targets
            var unopened: [GuideTarget: String] = [:]
            for (menu, actions) in menuActions.sorted(by: { $0.key < $1.key }) where openedMenus.contains(menu) { all.formUnion(actions) }
            for (menu, actions) in menuActions.sorted(by: { $0.key < $1.key }) where !openedMenus.contains(menu) {
                for action in actions where !all.contains(action) && unopened[action] == nil { unopened[action] = menu }
            }
            return (all, unopened)
        }

        private mutating func insert(_ target: GuideTarget) {
            // A menu's items show in a popover, a surface of its own: a titlebar does not hide them.
            if case .action = target, let menu = menus.last {
                menuActions[menu.id, default: []].insert(target)
                return
            }
            if isInBareTitlebar { bareTitlebar.insert(target) } else { targets.insert(target) }
        }
        private var collecting: ((String) -> GuideTarget)?
        /// Whether the text collected is a `menu-model`'s: the id of a menu it opens.
        private var openerText = false
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
                if name == "object", attributes["class"] == "WtCoachMarkOverlay", !outer.inTitlebar, !opensTitlebar { hasContentOverlay = true }
                if depth == 2, name == "template", templatePosition == nil { templatePosition = position }
                if Self.objectElements.contains(name), let id = attributes["id"] {
                    if let first = ids[id] {
                        throw XMLScanner.Failure(reason: tr("id \"%1$s\" is declared twice (first at line %2$d, column %3$d)",
                                                            MessageText.safe(id), first.line, first.column), position: position)
                    }
                    ids[id] = position
                }
                if name == "object", let id = attributes["id"] {
                    insert(.widget(id))
                    if depth == 2, firstID == nil { firstID = id }
                }
                if name == "menu" { menus.append((depth, attributes["id"] ?? "")) }
                text = ""
                openerText = false
                switch (name, attributes["name"].map { String($0.map { $0 == "_" ? "-" : $0 }) }) {
                case ("property", "name"): collecting = { .widget($0) }
                case ("property", "menu-model"): collecting = { .widget($0) }
                    openerText = true
                case ("property", "action-name"), ("attribute", "action"): collecting = { .action($0) }
                default: collecting = nil
                }
            case let .text(chunk):
                if depth == 0, chunk.contains(where: { !$0.isWhiteSpace }) {
                    throw XMLScanner.Failure(reason: tr("not a GtkBuilder file: text outside the <interface> element"), position: rootPosition ?? SourcePosition(line: 1, column: 1))
                }
                if collecting != nil { text += chunk }
            case .end:
                if menus.last?.depth == depth { menus.removeLast() }
                depth -= 1
                let value = String(text.drop { $0.isWhiteSpace }.reversed().drop { $0.isWhiteSpace }.reversed())
                if openerText {
                    if !value.isEmpty { openedMenus.insert(value) }
                } else if let make = collecting, !value.isEmpty {
                    insert(make(value))
                }
                collecting = nil
                openerText = false
                context.removeLast()
            }
        }
    }
}
