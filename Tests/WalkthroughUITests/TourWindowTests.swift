import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughAuthoring
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The tour window as people meet it: its title, its size on every screen, its text's language.
final class TourWindowTests: GtkTestCase {
    private func fixture() throws -> TourFixture {
        try TourFixture(in: configHome.appendingPathComponent("fixture"))
    }

    private func manifest(title: String, pages: [TourPage]) throws -> TourManifest {
        let folder = try fixture().folder
        return TourManifest(id: "fixture", title: title, pages: pages, fileURL: FilePath(folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(folder))
    }

    /// The title rule lives once: the live welcome tour's window and `--render`'s picture say the manifest's title.
    func testTheLiveWelcomeTourAndTheRenderShareTheManifestsTitle() throws {
        let tour = try manifest(title: "A Fixture Tour", pages: try fixture().pages(2))
        let application = gtk_application_new("dev.walkthrough.TitleTest\(Self.counter)", G_APPLICATION_NON_UNIQUE)!
        Self.counter += 1
        defer { g_object_unref(GPointer.raw(application)) }
        XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
        let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: tour,
                                    configDirectory: configHome.appendingPathComponent("state").path)
        onboarding.start()
        let live = try XCTUnwrap(onboarding.tour, "a first run shows the welcome tour")
        let liveTitle = String(cString: gtk_window_get_title(live.window))
        let offscreen = OffscreenTour(pages: tour.pages, title: tour.title, size: nil, scale: 1)
        let renderedTitle = String(cString: gtk_window_get_title(offscreen.carousel.window))
        XCTAssertEqual(liveTitle, "A Fixture Tour", "the welcome tour's window says the manifest's title")
        XCTAssertEqual(renderedTitle, liveTitle, "--render draws the title the live window shows")
        gtk_window_destroy(live.window)
    }

    private static let arabic = [
        "يعرض Walkthrough جولات ودّية تساعد الناس على التعرّف على تطبيق جديد. هذه الجولة تريك كيف يعمل.",
        "اسحب الصفحات أو مرّر بعجلة الفأرة أو استخدم مفاتيح الأسهم أو انقر على النقاط. اضغط Esc أو تخطَّ لإنهاء الجولة.",
    ]

    private var welcomePages: [TourPage] {
        get throws {
            try ManifestLoader.load(from: ResourceLocator.standard().data.appendingPathComponent("welcome.json")).localized().pages
        }
    }

    /// A tour window of `size` (its surface, as a screen that size would give it), shown and drawn.
    private func open(_ pages: [TourPage], size: PixelSize = TourLayout.defaultSize, title: String = "Sizes") -> TourCarousel {
        let tour = TourCarousel(pages: pages, title: title, application: nil, parent: nil)
        gtk_window_set_default_size(tour.window, Int32(size.width), Int32(size.height))
        tour.present()
        waitFor("the window shows") { isMapped(tour.window) }
        gtk_test_widget_wait_for_draw(GPointer.widget(tour.window))
        MainLoop.drainPending()
        return tour
    }

    /// The window's size on screen (its surface).
    private func surfaceSize(_ tour: TourCarousel) -> PixelSize {
        guard let surface = gtk_native_get_surface(OpaquePointer(tour.window)) else { return PixelSize(width: 0, height: 0) }
        return PixelSize(width: Int(gdk_surface_get_width(surface)), height: Int(gdk_surface_get_height(surface)))
    }

    /// The window's minimum size as a screen must hold it: GTK's request plus
    /// what the surface adds around the widget (client-side decorations).
    private func minimumSize(_ tour: TourCarousel, forWidth width: Int32) -> PixelSize {
        let window = GPointer.widget(tour.window)
        let surface = surfaceSize(tour)
        let extraWidth = max(0, surface.width - Int(gtk_widget_get_width(window)))
        let extraHeight = max(0, surface.height - Int(gtk_widget_get_height(window)))
        var minimumWidth: Int32 = 0, minimumHeight: Int32 = 0
        gtk_widget_measure(window, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        gtk_widget_measure(window, GTK_ORIENTATION_VERTICAL, width - Int32(extraWidth), &minimumHeight, nil, nil, nil)
        return PixelSize(width: Int(minimumWidth) + extraWidth, height: Int(minimumHeight) + extraHeight)
    }

    /// The bottom edge of `widget` in the window's coordinates.
    private func bottom(of widget: WidgetPointer, in tour: TourCarousel) -> Float {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, GPointer.widget(tour.window), &bounds) != 0 else { return .infinity }
        return bounds.origin.y + bounds.size.height
    }

