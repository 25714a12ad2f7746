import Foundation

/// Checks a manifest's guide targets against the widgets and actions the UI really has.
public enum TargetValidator {
    /// Returns one ``ManifestError`` per step whose target `known` does not recognise
    /// in the guide's window, e.g. field `guides[0].steps[3].target`,
    /// reason `unknown widget "x" in window "main"`.
    public static func validate(
        _ manifest: TourManifest,
        known: (GuideTarget, String) -> Bool
    ) -> [ManifestError] {
        var errors: [ManifestError] = []
        for (guideIndex, guide) in manifest.guides.enumerated() {
            for (stepIndex, step) in guide.steps.enumerated() where !known(step.target, guide.window) {
                let kind = switch step.target {
                case .widget: "widget"
                case .action: "action"
                }
                errors.append(ManifestError(
                    file: manifest.fileURL.relativePath,
                    field: "guides[\(guideIndex)].steps[\(stepIndex)].target",
                    reason: "unknown \(kind) \"\(step.target.name)\" in window \"\(guide.window)\""
                ))
            }
        }
        return errors
    }
}
