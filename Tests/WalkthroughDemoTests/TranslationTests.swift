import Foundation
import GObjectKit
import UITestSupport
import XCTest

/// The real app in German and in Hebrew, read over AT-SPI as a screen reader
/// reads it: the tour, the tips and a spotlight guide speak the language, and
/// in Hebrew the carousel and the callouts are mirrored (their extents).
final class TranslationTests: DemoTestCase {
    /// What a language's run should show.
    private struct Language {
        let locale: String
        let tourTitle: String
        let back: String, next: String, skip: String
        let dot: (Int) -> String
        let pageTitle: String, secondPageTitle: String
        let firstTip: String
        /// The first tip's picture, named by its translated description.
        let firstTipDescription: String
        let tipHintPrefix: String
        /// The callouts' titles (their accessible names) and positions.
        let firstStep: String, secondStep: String
        let firstPosition: String, secondPosition: String
        let calloutNext: String, showMe: String
        let rightToLeft: Bool
    }

    private static let german = Language(
        locale: "de_DE.UTF-8", tourTitle: "Willkommen", back: "Zurück", next: "Weiter", skip: "Überspringen",
        dot: { "Seite \($0) von 5" }, pageTitle: "Willkommen bei Walkthrough", secondPageTitle: "Finden Sie sich zurecht", firstTip: "Tipp 1 von 3",
        firstTipDescription: "Ein Pfeil zeigt auf die Liste der Touren: Dort steht jede Tour, die die Anwendung kennt, und die ausgewählte ist hervorgehoben.",
        tipHintPrefix: "1 von 3 · Klicken oder Eingabetaste drücken", firstStep: "Ihre Touren",
        secondStep: "Eine Tour abspielen", firstPosition: "Schritt 1 von 4", secondPosition: "Schritt 2 von 4", calloutNext: "Weiter", showMe: "Vorführen", rightToLeft: false)

    private static let hebrew = Language(
        locale: "he_IL.UTF-8", tourTitle: "ברוכים הבאים", back: "חזרה", next: "הבא", skip: "דילוג",
        dot: { "עמוד \($0) מתוך 5" }, pageTitle: "ברוכים הבאים ל־Walkthrough", secondPageTitle: "למצוא את הדרך", firstTip: "עצה 1 מתוך 3",
        firstTipDescription: "חץ מצביע על רשימת הסיורים: שם מופיע כל סיור שהיישום מכיר, והסיור הנבחר מודגש.",
        tipHintPrefix: "1 מתוך 3 · לעצה הבאה", firstStep: "הסיורים שלך",
        secondStep: "ניגון סיור", firstPosition: "שלב 1 מתוך 4", secondPosition: "שלב 2 מתוך 4", calloutNext: "הבא", showMe: "הראו לי", rightToLeft: true)

    /// One accessible node: role, name and extents in window coordinates.
    private struct Node {
        let role: String, name: String
        let x: Int, y: Int, width: Int, height: Int
        var centerX: Int { x + width / 2 }
    }

    func testGermanTourTipsAndGuideAreGerman() throws {
        try run(Self.german)
    }

    func testHebrewTourTipsAndGuideAreHebrewAndMirrored() throws {
        try run(Self.hebrew)
    }

