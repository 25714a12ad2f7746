import WalkthroughCore

/// `walkthrough --check`: everything `--tour` checks, for many files at once,
/// with no display, as one problem per line or as JSON for tools.
package enum ManifestCheck {
    /// How problems are printed.
    package enum Format: String, Sendable, CaseIterable {
        /// One line per problem: `file:line:column: field.path: reason`.
        case text
        /// A JSON array of `{"file", "line", "column", "field", "reason"}` objects.
        case json
    }

    /// The problems of each file in order: the first that stops it loading, or
    /// every guide target and window the app does not have, every image the
    /// app would refuse to decode, every text with no translation in a
    /// language the project ships, and every checklist setting whose schema
    /// is not installed.
    ///
    /// `ui` describes the app's windows and controls (nil: targets are not
    /// checked), as for `TargetValidator/validate(_:against:)`; `catalogues`
    /// gives, for a manifest's gettext domain, the shipped languages'
    /// catalogues (none: not checked).
    package static func problems(
        in files: [FilePath],
        ui: UIDescription?,
        catalogues: (String) -> [(language: String, catalogue: MessageCatalog)] = { _ in [] }
    ) -> [ManifestError] {
        files.flatMap { file -> [ManifestError] in
            switch Result(catching: { () throws(ManifestError) in try ManifestLoader.load(from: file) }) {
            case let .success(manifest):
                let translations = manifest.gettextDomain.map { missingTranslations(in: manifest, catalogues: catalogues($0)) } ?? []
                return TargetValidator.validate(manifest, against: ui) + imageProblems(in: manifest) + translations
                    + SettingsSchemas.problems(in: manifest)
            case let .failure(error): return [error]
            }
        }
    }

    /// One problem per image that the tour window would refuse (over `ImageLimits`)
    /// or could not read, found from its header without decoding it. Loading a
    /// manifest does not read its images (a 10,000-page tour opens fast); the
    /// check does, so authors hear before users see a placeholder.
    package static func imageProblems(in manifest: TourManifest) -> [ManifestError] {
        let images = manifest.imageFields
        return images.compactMap { file, field in
            let reason: String?
            switch Result(catching: { () throws(ImageError) in try ImageHeader.checkedDimensions(of: file, inside: manifest.resourceRoot) }) {
            case let .success(dimensions):
                reason = renditionProblem(of: file, dimensions: dimensions, inside: manifest.resourceRoot)
            // Drawn at the size shown, or left to GdkPixbuf's other loaders.
            case .failure(let error) where error.reason == .noDeclaredSize || error.reason == .unknownFormat:
                reason = nil
            case .failure(let error):
                reason = error.description
            }
            return reason.map {
                ManifestError(file: manifest.fileURL.relativePath, field: field, reason: $0, position: manifest.position(of: field))
            }
        }
    }

    /// What is wrong with the PNG rendition beside the SVG at `file`
    /// (`ImageRendition`), if there is one: it would be refused, it is no
    /// PNG, or it has another shape than the SVG (an older picture).
    static func renditionProblem(of file: FilePath, dimensions: ImageDimensions, inside root: FilePath) -> String? {
        guard dimensions.format == .svg, let path = ImageRendition.path(for: file.path),
              FileKind.of(path) != nil else { return nil }
        let name = MessageText.safe(FilePath(path).lastPathComponent)
        switch Result(catching: { () throws(ImageError) in try ImageHeader.checkedDimensions(of: FilePath(path), inside: root) }) {
        case let .failure(error):
            // TRANSLATORS: %1$s is a file name, %2$s what is wrong with it.
            return tr("its PNG rendition %1$s: %2$s", name, error.description)
        case let .success(rendition) where rendition.format != .png:
            return tr("its rendition %s is not a PNG", name)
        case let .success(rendition) where !ImageRendition.matches(rendition, svg: dimensions):
            // TRANSLATORS: %1$s is a file name; then its size and the SVG's, in pixels.
            return tr("its PNG rendition %1$s is %2$d×%3$d, not the shape of the SVG (%4$d×%5$d): render it again from the SVG",
                      name, rendition.width, rendition.height, dimensions.width, dimensions.height)
        case .success:
            return nil
        }
    }

    /// One problem per text of `manifest` that a catalogue does not translate,
    /// naming the languages it is missing in.
    ///
    /// Only the languages that translate the manifest at all count: a catalogue
    /// of the domain that translates none of its texts (a language the library's
    /// own strings ship in, before anyone translated the tour) is not a
    /// translation of this tour, whose readers see it as written.
    package static func missingTranslations(
        in manifest: TourManifest,
        catalogues all: [(language: String, catalogue: MessageCatalog)]
    ) -> [ManifestError] {
        let texts = manifest.translatableTexts
        let catalogues = all.filter { entry in texts.contains { entry.catalogue.translates($0.text) } }
        guard let domain = manifest.gettextDomain, !catalogues.isEmpty else { return [] }
        var seen = Set<String>()
        return texts.compactMap { text in
            guard seen.insert(text.field).inserted else { return nil }
            let missing = catalogues.filter { !$0.catalogue.translates(text.text) }.map(\.language)
            guard !missing.isEmpty else { return nil }
            return ManifestError(
                file: manifest.fileURL.relativePath, field: text.field,
                reason: tr("no translation in %1$s (gettext domain \"%2$s\")", missing.joined(separator: ", "), MessageText.safe(domain)),
                position: text.position
            )
        }
    }

    /// The problems as text in `format`; empty when there are none.
    package static func report(_ problems: [ManifestError], format: Format) -> String {
        switch format {
        case .text:
            return problems.map { "\($0)\n" }.joined()
        case .json:
            guard !problems.isEmpty else { return "[]\n" }
            let objects = problems.map { problem in
                let fields = [
                    "\"file\": \(JSONText.quoted(problem.file))",
                    "\"line\": \(problem.line.map(String.init) ?? "null")",
                    "\"column\": \(problem.column.map(String.init) ?? "null")",
                    "\"field\": \(JSONText.quoted(problem.field))",
                    "\"reason\": \(JSONText.quoted(problem.reason))",
                ]
                return "  {" + fields.joined(separator: ", ") + "}"
            }
            return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
        }
    }
}
