import FoundationEssentials
import WalkthroughCore
import WalkthroughUI

/// A tour the app knows: its file, and the manifest or the error it gave.
package struct TourEntry: Sendable {
    /// The manifest file.
    package let file: URL
    /// The loaded manifest, or why it did not load.
    package let result: Result<TourManifest, ManifestError>

    /// Loads and validates `file`, its targets against `ui` (nil: not checked),
    /// through the one path every command takes (`TargetValidator.load(_:against:)`).
    package init(file: URL, ui: UIDescription? = MainWindow.ui) {
        self.file = file
        // As shown: translated through the manifest's gettext domain.
        result = TargetValidator.load(file, against: ui).map { $0.localized() }
    }

    /// The manifest when it validated.
    package var manifest: TourManifest? {
        if case let .success(manifest) = result { return manifest }
        return nil
    }

    /// The title shown in the tour list.
    package var title: String { manifest?.title ?? file.lastPathComponent }

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
