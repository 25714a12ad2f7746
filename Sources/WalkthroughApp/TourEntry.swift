import WalkthroughCore
import WalkthroughUI

/// A tour the app knows: its file, and the manifest or the error it gave.
package struct TourEntry: Sendable {
    /// The manifest file.
    package let file: FilePath
    /// Whether this is the app's welcome tour (played as the onboarding's own,
    /// recording the version) or another one (played over the main window,
    /// recording nothing): a property of the entry, not of its row.
    package let kind: TourKind
    /// The loaded manifest, as written (`Onboarding` translates what it
    /// shows), or why it did not load.
    package let result: Result<TourManifest, ManifestError>

    /// Loads and validates `file`, its targets against `ui` (nil: not checked),
    /// through the one path every command takes (`TargetValidator.load(_:against:)`).
    package init(file: FilePath, kind: TourKind = .other, ui: UIDescription? = MainWindow.ui) {
        self.file = file
        self.kind = kind
        result = TargetValidator.load(file, against: ui)
    }

    /// The manifest when it validated.
    package var manifest: TourManifest? {
        if case let .success(manifest) = result { return manifest }
        return nil
    }

    /// The title shown in the tour list, translated through the manifest's gettext domain.
    package var title: String {
        guard let manifest else { return file.lastPathComponent }
        return manifest.gettextDomain.map { Gettext.translate(manifest.title, domain: $0) } ?? manifest.title
    }

    /// "5 pages · valid" or the validation error.
    package var summary: String {
        switch result {
        case let .success(manifest):
            let count = manifest.pages.count
            return trn("%d page · valid", "%d pages · valid", count, count)
        case let .failure(error):
            let problem = error.field.isEmpty ? error.reason : "\(error.field): \(error.reason)"
            // TRANSLATORS: the placeholder is the manifest's field and what is wrong with it.
            return tr("invalid · %s", problem)
        }
    }
}
