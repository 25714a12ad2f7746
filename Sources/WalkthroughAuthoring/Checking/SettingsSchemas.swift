import CWalkthroughGtk
import WalkthroughCore

/// The GSettings schemas installed where `--check` runs, for the checklist
/// items that name a setting.
package enum SettingsSchemas {
    /// Whether the schema `id` is installed (GIO's default schema source, which
    /// `GSETTINGS_SCHEMA_DIR` extends).
    package static func isInstalled(_ id: String) -> Bool {
        guard let source = g_settings_schema_source_get_default(), let schema = g_settings_schema_source_lookup(source, id, 1) else {
            return false
        }
        g_settings_schema_unref(schema)
        return true
    }

    /// One problem per checklist completion whose setting's schema `isInstalled` does not know.
    package static func problems(in manifest: TourManifest, isInstalled: (String) -> Bool = isInstalled) -> [ManifestError] {
        var problems: [ManifestError] = []
        for (listIndex, list) in manifest.checklists.enumerated() {
            for (itemIndex, item) in list.items.enumerated() {
                for (index, completion) in item.completion.enumerated() {
                    guard case let .setting(setting, _) = completion, !isInstalled(setting.schema) else { continue }
                    let field = "checklists[\(listIndex)].items[\(itemIndex)].completion[\(index)].setting"
                    problems.append(ManifestError(
                        file: manifest.fileURL.relativePath, field: field,
                        reason: tr("GSettings schema \"%s\" is not installed here: the item ticks only by its other completions or by hand",
                                   MessageText.safe(setting.schema)),
                        position: manifest.position(of: field)))
                }
            }
        }
        return problems
    }
}
