import GObjectKit
import Testing
@testable import WalkthroughAuthoring
import WalkthroughCore

@Suite struct RenderIndexTests {
    @Test("Pictures are named by position and page id", arguments: [(0, "welcome", "01-welcome.png"), (8, "x", "09-x.png"), (11, "last-page", "12-last-page.png"), (99, "p", "100-p.png")])
    func fileNames(index: Int, id: String, name: String) {
        #expect(RenderIndex.fileName(index: index, pageID: id) == name)
    }

    @Test("The index shows every page in order with its title")
    func pagesInOrder() {
        let html = RenderIndex.html(tourTitle: "Welcome", pages: [("01-a.png", "First"), ("02-b.png", "Second")])
        let first = html.range(of: #"<img src="01-a.png" alt="First">"#)
        let second = html.range(of: #"<img src="02-b.png" alt="Second">"#)
        #expect(first != nil && second != nil)
        if let first, let second { #expect(first.lowerBound < second.lowerBound) }
        #expect(html.contains("<figcaption>First</figcaption>"))
        #expect(html.contains("<title>Welcome</title>"))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }

    @Test("Titles from the manifest are escaped in text and attributes")
    func escaping() {
        let html = RenderIndex.html(tourTitle: "Tom & <Jerry>", pages: [("01-a.png", #"Say "hi" & <b>'bye'</b>"#)])
        #expect(html.contains("<h1>Tom &amp; &lt;Jerry&gt;</h1>"))
        #expect(html.contains("<figcaption>Say &quot;hi&quot; &amp; &lt;b&gt;&apos;bye&apos;&lt;/b&gt;</figcaption>"))
        #expect(html.contains(#"alt="Say &quot;hi&quot; &amp; &lt;b&gt;&apos;bye&apos;&lt;/b&gt;""#))
        #expect(!html.contains("<b>"))
    }

    @Test("The one markup escaper (GLib's) escapes all five, for XML and HTML alike")
    func markup() {
        #expect(Markup.escaped(#"<a href="x">Tom & 'Jerry'</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;")
        #expect(Markup.escaped("plain é") == "plain é")
    }
}

@Suite struct PreviewReloadTests {
    @Test("After a reload the same page is shown, found by id")
    func samePageByID() {
        #expect(PreviewReload.pageIndex(showing: "b", at: 1, in: ["a", "new", "b"]) == 2)
        #expect(PreviewReload.pageIndex(showing: "b", at: 1, in: ["b", "a"]) == 0)
    }

    @Test("A page that is gone gives the same position, clamped to the new pages")
    func pageGone() {
        #expect(PreviewReload.pageIndex(showing: "gone", at: 1, in: ["a", "b", "c"]) == 1)
        #expect(PreviewReload.pageIndex(showing: "gone", at: 4, in: ["a", "b"]) == 1)
        #expect(PreviewReload.pageIndex(showing: nil, at: 0, in: ["a"]) == 0)
    }

    @Test("The banner names the file, field and reason")
    func banner() {
        let problem = PreviewProblem(ManifestError(file: "tour.json", field: "pages[1].title", reason: "must not be empty"))
        #expect(problem.detail == "tour.json: pages[1].title: must not be empty")
        #expect(!problem.headline.isEmpty)
    }
}
