/// A release description as AppStream allows it: paragraphs and lists of
/// runs of text, plain, emphasized or code.
enum ReleaseBlock: Equatable, Sendable {
    case paragraph([ReleaseRun])
    case list(ordered: Bool, items: [[ReleaseRun]])
}

/// A run of text in one style.
struct ReleaseRun: Equatable, Sendable {
    var text: String
    var emphasis = false
    var code = false
}

/// Release descriptions as Pango markup: every text escaped, whitespace
/// collapsed as AppStream does, cut at ``ReleaseNotesLimits/textLength``.
enum ReleaseMarkup {
    /// The paragraphs and list items of `blocks`, each as markup, a list
    /// item with its marker (`•` or its number) apart from its text so that
    /// the page can lay wrapped lines out under the text, not the marker.
    static func paragraphs(_ blocks: [ReleaseBlock]) -> [ReleaseParagraph] {
        var writer = Writer()
        for block in blocks where !writer.isFull {
            switch block {
            case let .paragraph(runs):
                writer.start(marker: nil, startsBlock: true)
                writer.write(runs)
            case let .list(ordered, items):
                for (index, item) in items.enumerated() where !writer.isFull {
                    writer.start(marker: ordered ? "\(index + 1)." : "•", startsBlock: index == 0)
                    writer.write(item)
                }
            }
        }
        // An empty paragraph (`<p> </p>`) shows nothing, not an empty line.
        return writer.paragraphs.filter { $0.marker != nil || !$0.markup.isEmpty }
    }

    /// The paragraphs as one markup text: paragraphs and lists apart by an
    /// empty line, list items one a line after their marker and a space.
    static func joined(_ paragraphs: [ReleaseParagraph]) -> String {
        var text = ""
        for paragraph in paragraphs {
            if !text.isEmpty { text += paragraph.startsBlock ? "\n\n" : "\n" }
            if let marker = paragraph.marker { text += marker + " " }
            text += paragraph.markup
        }
        return text
    }

    /// Builds the paragraphs, counting the text shown against the limit.
    private struct Writer {
        var paragraphs: [ReleaseParagraph] = []
        var remaining = ReleaseNotesLimits.textLength
        var isFull: Bool { remaining <= 0 }

        mutating func start(marker: String?, startsBlock: Bool) {
            paragraphs.append(ReleaseParagraph(marker: marker, markup: "", startsBlock: startsBlock))
        }

        mutating func write(_ runs: [ReleaseRun]) {
            for run in collapsed(runs) where !isFull {
                let count = run.text.unicodeScalars.count
                let shown = PageText.shown(run.text, limit: remaining)
                remaining -= count
                var escaped = escape(shown)
                if run.code { escaped = "<tt>" + escaped + "</tt>" }
                if run.emphasis { escaped = "<i>" + escaped + "</i>" }
                paragraphs[paragraphs.count - 1].markup += escaped
            }
        }
    }

    /// Runs with every stretch of white space one space, none at either end
    /// and none doubled across runs; empty runs dropped.
    static func collapsed(_ runs: [ReleaseRun]) -> [ReleaseRun] {
        var result: [ReleaseRun] = []
        var lastWasSpace = true
        for run in runs {
            var text = String.UnicodeScalarView()
            for scalar in run.text.unicodeScalars {
                if scalar.isWhiteSpace {
                    if !lastWasSpace { text.append(" ") }
                    lastWasSpace = true
                } else {
                    text.append(scalar)
                    lastWasSpace = false
                }
            }
            if !text.isEmpty { result.append(ReleaseRun(text: String(text), emphasis: run.emphasis, code: run.code)) }
        }
        // The space a last run ends in goes (a run of one space goes altogether).
        while let last = result.last, last.text.unicodeScalars.last == " " {
            result[result.count - 1].text.unicodeScalars.removeLast()
            if result[result.count - 1].text.isEmpty { result.removeLast() }
        }
        return result
    }

    /// `text` safe inside Pango markup: the five XML specials as entities,
    /// control characters other than tab and line feed left out.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