    /// The tour fits the smallest screen both ways round, and its minimum
    /// never moves: the same before it is shown, on every page, at every width.
    func testTheMinimumSizeIsStableFromTheFirstRequestAndFitsThe360PixelScreen() throws {
        let tour = open(try welcomePages)
        let smallest = TourLayout.smallestScreen
        let first = [minimumSize(tour, forWidth: Int32(smallest.width)), minimumSize(tour, forWidth: 720)]
        for page in 1..<tour.state.pageCount {
            tour.jump(toPage: page)
            settle(tour)
            XCTAssertEqual([minimumSize(tour, forWidth: Int32(smallest.width)), minimumSize(tour, forWidth: 720)], first,
                           "page \(page + 1): the minimum is what it was on the first")
        }
        for minimum in first {
            XCTAssertLessThanOrEqual(minimum.width, smallest.width, "the tour fits \(smallest) wide: \(minimum)")
            XCTAssertLessThanOrEqual(minimum.height, smallest.height, "the tour fits \(smallest) high: \(minimum)")
        }
    }

    /// No page's own minimum width exceeds what the strip asks for, at the
    /// default text size and at twice it (GNOME's Large Text is 1.25×): the
    /// title and body are measured no narrower than
    /// ``TourLayout/textMinimumCharacters`` characters, never as wide as a word.
    func testNoPagesMinimumWidthExceedsTheStripsAtTwiceTheTextSize() throws {
        let settings = try XCTUnwrap(gtk_settings_get_default())
        let dpi = ObjectProperty.int(settings, "gtk-xft-dpi")
        defer { ObjectProperty.set(settings, "gtk-xft-dpi", dpi) }
        for scale: Int32 in [1, 2] {
            ObjectProperty.set(settings, "gtk-xft-dpi", 96 * 1024 * scale)
            let tour = open(try welcomePages, title: "Text \(scale)×")
            for page in 0..<tour.state.pageCount {
                tour.jump(toPage: page)
                settle(tour)
                let view = try XCTUnwrap(tour.strip.page(page))
                var minimum: Int32 = 0
                gtk_widget_measure(view.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
                XCTAssertLessThanOrEqual(Int(minimum), TourLayout.minimumPageSize.width, "text \(scale)×, page \(page + 1): the page's minimum width")
                XCTAssertGreaterThan(minimum, 0, "text \(scale)×, page \(page + 1): the page was measured")
            }
            gtk_window_destroy(tour.window)
        }
    }

    /// A landscape phone (720×360), a portrait one (360×720) and the smallest
    /// screen: the window keeps the screen's size, Back / dots / Next are inside
    /// it, and every page's text is whole, in view or scrolling.
    func testEveryPageFitsLandscapeAndPortraitPhones() throws {
        for size in [PixelSize(width: 720, height: 360), PixelSize(width: 360, height: 720), TourLayout.smallestScreen] {
            let tour = open(try welcomePages, size: size, title: "Phone \(size)")
            for page in 0..<tour.state.pageCount {
                tour.jump(toPage: page)
                settle(tour)
                waitFor("\(size), page \(page + 1): the page is laid out to fit") {
                    guard let view = tour.strip.page(page) else { return false }
                    return Int32(self.bottom(of: view.widget, in: tour)) <= Int32(self.bottom(of: tour.strip.widget, in: tour))
                }
                XCTAssertEqual(surfaceSize(tour), size, "\(size), page \(page + 1): the window keeps the screen's size")
                let height = Float(gtk_widget_get_height(GPointer.widget(tour.window)))
                for button in [tour.backButton, tour.nextButton, tour.dots.widget] {
                    XCTAssertLessThanOrEqual(bottom(of: button, in: tour), height, "\(size), page \(page + 1): the bottom row is inside the window")
                }
            }
            gtk_window_destroy(tour.window)
        }
    }

    /// Arabic text with a full stop mid-paragraph (which once widened the
    /// window from 760 to 798 px with Noto Sans Arabic) keeps the default width.
    func testArabicTextKeepsTheWindowAtItsDefaultWidth() throws {
        let pages = try fixture().pages(2, title: { "الصفحة \($0 + 1)" }, body: { Self.arabic[$0] })
        let tour = open(pages, title: "Arabic")
        XCTAssertEqual(surfaceSize(tour), TourLayout.defaultSize)
        tour.send(.nextRequested)
        settle(tour)
        gtk_test_widget_wait_for_draw(GPointer.widget(tour.window))
        MainLoop.drainPending()
        XCTAssertEqual(surfaceSize(tour), TourLayout.defaultSize, "page 2 leaves the window as it was")
        let minimum = minimumSize(tour, forWidth: Int32(TourLayout.defaultSize.width))
        XCTAssertLessThanOrEqual(minimum.width, TourLayout.smallestScreen.width, "no text widens the minimum: \(minimum)")
    }

    /// The language tags of a label's Pango attributes.
    private func languages(of label: WidgetPointer) -> [String] {
        guard let list = gtk_label_get_attributes(OpaquePointer(label)) else { return [] }
        var found: [String] = []
        var node = pango_attr_list_get_attributes(list)
        let head = node
        defer { g_slist_free_full(head) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) } }
        while let current = node {
            if let attribute = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
               attribute.pointee.klass.pointee.type == PANGO_ATTR_LANGUAGE {
                let language = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrLanguage.self).pointee.value
                found.append(String(cString: pango_language_to_string(language)))
            }
            node = current.pointee.next
        }
        return found
    }

    /// The page's title and body labels.
    private func texts(of view: PageView) -> [WidgetPointer] {
        var labels: [WidgetPointer] = []
        var child = gtk_widget_get_first_child(view.widget)
        while let current = child {
            if String(cString: gtk_widget_get_css_name(current)) == "label" { labels.append(current) }
            child = gtk_widget_get_next_sibling(current)
        }
        return labels
    }

    /// A manifest's `language` reaches the page's text layout: Pango's
    /// language attribute (glyph forms: Japanese punctuation is not Chinese).
    func testTheManifestsLanguageIsInThePagesPangoAttributes() throws {
        let folder = try fixture().folder
        try #"{"id": "ja", "title": "ようこそ", "language": "ja", "pages": [{"id": "one", "image": "art.svg", "imageDescription": "絵。", "title": "はじめに「ようこそ」", "body": "これは日本語の説明です。句読点、括弧「」。"}]}"#
            .write(to: folder.appendingPathComponent("ja.json"), atomically: true, encoding: .utf8)
        _ = try fixture().svg()
        let manifest = try ManifestLoader.load(from: FilePath(folder.appendingPathComponent("ja.json")))
        let tour = open(manifest.pages, title: manifest.title)
        let labels = texts(of: try XCTUnwrap(tour.strip.page(0)))
        XCTAssertEqual(labels.count, 2, "a title and a body")
        for label in labels { XCTAssertEqual(languages(of: label), ["ja"]) }
        XCTAssertFalse(tour.isRightToLeft)
    }

    /// An Arabic tour in an English locale reads right to left, all of it:
    /// the window, its pages and the pages built later.
    func testAnArabicTourInAnEnglishLocaleIsLaidOutRightToLeft() throws {
        XCTAssertEqual(gtk_widget_get_default_direction(), GTK_TEXT_DIR_LTR, "an English locale")
        var pages = try fixture().pages(2, title: { "الصفحة \($0 + 1)" }, body: { Self.arabic[$0] })
        for index in pages.indices { pages[index].language = LanguageTag(parsing: "ar") }
        let tour = open(pages, title: "Arabic")
        XCTAssertTrue(tour.isRightToLeft, "the tour reads right to left")
        XCTAssertEqual(gtk_widget_get_direction(tour.nextButton), GTK_TEXT_DIR_RTL, "its controls too")
        tour.send(.nextRequested)
        settle(tour)
        let second = try XCTUnwrap(tour.strip.page(1))
        for label in texts(of: second) {
            XCTAssertEqual(gtk_widget_get_direction(label), GTK_TEXT_DIR_RTL, "a page built later")
            XCTAssertEqual(languages(of: label), ["ar"])
        }
        // Back sits at the right, Next at the left, as in any right-to-left window.
        var back = graphene_rect_t(), next = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(tour.backButton, GPointer.widget(tour.window), &back) != 0)
        XCTAssertTrue(gtk_widget_compute_bounds(tour.nextButton, GPointer.widget(tour.window), &next) != 0)
        XCTAssertGreaterThan(back.origin.x, next.origin.x)
    }
}
