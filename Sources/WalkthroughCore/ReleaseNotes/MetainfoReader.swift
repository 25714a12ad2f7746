/// Reads the release notes in an app's AppStream metainfo
/// (`<component><releases><release version date><description>…`).
///
/// The file is input the library did not write: it is read with
/// ``XMLScanner`` (no entities beyond XML's five, no DTD, nothing fetched),
/// bounded by ``ReleaseNotesLimits``, and every text is escaped before it
/// becomes markup. Inside a description only `p`, `ul`, `ol`, `li`, `em` and
/// `code` mean anything; any other element is left out (its text kept inside a
/// paragraph or item) and named in one warning. Translations are the
/// description's or its elements' `xml:lang` entries.
package enum MetainfoReader {
    /// The release notes of the metainfo `bytes` (read from `file`, for
    /// messages), each in the first of `languages` it is written in (see
    /// ``ReleaseLanguage``), newest first as written.
    ///
    /// - Throws: ``MetainfoError`` when the file is not well-formed or passes a limit.
    package static func read(_ bytes: [UInt8], file: String, languages: [String]) throws(MetainfoError) -> ReleaseNotes {
        guard bytes.count <= ReleaseNotesLimits.fileSize else {
            throw MetainfoError(file: file, reason: tr("file is too large (%d bytes or more)", bytes.count))
        }
        var collector = Collector()
        var scanner = XMLScanner(bytes, maximumDepth: ReleaseNotesLimits.depth)
        do throws(XMLScanner.Failure) {
            try scanner.scan { event in collector.take(event) }
        } catch {
            throw MetainfoError(file: file, position: error.position, reason: error.reason)
        }
        let notes = collector.releases.compactMap { $0.note(languages: languages) }
        let warning = collector.unknownElement.map {
            tr("%1$s: release notes: element <%2$s> is not AppStream description markup; left out", file, MessageText.safe($0))
        }
        return ReleaseNotes(notes: notes, warning: warning)
    }

    /// A release as written, every language's description.
    struct RawRelease {
        var version: String
        var date: ReleaseDate?
        /// Descriptions by `xml:lang` ("" for the text as written), in the order met.
        var descriptions: [(language: String, blocks: [ReleaseBlock])] = []

        mutating func append(_ block: ReleaseBlock, language: String) {
            if let index = descriptions.firstIndex(where: { $0.language == language }) {
                descriptions[index].blocks.append(block)
            } else {
                descriptions.append((language, [block]))
            }
        }

        func note(languages: [String]) -> ReleaseNote? {
            let translated = descriptions.map(\.language).filter { !$0.isEmpty }
            let key = ReleaseLanguage.pick(available: translated, preferred: languages) ?? ""
            guard let blocks = descriptions.first(where: { $0.language == key })?.blocks else { return nil }
            let paragraphs = ReleaseMarkup.paragraphs(blocks)
            guard !ReleaseMarkup.joined(paragraphs).isEmpty else { return nil }
            return ReleaseNote(version: version, date: date, paragraphs: paragraphs, language: key.isEmpty ? nil : ReleaseLanguage.tag(key))
        }
    }

    /// Follows the scanner's events through `releases`.
    struct Collector {
        var releases: [RawRelease] = []
        var unknownElement: String?
        private var stack: [String] = []
        private var release: RawRelease?
        /// The stack's depth of the open description, and its language.
        private var description: (depth: Int, language: String)?
        private var paragraph: (runs: [ReleaseRun], language: String)?
        private var list: (ordered: Bool, language: String, items: [(language: String, runs: [ReleaseRun])])?
        private var item: (runs: [ReleaseRun], language: String)?
        private var emphasis = 0, code = 0

        private static let lang = "xml:lang"

        mutating func take(_ event: XMLScanner.Event) {
            switch event {
            case let .start(name, attributes, _): start(name, attributes)
            case let .end(name): end(name)
            case let .text(text): self.text(text)
            }
        }

        private mutating func start(_ name: String, _ attributes: [String: String]) {
            let parent = stack.last
            stack.append(name)
            guard let (depth, descriptionLanguage) = description else {
                if name == "release", parent == "releases", release == nil, releases.count < ReleaseNotesLimits.releases,
                   let version = attributes["version"], !version.isEmpty {
                    let date = attributes["date"].flatMap(ReleaseDate.init(iso:)) ?? attributes["timestamp"].flatMap(ReleaseDate.init(timestamp:))
                    release = RawRelease(version: version, date: date)
                } else if name == "description", parent == "release", release != nil {
                    description = (stack.count, attributes[Self.lang] ?? "")
                }
                return
            }
            let level = stack.count - depth
            switch (level, name) {
            case (1, "p"):
                paragraph = ([], attributes[Self.lang] ?? descriptionLanguage)
            case (1, "ul"), (1, "ol"):
                list = (name == "ol", attributes[Self.lang] ?? descriptionLanguage, [])
            case (2, "li") where list != nil:
                item = ([], attributes[Self.lang] ?? list?.language ?? descriptionLanguage)
            case (_, "em") where paragraph != nil || item != nil:
                emphasis += 1
            case (_, "code") where paragraph != nil || item != nil:
                code += 1
            default:
                if unknownElement == nil { unknownElement = name }
            }
        }

        private mutating func end(_ name: String) {
            defer { stack.removeLast() }
            guard let (depth, _) = description else {
                if name == "release", stack.count >= 2, stack[stack.count - 2] == "releases", let finished = release {
                    releases.append(finished)
                    release = nil
                }
                return
            }
            let level = stack.count - depth
            switch (level, name) {
            case (0, "description"):
                description = nil
            case (1, "p"):
                if let paragraph { release?.append(.paragraph(paragraph.runs), language: paragraph.language) }
                paragraph = nil
            case (1, "ul"), (1, "ol"):
                if let list { finish(list) }
                list = nil
            case (2, "li"):
                if let item { list?.items.append((item.language, item.runs)) }
                item = nil
            case (_, "em") where paragraph != nil || item != nil:
                emphasis = max(0, emphasis - 1)
            case (_, "code") where paragraph != nil || item != nil:
                code = max(0, code - 1)
            default:
                break
            }
        }

        /// A list's items, one list in each language its items are written in.
        private mutating func finish(_ list: (ordered: Bool, language: String, items: [(language: String, runs: [ReleaseRun])])) {
            var languages: [String] = []
            for item in list.items where !languages.contains(item.language) { languages.append(item.language) }
            for language in languages {
                let items = list.items.filter { $0.language == language }.map(\.runs)
                release?.append(.list(ordered: list.ordered, items: items), language: language)
            }
        }

        private mutating func text(_ text: String) {
            let run = ReleaseRun(text: text, emphasis: emphasis > 0, code: code > 0)
            if item != nil {
                item?.runs.append(run)
            } else if paragraph != nil {
                paragraph?.runs.append(run)
            }
        }
    }
}

/// The release notes read from a metainfo, and the one warning it earned, if any.
package struct ReleaseNotes: Equatable, Sendable {
    /// The releases that have notes, as written (newest first, by AppStream's rules).
    package var notes: [ReleaseNote]
    /// One line naming the first element left out, when one was.
    package var warning: String?

    /// Release notes.
    package init(notes: [ReleaseNote], warning: String? = nil) {
        self.notes = notes
        self.warning = warning
    }
}

/// A metainfo that gives no release notes: one line naming the file, where, and why.
package struct MetainfoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as given (path or `resource://` URI).
    package var file: String
    /// Where the problem is, when known.
    package var position: SourcePosition?
    /// What is wrong.
    package var reason: String

    /// An error in `file`.
    package init(file: String, position: SourcePosition? = nil, reason: String) {
        self.file = file
        self.position = position
        self.reason = reason
    }

    /// `file:line:column: release notes: reason`.
    package var description: String {
        let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return tr("%1$s: release notes: %2$s", place, reason)
    }
}
