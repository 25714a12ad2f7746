import Foundation
import LibraryFixtures
import WalkthroughCore
import WalkthroughUI

/// Tours and image files made on the fly for tests of large or hostile content.
package struct TourFixture {
    /// The folder the files are written to.
    package let folder: URL

    package init(in folder: URL) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A small SVG illustration, written once.
    package func svg() throws -> URL {
        let url = folder.appendingPathComponent("art.svg")
        if !FileManager.default.fileExists(atPath: url.path) {
            try ##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" fill="#3584e4"/></svg>"##
                .write(to: url, atomically: true, encoding: .utf8)
        }
        return url
    }

    /// A file that is no image at all.
    package func garbage(named name: String = "broken.png") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data("this is not a PNG\n".utf8).write(to: url)
        return url
    }

    /// A valid black-and-white PNG of `width` × `height` pixels, made cheaply:
    /// every row is zero, so 60000×60000 compresses to under half a megabyte.
    package func png(width: Int, height: Int, named name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        let script = """
        import struct, sys, zlib
        w, h, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
        def chunk(kind, data):
            return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
        row = b'\\0' * (1 + (w + 7) // 8)
        packer = zlib.compressobj(9)
        parts, left = [], h
        while left > 0:
            n = min(left, 256)
            parts.append(packer.compress(row * n))
            left -= n
        parts.append(packer.flush())
        header = struct.pack('>IIBBBBB', w, h, 1, 0, 0, 0, 0)
        with open(path, 'wb') as f:
            f.write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', header) + chunk(b'IDAT', b''.join(parts)) + chunk(b'IEND', b''))
        """
        let result = ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, "\(width)", "\(height)", url.path])
        guard result?.status == 0 else { throw CocoaError(.fileWriteUnknown) }
        return url
    }

    /// `count` pages showing `image` (the SVG by default).
    package func pages(_ count: Int, image: URL? = nil, title: (Int) -> String = { "Page \($0 + 1)" }, body: (Int) -> String = { "The text of page \($0 + 1)." }) throws -> [TourPage] {
        let art = try image ?? svg()
        return (0..<count).map { TourPage(id: "p\($0 + 1)", image: FilePath(art), title: title($0), body: body($0)) }
    }

    /// A manifest file for `pages`, as `walkthrough --tour` reads it.
    package func manifest(title: String, file: String = "tour.json", pages: [(id: String, image: String, title: String, body: String)]) throws -> URL {
        let entries = pages.map { ["id": $0.id, "image": $0.image, "imageDescription": "An illustration.", "title": $0.title, "body": $0.body] }
        let object: [String: Any] = ["id": "fixture", "title": title, "pages": entries]
        let url = folder.appendingPathComponent(file)
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url
    }

    /// The id of the tip sequence ``tour(title:pages:since:tips:tipImages:guide:)`` writes for the main window.
    package static let tipsID = "fixture-tips"
    /// The id of its guide over the main window: the list, Play (`win.play`, with
    /// Show me) and the menu button (completed by using it).
    package static let guideID = "fixture-guide"
    /// Below this width (with `tipImages`) the tips show their narrow variant.
    package static let narrowWidth = 560

    /// A whole tour manifest for ``FixtureApp``, written as `tour.json`: `pages`
    /// pages `p1`… titled "Page 1"… showing the SVG (page *i* new `since[i]`, when
    /// given), and (unless `tips` is empty) a tip sequence on the main window,
    /// one tip per entry (its text, or with `tipImages` the SVG as its wide and
    /// narrow picture, described by the text), and with `guide` the ``guideID`` guide;
    /// `extra` adds top-level fields (`featureTips`, `quietMoment`).
    package func tour(title: String = "Fixture Tour", pages count: Int = 3, since: [String]? = nil,
              tips: [(title: String, body: String)] = [("A first tip", "It says something.")],
              tipImages: Bool = false, guide: Bool = false, extra: [String: Any] = [:]) throws -> URL {
        _ = try svg()
        let pages = (0..<count).map { index -> [String: Any] in
            var page: [String: Any] = ["id": "p\(index + 1)", "image": "art.svg", "imageDescription": "An illustration.",
                                       "title": "Page \(index + 1)", "body": "The text of page \(index + 1)."]
            if let since, index < since.count { page["since"] = since[index] }
            return page
        }
        var object: [String: Any] = ["id": "fixture", "title": title, "pages": pages]
        if !tips.isEmpty {
            let entries = tips.enumerated().map { entry -> [String: Any] in
                let id = "tip-\(entry.offset + 1)"
                // A tip is a picture (described) or a text, never both.
                return tipImages ? ["id": id, "image": "art.svg", "narrowImage": "art.svg", "description": "\(entry.element.title): \(entry.element.body)"]
                    : ["id": id, "title": entry.element.title, "body": entry.element.body]
            }
            var sequence: [String: Any] = ["id": Self.tipsID, "window": Onboarding.mainWindowName, "tips": entries]
            if tipImages { sequence["narrowWidth"] = Self.narrowWidth }
            object["tips"] = [sequence]
        }
        if guide {
            object["guides"] = [["id": Self.guideID, "window": Onboarding.mainWindowName, "steps": [
                ["id": "items", "target": ["widget": FixtureApp.listName], "title": "Your items", "body": "Every item is listed here.", "ifMissing": "center"],
                ["id": "play", "target": ["action": "win.play"], "title": "Play", "body": "Play plays the selected item.", "showMe": true, "ifMissing": "skip"],
                ["id": "menu", "target": ["widget": "menu-button"], "title": "The main menu", "body": "More is in the menu.",
                 "completion": "use", "ifMissing": "center"],
            ]]]
        }
        object.merge(extra) { _, new in new }
        let url = folder.appendingPathComponent("tour.json")
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url
    }

    /// The tips of ``appShapedTour()``: a picture, a picture and a card.
    package static let appTips: [[String: Any]] = [
        ["id": "list", "image": "art.svg", "description": "An arrow points to the list: every item is there."],
        ["id": "play", "image": "art.svg", "description": "An arrow points to Play: click it to play the selected item."],
        ["id": "help", "title": "Help is always one key away", "body": "Press F1 to see the tour again."],
    ]
    /// The steps of ``appShapedTour()``'s guide, the last on the main menu's Keyboard Shortcuts.
    package static let appSteps: [(id: String, target: [String: Any], title: String, body: String)] = [
        ("items", ["widget": FixtureApp.listName], "Your items", "Every item is listed here."),
        ("play", ["action": "win.play"], "Play", "Play plays the selected item."),
        ("menu", ["widget": "menu-button"], "The main menu", "More is in the menu."),
        ("shortcuts", ["action": FixtureApp.shortcutsAction], "Every shortcut in one place", "Keyboard Shortcuts lists every key."),
    ]

    /// A tour shaped as an app's welcome tour, for `walkthrough-fixture`: five
    /// pages titled "Welcome", ``appTips`` and a guide of ``appSteps`` on
    /// the main window, which show after Esc on the tour too; `extra` adds top-level fields.
    package func appShapedTour(extra: [String: Any] = [:]) throws -> URL {
        let steps = Self.appSteps.map { step -> [String: Any] in
            var entry: [String: Any] = ["id": step.id, "target": step.target, "title": step.title, "body": step.body, "ifMissing": "center"]
            if step.id == "play" { entry["showMe"] = true }
            if step.id == "menu" { entry["completion"] = "use" }
            return entry
        }
        var fields: [String: Any] = [
            "coachMarksAfterSkip": true,
            "tips": [["id": Self.tipsID, "window": Onboarding.mainWindowName, "tips": Self.appTips]],
            "guides": [["id": Self.guideID, "window": Onboarding.mainWindowName, "steps": steps]],
        ]
        fields.merge(extra) { _, new in new }
        return try tour(title: "Welcome", pages: 5, tips: [], extra: fields)
    }
}
