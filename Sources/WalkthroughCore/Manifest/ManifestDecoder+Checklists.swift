/// Get-started checklists (`checklists`).
extension ManifestDecoder {
    /// The manifest's checklists; guides and tips they name must be among `guides` and `tips`.
    func checklists(_ value: ManifestValue?, resolver: ResourceResolver, guides: Set<String>, tips: Set<String>)
        throws(ManifestError) -> [ChecklistDefinition] {
        guard let value else { return [] }
        let references = ChecklistReferences(guides: guides, tips: tips)
        var ids = IDRegistry()
        var checklists: [ChecklistDefinition] = []
        let values = try value.array(nonEmpty: false)
        guard values.count <= ChecklistLimits.checklists else {
            throw value.failure(tr("too many checklists: %1$d; the limit is %2$d", values.count, ChecklistLimits.checklists))
        }
        for element in values {
            let object = try element.object(allowed: ["id", "title", "items"])
            let idValue = try object.required("id")
            let id = try idValue.identifier()
            try ids.register(id, from: idValue)
            let title = try object.required("title").string(limit: ManifestLimits.titleLength)
            let itemsValue = try object.required("items")
            let itemValues = try itemsValue.array(nonEmpty: true)
            guard itemValues.count <= ChecklistLimits.items else {
                throw itemsValue.failure(tr("too many items: %1$d; the limit is %2$d", itemValues.count, ChecklistLimits.items))
            }
            var itemIDs = IDRegistry()
            var items: [ChecklistItem] = []
            for itemValue in itemValues {
                items.append(try checklistItem(itemValue, resolver: resolver, references: references, ids: &itemIDs))
            }
            checklists.append(ChecklistDefinition(id: id, title: title, items: items))
        }
        return checklists
    }

    private func checklistItem(_ value: ManifestValue, resolver: ResourceResolver, references: ChecklistReferences,
                               ids: inout IDRegistry) throws(ManifestError) -> ChecklistItem {
        let object = try value.object(allowed: ["id", "title", "body", "media", "button", "completion", "since"])
        let idValue = try object.required("id")
        let id = try idValue.identifier()
        try ids.register(id, from: idValue)
        var item = ChecklistItem(id: id, title: try object.required("title").string(limit: ManifestLimits.titleLength),
                                 body: try object.required("body").string(limit: ManifestLimits.bodyLength))
        if let media = object.optional("media") { item.media = try checklistMedia(media, resolver: resolver) }
        if let button = object.optional("button") { item.button = try checklistButton(button, references: references) }
        if let completion = object.optional("completion") {
            for condition in try completion.array(nonEmpty: true) {
                item.completion.append(try checklistCompletion(condition, references: references))
            }
        } else if item.button == nil {
            throw object.failure(tr("an item needs a \"completion\", or a \"button\" whose use ticks it"))
        }
        item.since = try object.optional("since")?.version()
        return item
    }

    /// `{"light", "dark", "description"}`, or `"decorative": true` instead of the description.
    private func checklistMedia(_ value: ManifestValue, resolver: ResourceResolver) throws(ManifestError) -> ChecklistMedia {
        let object = try value.object(allowed: ["light", "dark", "description", "decorative"])
        let light = try resolver.image(object.required("light"))
        let dark = try object.optional("dark").map { (dark) throws(ManifestError) in try resolver.image(dark) }
        let decorative = try object.optional("decorative")?.bool() ?? false
        let description: String
        switch (decorative, object.optional("description")) {
        case (true, nil):
            description = ""
        case (true, _?):
            throw object.failure("description", tr("a decorative image has no description: drop \"description\" or \"decorative\""))
        case (false, nil):
            throw object.failure("description", tr("describe the image for people who cannot see it, or mark it \"decorative\": true"))
        case let (false, text?):
            description = try text.string(limit: ManifestLimits.titleLength)
        }
        return ChecklistMedia(light: light, dark: dark, description: description, resourceRoot: resolver.root)
    }

