import CoreTestSupport
import Foundation
import Testing
@testable import WalkthroughAuthoring
@testable import WalkthroughCore

/// `--ui`: an app's GtkBuilder file as the description guide targets are checked against.
@Suite struct BuilderFileTests {
    static let window = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- The host app's main window. -->
        <interface>
          <requires lib="gtk" version="4.0"/>
          <object class="GtkApplicationWindow" id="main">
            <child><object class="WtCoachMarkOverlay"/></child>
            <child type="titlebar">
              <object class="GtkHeaderBar">
                <child><object class="GtkButton" id="new-button"><property name="action-name">win.new</property></object></child>
                <child><object class="GtkMenuButton"><property name="name">menu &amp; more</property><property name="menu-model">primary</property></object></child>
              </object>
            </child>
          </object>
          <menu id="primary"><section><item><attribute name="label">_Quit</attribute><attribute name="action">app.quit</attribute></item></section></menu>
        </interface>
        """

    /// Lives as long as the test (a new suite value per test).
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private func write(_ text: String, name: String = "window.ui") throws -> String {
        try folder.write(text, to: name).path
    }

    @Test("A .ui file names its window by its first top-level object's id and offers ids, names and actions; a bare titlebar's are unreachable")
    func describes() throws {
        let ui = try BuilderFile.describe(argument: try write(Self.window)).get()
        #expect(ui.windows == ["main": [.widget("main"), .action("app.quit")]])
        #expect(ui.unreachableInTitlebar == ["main": [.widget("new-button"), .widget("menu & more"), .action("win.new")]])
    }

    @Test("A titlebar wrapped in a WtCoachMarkOverlay offers its targets like the content")
    func wrappedTitlebar() throws {
        let wrapped = Self.window
            .replacingOccurrences(of: "<child type=\"titlebar\">", with: "<child type=\"titlebar\"><object class=\"WtCoachMarkOverlay\"><child>")
            .replacingOccurrences(of: "</object>\n    </child>\n  </object>", with: "</object>\n    </child></object></child>\n  </object>")
        let ui = try BuilderFile.describe(argument: try write(wrapped)).get()
        #expect(ui.windows == ["main": [.widget("main"), .widget("new-button"), .widget("menu & more"), .action("win.new"), .action("app.quit")]])
        #expect(ui.unreachableInTitlebar.isEmpty)
    }

    @Test("--check --ui reports a target in a bare titlebar as unreachable, saying what to change")
    func bareTitlebarTargetIsReported() throws {
        let manifest = try ManifestFixture().load()
        let ui = UIDescription(windows: ["main": [.action("win.show-tour")]], unreachableInTitlebar: ["main": [.widget("play-button")]])
        #expect(TargetValidator.validate(manifest, against: ui).map(\.reason) == [
            "widget play-button is in the titlebar of window \"main\", outside any WtCoachMarkOverlay: make the titlebar a WtCoachMarkOverlay holding the header bar",
        ])
        var wrapped = ui
        wrapped.merge(UIDescription(windows: ["main": [.widget("play-button")]]))
        #expect(TargetValidator.validate(manifest, against: wrapped).isEmpty, "reachable elsewhere in the window, it passes")
    }

    @Test("--check fails a window whose files hold no WtCoachMarkOverlay (a titlebar's does not count), and passes once one does")
    func windowWithoutOverlay() throws {
        let bare = Self.window.replacingOccurrences(of: "<child><object class=\"WtCoachMarkOverlay\"/></child>", with: "")
            .replacingOccurrences(of: "<child type=\"titlebar\">", with: "<child type=\"titlebar\"><object class=\"WtCoachMarkOverlay\"><child>")
            .replacingOccurrences(of: "</object>\n    </child>\n  </object>", with: "</object>\n    </child></object></child>\n  </object>")
        let ui = try BuilderFile.describe(argument: try write(bare)).get()
        #expect(ui.windowsWithoutOverlay == ["main"])
        try folder.write("<svg/>", to: "a.svg")
        let tour = try folder.write("""
            {"id": "t", "title": "T", "pages": [{"id": "p", "image": "a.svg", "imageDescription": "A", "title": "T", "body": "B"}],
             "guides": [{"id": "g", "window": "main", "steps": [{"id": "a", "target": {"action": "app.quit"}, "title": "T", "body": "B"}]}]}
            """, to: "tour.json")
        #expect(ManifestCheck.problems(in: [FilePath(tour)], ui: ui).map(\.description) == [
            "\(tour.path):2:35: guides[0].window: window \"main\" has no WtCoachMarkOverlay, so nothing of it shows: "
                + "wrap the window's content in one and attach it (or give it a window-name)",
        ])
        var withOverlay = ui
        withOverlay.merge(try BuilderFile.describe(argument: "main=" + (try write(Self.window, name: "other.ui"))).get())
        #expect(withOverlay.windowsWithoutOverlay.isEmpty, "another file of the window has one")
        #expect(ManifestCheck.problems(in: [FilePath(tour)], ui: withOverlay).isEmpty)
    }

    @Test("--ui NAME=FILE names the window")
    func named() throws {
        let path = try write(Self.window)
        let ui = try BuilderFile.describe(argument: "editor=\(path)").get()
        #expect(Array(ui.windows.keys) == ["editor"])
    }

    @Test("Malformed XML is reported at its line and column", arguments: [
        ("<interface>\n  <object id=\"a\">\n</interface>", 3, 1, "unexpected closing tag </interface>"),
        ("<interface>\n  <object id=a/>\n</interface>", 2, 14, "attribute id needs a quoted value"),
        ("<interface>\n  <object id=\"a\" id=\"b\"/>\n</interface>", 2, 18, "duplicate attribute id"),
        ("<interface>\n  <!-- never closed\n", 2, 3, "unterminated comment"),
        ("<interface>&bogus;</interface>", 1, 19, "unknown reference &bogus;"),
    ])
    func malformed(text: String, line: Int, column: Int, reason: String) throws {
        let path = try write(text)
        let result = BuilderFile.describe(argument: path)
        guard case let .failure(error) = result else { Issue.record("loaded: \(result)"); return }
        #expect(error.description == "\(path):\(line):\(column): \(reason)")
    }

    @Test("A file that is not GtkBuilder's, or names no window, says so at its root")
    func notBuilder() throws {
        let html = try write("<html><body/></html>")
        #expect(throws: ManifestError(file: html, field: "", reason: "not a GtkBuilder file: the root element is <html>, not <interface>",
                                      position: SourcePosition(line: 1, column: 1))) { try BuilderFile.describe(argument: html).get() }
        let template = try write("<interface>\n<template class=\"MyWindow\" parent=\"GtkWindow\"/>\n</interface>")
        #expect(throws: ManifestError(file: template, field: "",
                                      reason: "a <template> has no id to name the window: give it as --ui NAME=\(template)",
                                      position: SourcePosition(line: 2, column: 1))) { try BuilderFile.describe(argument: template).get() }
        let missing = folder.url.appendingPathComponent("none.ui").path
        #expect(throws: ManifestError(file: missing, field: "", reason: "file does not exist", kind: .notFound)) { try BuilderFile.describe(argument: missing).get() }
    }

    @Test("A Blueprint file is an error that says how to compile it, by its name or its using line")
    func blueprint() throws {
        let blp = try write("using Gtk 4.0;\n\ntemplate $MyWindow : Gtk.ApplicationWindow {}\n", name: "window.blp")
        #expect(throws: ManifestError(file: blp, field: "", reason: "a Blueprint file, not GtkBuilder XML: compile it first with "
                                      + "\"blueprint-compiler compile --output \(folder.url.appendingPathComponent("window.ui").path) \(blp)\" and give the .ui file")) {
            try BuilderFile.describe(argument: blp).get()
        }
        let misnamed = try write("using Gtk 4.0;\n", name: "window.ui")
        guard case let .failure(error) = BuilderFile.describe(argument: "main=\(misnamed)") else { Issue.record("loaded"); return }
        #expect(error.reason.hasPrefix("a Blueprint file, not GtkBuilder XML"))
    }

    @Test("An empty file, and text that holds no XML, are errors naming the file, even with NAME=", arguments: [
        ("", "not a GtkBuilder file: it is empty"),
        ("  \n", "not a GtkBuilder file: it is empty"),
        ("this is not XML at all\n", "not a GtkBuilder file: it holds no XML element"),
        ("garbage <interface/>", "not a GtkBuilder file: text outside the <interface> element"),
    ])
    func notXML(content: String, reason: String) throws {
        let file = try write(content, name: "garbage.ui")
        guard case let .failure(error) = BuilderFile.describe(argument: "main=\(file)") else { Issue.record("loaded"); return }
        #expect(error.file == file)
        #expect(error.reason == reason)
    }

    @Test("An id declared twice is reported where it is declared again, with the id and the first place")
    func duplicateID() throws {
        let file = try write("""
            <interface>
              <template class="MyWindow" parent="GtkApplicationWindow">
                <child><object class="GtkButton" id="send"/></child>
                <child><object class="GtkButton" id="send"/></child>
              </template>
            </interface>
            """)
        #expect(throws: ManifestError(file: file, field: "", reason: "id \"send\" is declared twice (first at line 3, column 12)",
                                      position: SourcePosition(line: 4, column: 12))) { try BuilderFile.describe(argument: "main=\(file)").get() }
    }

    @Test("Nesting is capped, so a hostile file cannot exhaust the stack")
    func depth() throws {
        let deep = "<interface>" + String(repeating: "<a>", count: XMLScanner.maximumDepth + 1)
        guard case let .failure(error) = BuilderFile.describe(argument: try write(deep)) else { Issue.record("loaded"); return }
        #expect(error.reason.contains("nest deeper"))
    }

    @Test("--check checks guide targets against the .ui file, by window, with the manifest's line")
    func checksAgainstTheHostUI() throws {
        let ui = try BuilderFile.describe(argument: try write(Self.window)).get()
        try folder.write("<svg/>", to: "a.svg")
        let tour = try folder.write("""
            {"id": "t", "title": "T", "pages": [{"id": "p", "image": "a.svg", "imageDescription": "A", "title": "T", "body": "B"}],
             "guides": [{"id": "g", "window": "main", "steps": [
               {"id": "a", "target": {"widget": "new-button"}, "title": "T", "body": "B"},
               {"id": "b", "target": {"action": "app.quit"}, "title": "T", "body": "B"},
               {"id": "c", "target": {"widget": "x"}, "title": "T", "body": "B"}]}]}
            """, to: "tour.json")
        let problems = ManifestCheck.problems(in: [FilePath(tour)], ui: ui)
        #expect(problems.map(\.description) == [
            "\(tour.path):3:26: guides[0].steps[0].target: widget new-button is in the titlebar of window \"main\", outside any "
                + "WtCoachMarkOverlay: make the titlebar a WtCoachMarkOverlay holding the header bar",
            "\(tour.path):5:26: guides[0].steps[2].target: unknown widget \"x\" in window \"main\"",
        ])
        #expect(ManifestCheck.problems(in: [FilePath(tour)], ui: nil) == [], "without --ui no target is checked")
    }
}

/// `--check --ui`: a menu action is reachable only when the file opens its menu.
@Suite struct BuilderFileMenuTests {
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    private static func window(opening opened: String) -> String {
        """
        <interface>
          <object class="GtkApplicationWindow" id="main">
            <child><object class="GtkBox">
              <child><object class="GtkMenuButton"><property name="menu_model">\(opened)</property></object></child>
              <child><object class="GtkButton"><property name="action-name">win.both</property></object></child>
            </object></child>
          </object>
          <menu id="primary"><section><item><attribute name="action">app.quit</attribute></item></section>
            <submenu><attribute name="label">More</attribute><item><attribute name="action">app.deep</attribute></item></submenu></menu>
          <menu id="orphan"><item><attribute name="action">app.lost</attribute></item><item><attribute name="action">win.both</attribute></item></menu>
        </interface>
        """
    }

    @Test("A menu's actions, submenus included, are targets when a menu button opens the menu; a menu nothing opens is said so")
    func unopenedMenu() throws {
        let ui = try BuilderFile.describe(argument: try folder.write(Self.window(opening: "primary"), to: "w.ui").path).get()
        #expect(ui.has(.action("app.quit"), in: "main") && ui.has(.action("app.deep"), in: "main"))
        #expect(!ui.has(.action("app.lost"), in: "main"))
        #expect(ui.unopenedMenuActions == ["main": [.action("app.lost"): "orphan"]], "win.both has a button too")

        let fixture = try ManifestFixture()
        fixture.json["guides"] = [["id": "g", "window": "main", "steps": [
            ["id": "lost", "target": ["action": "app.lost"], "title": "T", "body": "B"],
            ["id": "quit", "target": ["action": "app.quit"], "title": "T", "body": "B"],
        ]]]
        let reasons = TargetValidator.validate(try fixture.load(), against: ui).map(\.reason)
        #expect(reasons.contains("action app.lost is only in menu \"orphan\" of window \"main\", which no menu button or popover menu bar opens: "
            + "set the menu as the menu-model of a GtkMenuButton or GtkPopoverMenuBar"), "\(reasons)")
        #expect(!reasons.contains { $0.contains("app.quit") }, "an opened menu's item is a target")
        let opened = try BuilderFile.describe(argument: try folder.write(Self.window(opening: "orphan"), to: "o.ui").path).get()
        #expect(opened.has(.action("app.lost"), in: "main"))
        #expect(opened.unopenedMenu(holding: .action("app.quit"), in: "main") == "primary")
    }
}
