import GObjectKit
import WalkthroughCore

/// The files `walkthrough --render` writes: one PNG per page, named in page
/// order, and an `index.html` that shows them side by side for review.
package enum RenderIndex {
    /// The index page's file name.
    package static let indexFileName = "index.html"

    /// The PNG name for the page at `index` (0-based): `01-welcome.png`, `02-…`.
    ///
    /// Page ids are `[a-z0-9-]+`, or a release's `release@VERSION` in letters,
    /// digits and `.+~-_` (`WhatsNew.pageID`), so the name needs no escaping.
    package static func fileName(index: Int, pageID: String) -> String {
        let number = String(index + 1)
        let padded = number.count < 2 ? "0" + number : number
        return "\(padded)-\(pageID).png"
    }

    /// The review page: the tour's title, then each page's picture under its title.
    ///
    /// Every text from the manifest is HTML-escaped; file names are also escaped in attributes.
    package static func html(tourTitle: String, pages: [(fileName: String, title: String)]) -> String {
        let figures = pages.map { page in
            """
                <figure>
                  <figcaption>\(Markup.escaped(page.title))</figcaption>
                  <img src="\(Markup.escaped(page.fileName))" alt="\(Markup.escaped(page.title))">
                </figure>
            """
        }
        return """
            <!DOCTYPE html>
            <html>
            <head>
              <meta charset="utf-8">
              <title>\(Markup.escaped(tourTitle))</title>
              <style>
                body { font-family: sans-serif; margin: 24px; }
                main { display: flex; gap: 24px; overflow-x: auto; align-items: flex-start; }
                figure { margin: 0; flex: none; }
                figcaption { font-weight: bold; margin-bottom: 8px; }
                img { display: block; max-width: 480px; height: auto; border: 1px solid #ccc; }
              </style>
            </head>
            <body>
              <h1>\(Markup.escaped(tourTitle))</h1>
              <main>
            \(figures.joined(separator: "\n"))
              </main>
            </body>
            </html>

            """
    }
}
