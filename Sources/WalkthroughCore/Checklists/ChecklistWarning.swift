/// The warnings the GTK layer logs for checklists, worded once here (names
/// an app or a manifest gives are cut and escaped as every warning's are).
package enum ChecklistWarning {
    /// A `WtChecklist` whose `checklist-id` the manifest does not have.
    package static func unknownChecklist(_ id: String) -> String {
        tr("checklist \"%s\" ignored: the manifest has no checklist with that id", MessageText.safe(id))
    }

    /// A checklist item names a GSettings schema that is not installed.
    package static func schemaNotInstalled(_ schema: String) -> String {
        tr("GSettings schema \"%s\" is not installed: the checklist items that name it do not tick by themselves", MessageText.safe(schema))
    }

    /// A checklist item names a key its schema does not have.
    package static func noSuchKey(_ setting: ChecklistSetting) -> String {
        tr("GSettings schema \"%1$s\" has no key \"%2$s\"", MessageText.safe(setting.schema), MessageText.safe(setting.key))
    }

    /// The state file could not be written.
    package static func notSaved(_ reason: String) -> String {
        tr("could not save checklist state: %s", reason)
    }
}