    /// `{"label", "action"}` or `{"label", "guide"}`.
    private func checklistButton(_ value: ManifestValue, references: ChecklistReferences) throws(ManifestError) -> ChecklistButton {
        let object = try value.object(allowed: ["label", "action", "guide"])
        let label = try object.required("label").string(limit: ManifestLimits.titleLength)
        switch (object.optional("action"), object.optional("guide")) {
        case let (action?, nil):
            return ChecklistButton(label: label, target: .action(try action.actionName()))
        case let (nil, guide?):
            return ChecklistButton(label: label, target: .guide(try references.guide(guide)))
        case (nil, nil):
            throw value.failure(tr("a button needs exactly one of \"action\" or \"guide\", found none"))
        case (_?, _?):
            throw value.failure(tr("a button needs exactly one of \"action\" or \"guide\", found both"))
        }
    }

    /// One condition: exactly one of `action`, `event` (+ `atLeast`), `parameter` + `equals`,
    /// `setting` (+ `equals`), `guideFinished` or `tipSeen`.
    private func checklistCompletion(_ value: ManifestValue, references: ChecklistReferences)
        throws(ManifestError) -> ChecklistCompletion {
        let allowed: [String: [String]] = [
            "action": ["action"], "event": ["event", "atLeast"], "parameter": ["parameter", "equals"],
            "setting": ["setting", "equals"], "guideFinished": ["guideFinished"], "tipSeen": ["tipSeen"],
        ]
        let object = try value.object(allowed: ["action", "event", "atLeast", "parameter", "setting", "equals", "guideFinished", "tipSeen"])
        let kinds = ["action", "event", "parameter", "setting", "guideFinished", "tipSeen"].filter(object.has)
        guard kinds.count == 1, let kind = kinds.first else {
            let found = kinds.isEmpty ? tr("found none") : tr("found %s", kinds.map { "\"\($0)\"" }.joined(separator: ", "))
            throw value.failure(tr("a completion needs exactly one of \"action\", \"event\", \"parameter\", \"setting\", \"guideFinished\" or \"tipSeen\"; %s", found))
        }
        if let stray = object.members.map(\.key).first(where: { !(allowed[kind] ?? []).contains($0) }) {
            throw object.failure(stray, tr("\"%1$s\" does not go with \"%2$s\"", MessageText.safe(stray), kind))
        }
        switch kind {
        case "action":
            return .action(try object.required("action").actionName())
        case "event":
            return .event(try object.required("event").ruleName(), atLeast: try object.optional("atLeast")?.positiveInteger() ?? 1)
        case "parameter":
            return .parameter(try object.required("parameter").ruleName(), equals: try object.required("equals").parameterValue())
        case "setting":
            let name = try object.required("setting")
            let text = try name.string(limit: ManifestLimits.nameLength)
            guard let setting = ChecklistSetting(text) else {
                throw name.failure(tr("invalid setting \"%s\": expected a schema id and a key, such as \"org.example.App/dark-mode\"", MessageText.safe(text)))
            }
            return .setting(setting, equals: try object.optional("equals")?.parameterValue())
        case "guideFinished":
            return .guideFinished(try references.guide(object.required("guideFinished")))
        default:
            return .tipSeen(try references.tip(object.required("tipSeen")))
        }
    }
}

/// The guides and tips a checklist may name.
private struct ChecklistReferences {
    let guides: Set<String>
    let tips: Set<String>

    func guide(_ value: ManifestValue) throws(ManifestError) -> String {
        let id = try value.identifier()
        guard guides.contains(id) else { throw value.failure(tr("no guide has the id \"%s\"", MessageText.safe(id))) }
        return id
    }

    func tip(_ value: ManifestValue) throws(ManifestError) -> String {
        let id = try value.identifier()
        guard tips.contains(id) else {
            throw value.failure(tr("no feature tip or tip sequence has the id \"%s\"", MessageText.safe(id)))
        }
        return id
    }
}