    private func run(_ language: Language) throws {
        try needs(XdoTool.isAvailable && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi"),
                          "needs xdotool, an X display and python3-pyatspi")
        try needs(Self.localeIsInstalled(language.locale), "the locale \(language.locale) is not generated (locale-gen)")
        let app = try launch(locale: language.locale)
        defer { app.stop() }

        // The tour: window, buttons, page dots and the page's text.
        waitFor("the tour window titled \(language.tourTitle)", timeout: 10) { XdoTool.window(titled: language.tourTitle) != nil }
        var nodes: [Node] = []
        waitFor("the tour's accessible tree", timeout: 10) {
            nodes = extents()
            return node(nodes, "push button", language.dot(5)) != nil
        }
        let back = try XCTUnwrap(node(nodes, "push button", language.back), "Back is named \(language.back): \(nodes.map(\.name))")
        let next = try XCTUnwrap(node(nodes, "push button", language.next), "Next is named \(language.next)")
        XCTAssertNotNil(node(nodes, "push button", language.skip), "Skip is named \(language.skip)")
        XCTAssertNotNil(node(nodes, "heading", language.pageTitle), "the page title is translated")
        let firstDot = try XCTUnwrap(node(nodes, "push button", language.dot(1)))
        let lastDot = try XCTUnwrap(node(nodes, "push button", language.dot(5)))
        if language.rightToLeft {
            XCTAssertLessThan(next.x, back.x, "Next is left of Back in right-to-left")
            XCTAssertGreaterThan(firstDot.x, lastDot.x, "the first page's dot is the rightmost")
        } else {
            XCTAssertLessThan(back.x, next.x, "Back is left of Next")
            XCTAssertLessThan(firstDot.x, lastDot.x, "the first page's dot is the leftmost")
        }

        // The arrow key that points ahead turns the page: Left in right-to-left.
        XdoTool.press([language.rightToLeft ? "Left" : "Right"], in: language.tourTitle)
        waitFor("the second page, in the reading direction", timeout: 10) {
            node(extents(), "heading", language.secondPageTitle) != nil
        }

        // Esc ends the tour; the main window opens with its tips.
        XdoTool.press(["Escape"], in: language.tourTitle)
        waitFor("the first tip", timeout: 10) {
            nodes = extents()
            return nodes.contains { $0.name == language.firstTip }
        }
        XCTAssertTrue(nodes.contains { $0.role == "label" && $0.name.hasPrefix(language.tipHintPrefix) },
                      "the tip hint is translated: \(nodes.map(\.name))")
        XCTAssertNotNil(node(nodes, "image", language.firstTipDescription), "the tip's picture reads as its translated description")

        // Enter through the tips; the spotlight guide follows.
        for _ in 0..<3 { XdoTool.press(["Return"], in: "Walkthrough") }
        waitFor("the guide's first step", timeout: 10) {
            nodes = extents()
            return node(nodes, "dialog", language.firstStep) != nil
        }
        XCTAssertNotNil(node(nodes, "label", language.firstPosition), "the callout's position reads as a translated step")
        XCTAssertNotNil(node(nodes, "push button", language.calloutNext), "the callout's Next is translated")
        XCTAssertNotNil(node(nodes, "push button", language.skip), "the callout's Skip is translated")

        // The second step points at Play, at the header bar's start.
        XdoTool.press(["Return"], in: "Walkthrough")
        waitFor("the guide's second step", timeout: 10) {
            nodes = extents()
            return node(nodes, "dialog", language.secondStep) != nil && node(nodes, "push button", language.showMe) != nil
        }
        XCTAssertNotNil(node(nodes, "label", language.secondPosition), "the callout's position reads as a translated step")
        let window = try XCTUnwrap(nodes.first { $0.role == "frame" && $0.name == "Walkthrough" })
        let callout = try XCTUnwrap(node(nodes, "dialog", language.secondStep))
        if language.rightToLeft {
            XCTAssertGreaterThan(callout.centerX, window.width / 2, "the callout mirrors to the right, beside Play")
        } else {
            XCTAssertLessThan(callout.centerX, window.width / 2, "the callout is on the left, beside Play")
        }
    }

    /// Starts the installed-style app in `locale` with a fresh config folder.
    private func launch(locale: String) throws -> ChildProcess {
        try ChildProcess([], configHome: configHome,
                         environment: ["LANGUAGE": nil, "LC_ALL": nil, "LC_MESSAGES": nil, "LC_CTYPE": nil, "LANG": locale])
    }

    private func node(_ nodes: [Node], _ role: String, _ name: String) -> Node? {
        nodes.first { $0.role == role && $0.name == name }
    }

    /// The app's named accessible nodes with their extents (Scripts/accessible-extents.py).
    private func extents() -> [Node] {
        let script = AccessibilityScript.folder.appendingPathComponent("accessible-extents.py")
        // This test process is on the accessibility bus too: ChildProcess keeps its
        // main loop running, or the script's questions to it wait for D-Bus timeouts.
        let output = ChildProcess.output(of: URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "walkthrough"], timeout: 30)
        return output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            let box = fields[2].split(separator: ",").compactMap { Int($0) }
            guard box.count == 4 else { return nil }
            return Node(role: String(fields[0]), name: String(fields[1]), x: box[0], y: box[1], width: box[2], height: box[3])
        }
    }

    static func localeIsInstalled(_ locale: String) -> Bool {
        let output = ChildProcess.output(of: URL(fileURLWithPath: "/usr/bin/locale"), ["-a"], timeout: 30)
        let wanted = locale.lowercased().replacingOccurrences(of: "utf-8", with: "utf8")
        return output.lowercased().split(separator: "\n").contains { $0 == wanted }
    }
}

