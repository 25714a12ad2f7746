
/// Checks a manifest's coach marks against the windows, widgets and actions the UI really has.
package enum TargetValidator {
    /// Returns one ``ManifestError`` per step and popover tip whose target `known` does not
    /// recognise in its window, e.g. field `guides[0].steps[3].target` or `featureTips[1].target`,
    /// reason `unknown widget "x" in window "main"`.
    ///
    /// Tip sequences are not checked (they have no targets); use
    /// ``validate(_:windows:known:)`` to check the windows they name as well.
    package static func validate(
        _ manifest: TourManifest,
        known: (GuideTarget, String) -> Bool
    ) -> [ManifestError] {
        validate(manifest) { target, window in known(target, window) ? nil : unknownTarget(target, window: window) }
    }

    /// One ``ManifestError`` per step and popover tip for which `problem` gives a reason.
    private static func validate(_ manifest: TourManifest, problem: (GuideTarget, String) -> String?) -> [ManifestError] {
        var errors: [ManifestError] = []
        for (guideIndex, guide) in manifest.guides.enumerated() {
            for (stepIndex, step) in guide.steps.enumerated() {
                // A step in another window (a dialog) is checked against that window.
                guard let reason = problem(step.target, step.window ?? guide.window) else { continue }
                let field = "guides[\(guideIndex)].steps[\(stepIndex)].target"
                errors.append(ManifestError(file: manifest.fileURL.relativePath, field: field, reason: reason, position: manifest.position(of: field)))
            }
        }
        for (index, tip) in manifest.featureTips.enumerated() {
            guard let target = tip.target, let reason = problem(target, tip.window) else { continue }
            let field = "featureTips[\(index)].target"
            errors.append(ManifestError(file: manifest.fileURL.relativePath, field: field, reason: reason, position: manifest.position(of: field)))
        }
        return errors
    }

    /// Like ``validate(_:known:)``, and first rejects every tip sequence and guide whose
    /// `window` is not one of `windows` (field `tips[i].window` / `guides[i].window`,
    /// reason `unknown window "x"; expected one of: main`); the steps of a guide with an
    /// unknown window are not checked one by one.
    package static func validate(
        _ manifest: TourManifest,
        windows: Set<String>,
        known: (GuideTarget, String) -> Bool
    ) -> [ManifestError] {
        validate(manifest, windows: windows) { target, window in known(target, window) ? nil : unknownTarget(target, window: window) }
    }

    /// Like ``validate(_:windows:known:)``, with `problem` giving the reason a target fails, or nil.
    private static func validate(
        _ manifest: TourManifest,
        windows: Set<String>,
        problem: (GuideTarget, String) -> String?
    ) -> [ManifestError] {
        let expected = windows.sorted().map { MessageText.safe($0) }.joined(separator: ", ")
        func unknownWindow(_ window: String, field: String) -> ManifestError {
            ManifestError(
                file: manifest.fileURL.relativePath, field: field,
                reason: tr("unknown window \"%1$s\"; expected one of: %2$s", MessageText.safe(window), expected),
                position: manifest.position(of: field)
            )
        }
        var errors: [ManifestError] = []
        for (index, sequence) in manifest.tipSequences.enumerated() where !windows.contains(sequence.window) {
            errors.append(unknownWindow(sequence.window, field: "tips[\(index)].window"))
        }
        for (index, guide) in manifest.guides.enumerated() where !windows.contains(guide.window) {
            errors.append(unknownWindow(guide.window, field: "guides[\(index)].window"))
        }
        for (guideIndex, guide) in manifest.guides.enumerated() {
            for (stepIndex, step) in guide.steps.enumerated() {
                guard let window = step.window, !windows.contains(window) else { continue }
                errors.append(unknownWindow(window, field: "guides[\(guideIndex)].steps[\(stepIndex)].window"))
            }
        }
        for (index, tip) in manifest.featureTips.enumerated() where !windows.contains(tip.window) {
            errors.append(unknownWindow(tip.window, field: "featureTips[\(index)].window"))
        }
        let badGuides = Set(manifest.guides.filter { !windows.contains($0.window) }.map(\.window)
            + manifest.guides.flatMap { $0.steps.compactMap(\.window) }.filter { !windows.contains($0) }
            + manifest.featureTips.filter { !windows.contains($0.window) }.map(\.window))
        errors += validate(manifest) { target, window in badGuides.contains(window) ? nil : problem(target, window) }
        return errors
    }

    /// "unknown widget "x" in window "main"", one whole sentence per kind of target.
    private static func unknownTarget(_ target: GuideTarget, window: String) -> String {
        switch target {
        case let .widget(name): tr("unknown widget \"%1$s\" in window \"%2$s\"", MessageText.safe(name), MessageText.safe(window))
        case let .action(name): tr("unknown action \"%1$s\" in window \"%2$s\"", MessageText.safe(name), MessageText.safe(window))
        }
    }

    /// The one check every path runs (`--tour`, `--check`, `--preview`,
    /// `--render`, the app's own manifests, a second launch's `--tour`): every
    /// tip sequence's and guide's window, and every step's target, against
    /// `ui`. Nothing is checked when `ui` is nil (an author who named no UI).
    /// The menus the manifest declares in `menusFromCode` count as opened.
    package static func validate(_ manifest: TourManifest, against described: UIDescription?) -> [ManifestError] {
        guard let ui = described?.declaring(manifest.menusFromCode) else { return [] }
        return windowsWithoutOverlay(manifest, ui) + validate(manifest, windows: Set(ui.windows.keys)) { target, window in
            if ui.has(target, in: window) { return nil }
            if ui.isOnlyInBareTitlebar(target, in: window) {
                return tr("%1$s is in the titlebar of window \"%2$s\", outside any WtCoachMarkOverlay: make the titlebar a WtCoachMarkOverlay holding the header bar",
                          target.displayName, MessageText.safe(window))
            }
            if let menu = ui.unopenedMenu(holding: target, in: window) {
                return tr("%1$s is only in menu \"%2$s\" of window \"%3$s\", which no menu button or popover menu bar opens: set the menu as the menu-model of a GtkMenuButton or GtkPopoverMenuBar",
                          target.displayName, MessageText.safe(menu), MessageText.safe(window))
            }
            return unknownTarget(target, window: window)
        }
    }

    /// One error per tip sequence, guide and popover feature tip whose window's
    /// files hold no `WtCoachMarkOverlay`: nothing there can be attached, so at
    /// run time they would never show.
    private static func windowsWithoutOverlay(_ manifest: TourManifest, _ ui: UIDescription) -> [ManifestError] {
        let fields = manifest.tipSequences.enumerated().map { ("tips[\($0.offset)].window", $0.element.window) }
            + manifest.guides.enumerated().map { ("guides[\($0.offset)].window", $0.element.window) }
            + manifest.featureTips.enumerated().filter { $0.element.target != nil }.map { ("featureTips[\($0.offset)].window", $0.element.window) }
        return fields.filter { ui.windowsWithoutOverlay.contains($0.1) }.map { field, window in
            ManifestError(
                file: manifest.fileURL.relativePath, field: field,
                reason: tr("window \"%1$s\" has no WtCoachMarkOverlay, so nothing of it shows: wrap the window's content in one and attach it (or give it a window-name)",
                           MessageText.safe(window)),
                position: manifest.position(of: field)
            )
        }
    }

    /// Loads `file` and checks its targets against `ui`: the manifest, or the
    /// first problem (a load error, else the first target problem).
    package static func load(_ file: FilePath, against ui: UIDescription?) -> Result<TourManifest, ManifestError> {
        do throws(ManifestError) {
            let manifest = try ManifestLoader.load(from: file)
            if let problem = validate(manifest, against: ui).first { return .failure(problem) }
            return .success(manifest)
        } catch {
            return .failure(error)
        }
    }
}