/// The library's own strings in languages whose catalogues translate only
/// them (the demo's tour stays English there): the tour's buttons and its page
/// dots read as the catalogue says, over AT-SPI, and Arabic mirrors the tour.
final class LibraryLanguageTests: DemoTestCase {
    func testSpanish() throws { try run(locale: "es_ES.UTF-8", catalogue: "es", rightToLeft: false) }
    func testJapanese() throws { try run(locale: "ja_JP.UTF-8", catalogue: "ja", rightToLeft: false) }
    func testArabicIsMirrored() throws { try run(locale: "ar_EG.UTF-8", catalogue: "ar", rightToLeft: true) }

    private func run(locale: String, catalogue: String, rightToLeft: Bool) throws {
        try needs(XdoTool.isAvailable && AccessibleTree.isAvailable, "needs xdotool, an X display and python3-pyatspi")
        try needs(TranslationTests.localeIsInstalled(locale), "the locale \(locale) is not generated (locale-gen)")
        let strings = try Catalogue(language: catalogue)
        let back = try strings.label("_Back"), next = try strings.label("_Next"), skip = try strings.label("_Skip")
        XCTAssertNotEqual(next, "Next", "the catalogue translates Next")
        let dot = try strings.translation("Page %1$d of %2$d")
        let firstDot = dot.replacingOccurrences(of: "%1$d", with: "1").replacingOccurrences(of: "%2$d", with: "5")
        let lastDot = dot.replacingOccurrences(of: "%1$d", with: "5").replacingOccurrences(of: "%2$d", with: "5")

        let app = try ChildProcess([], configHome: configHome,
                                   environment: ["LANGUAGE": nil, "LC_ALL": nil, "LC_MESSAGES": nil, "LC_CTYPE": nil, "LANG": locale])
        defer { app.stop() }
        waitFor("the tour window", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        var extents: [(role: String, name: String, box: (x: Int, y: Int, width: Int, height: Int))] = []
        waitFor("the tour's accessible tree, in the catalogue's words", timeout: 15) {
            extents = self.accessibleExtents(of: app.pid)
            return extents.contains { $0.role == "push button" && $0.name == lastDot }
        }
        func button(_ name: String) -> (x: Int, y: Int, width: Int, height: Int)? {
            extents.first { $0.role == "push button" && $0.name == name }?.box
        }
        let backBox = try XCTUnwrap(button(back), "Back reads \(back): \(extents.map(\.name))")
        let nextBox = try XCTUnwrap(button(next), "Next reads \(next)")
        XCTAssertNotNil(button(skip), "Skip reads \(skip)")
        let first = try XCTUnwrap(button(firstDot), "the first dot reads \(firstDot)")
        let last = try XCTUnwrap(button(lastDot))
        if rightToLeft {
            XCTAssertLessThan(nextBox.x, backBox.x, "Next is left of Back in right-to-left")
            XCTAssertGreaterThan(first.x, last.x, "the first page's dot is the rightmost")
        } else {
            XCTAssertLessThan(backBox.x, nextBox.x, "Back is left of Next")
            XCTAssertLessThan(first.x, last.x, "the first page's dot is the leftmost")
        }
    }
}

/// A catalogue of po/, read as msgunfmt would give it back.
private struct Catalogue {
    private var messages: [String: String] = [:]

    init(language: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("po/\(language).po"), encoding: .utf8)
        var msgid: String?, msgstr: String?, field = ""
        func finish() {
            if let msgid, let msgstr, !msgid.isEmpty { messages[msgid] = msgstr }
            msgid = nil
            msgstr = nil
        }
        func quoted(_ line: Substring) -> String {
            guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else { return "" }
            return String(line[line.index(after: start)..<end]).replacingOccurrences(of: "\\\"", with: "\"")
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgid ") { finish(); field = "id"; msgid = quoted(line) }
            else if line.hasPrefix("msgstr ") { field = "str"; msgstr = quoted(line) }
            else if line.hasPrefix("\"") {
                if field == "id" { msgid = (msgid ?? "") + quoted(line) } else if field == "str" { msgstr = (msgstr ?? "") + quoted(line) }
            } else if line.isEmpty { finish(); field = "" }
        }
        finish()
    }

    /// The translation of `msgid`; it must be there.
    func translation(_ msgid: String) throws -> String {
        try XCTUnwrap(messages[msgid].flatMap { $0.isEmpty ? nil : $0 }, "\(msgid) is translated")
    }

    /// A button's label as GTK shows it and screen readers read it: without the mnemonic's underscore
    /// (a "(_N)" suffix, as CJK catalogues write it, reads "(N)").
    func label(_ msgid: String) throws -> String {
        try translation(msgid).replacingOccurrences(of: "_", with: "")
    }
}
