
/// Feature tips (`featureTips`), their groups (`tipGroups`) and rules.
extension ManifestDecoder {
    /// The manifest's feature tips, tip groups and display frequency.
    func featureTips(_ object: ManifestObject, resolver: ResourceResolver)
        throws(ManifestError) -> (tips: [FeatureTip], groups: [TipGroup], frequency: DisplayFrequency) {
        var ids = IDRegistry()
        var tips: [FeatureTip] = []
        for value in try object.optional("featureTips")?.array(nonEmpty: false) ?? [] {
            tips.append(try featureTip(value, resolver: resolver, ids: &ids))
        }
        let groups = try tipGroups(object.optional("tipGroups"), tips: tips)
        let frequency = try object.optional("displayFrequency")?.choice(DisplayFrequency.self) ?? .immediate
        return (tips, groups, frequency)
    }

    /// The quiet moment's thresholds (`quietMoment`: `afterInput`, `afterOpening`, seconds), the defaults where absent.
    func quietMoment(_ value: ManifestValue?) throws(ManifestError) -> QuietMoment {
        var quiet = QuietMoment()
        guard let value else { return quiet }
        let object = try value.object(allowed: ["afterInput", "afterOpening"])
        quiet.afterInput = try object.optional("afterInput")?.seconds(upTo: QuietMoment.longestThreshold) ?? quiet.afterInput
        quiet.afterOpening = try object.optional("afterOpening")?.seconds(upTo: QuietMoment.longestThreshold) ?? quiet.afterOpening
        return quiet
    }

    private func featureTip(_ value: ManifestValue, resolver: ResourceResolver, ids: inout IDRegistry)
        throws(ManifestError) -> FeatureTip {
        let object = try value.object(allowed: [
            "id", "style", "window", "target", "title", "body", "image", "imageDescription", "action",
            "rules", "maxDisplayCount", "maxDisplayDuration", "invalidatedBy", "ignoresDisplayFrequency",
        ])
        let idValue = try object.required("id")
        let id = try idValue.identifier()
        try ids.register(id, from: idValue)
        let style = try object.required("style").choice(TipStyle.self)
        var tip = FeatureTip(
            id: id, style: style,
            window: try object.optional("window")?.string(limit: ManifestLimits.nameLength) ?? TourManifest.mainWindowName,
            title: try object.required("title").string(limit: ManifestLimits.titleLength),
            body: try object.required("body").string(limit: ManifestLimits.bodyLength)
        )
        switch (style, object.optional("target")) {
        case let (.popover, target?): tip.target = try self.target(target)
        case (.popover, nil): throw object.failure("target", tr("a popover tip needs a \"target\" to point at"))
        case (.inline, _?): throw object.failure("target", tr("an inline tip shows where the app puts its TipView: drop \"target\""))
        case (.inline, nil): break
        }
        tip.image = try image(object, resolver: resolver)
        if let action = object.optional("action") {
            let actionObject = try action.object(allowed: ["label", "action"])
            tip.action = TipAction(label: try actionObject.required("label").string(limit: ManifestLimits.titleLength),
                                   action: try actionObject.required("action").actionName())
        }
        if let rules = object.optional("rules") {
            tip.rules = .all(try rules.array(nonEmpty: false).map { (rule) throws(ManifestError) in try self.rule(rule) })
        }
        tip.maxDisplayCount = try object.optional("maxDisplayCount")?.positiveInteger()
        tip.maxDisplayDuration = try object.optional("maxDisplayDuration")?.positiveNumber()
        tip.invalidatedBy = try object.optional("invalidatedBy")?.actionName()
        tip.ignoresDisplayFrequency = try object.optional("ignoresDisplayFrequency")?.bool() ?? false
        return tip
    }

    /// `image` with its required `imageDescription`, or neither.
    private func image(_ object: ManifestObject, resolver: ResourceResolver) throws(ManifestError) -> TipImage? {
        guard let value = object.optional("image") else {
            if object.has("imageDescription") {
                throw object.failure("imageDescription", tr("\"imageDescription\" goes with \"image\""))
            }
            return nil
        }
        let file = try resolver.image(value)
        let description = try object.required("imageDescription").string(limit: ManifestLimits.titleLength)
        return TipImage(file: file, description: description, resourceRoot: resolver.root)
    }

    /// One rule: `{"event", "atLeast", "within"}`, `{"parameter", "equals"}`, `{"all": […]}` or `{"any": […]}`.
    private func rule(_ value: ManifestValue) throws(ManifestError) -> TipRule {
        let object = try value.object(allowed: ["event", "atLeast", "within", "parameter", "equals", "all", "any"])
        let kinds = ["event", "parameter", "all", "any"].filter(object.has)
        guard kinds.count == 1, let kind = kinds.first else {
            let found = kinds.isEmpty ? tr("found none") : tr("found %s", kinds.map { "\"\($0)\"" }.joined(separator: ", "))
            throw value.failure(tr("a rule needs exactly one of \"event\", \"parameter\", \"all\" or \"any\"; %s", found))
        }
        let allowed: [String: [String]] = ["event": ["event", "atLeast", "within"], "parameter": ["parameter", "equals"], "all": ["all"], "any": ["any"]]
        if let stray = object.members.map(\.key).first(where: { !(allowed[kind] ?? []).contains($0) }) {
            throw object.failure(stray, tr("\"%1$s\" does not go with \"%2$s\"", MessageText.safe(stray), kind))
        }
        switch kind {
        case "event":
            let name = try object.required("event").ruleName()
            let atLeast = try object.optional("atLeast")?.positiveInteger() ?? 1
            let within = try object.optional("within")?.duration()
            return .event(name, atLeast: atLeast, within: within)
        case "parameter":
            return .parameter(try object.required("parameter").ruleName(), equals: try object.required("equals").parameterValue())
        default:
            let rules = try object.required(kind).array(nonEmpty: true).map { (rule) throws(ManifestError) in try self.rule(rule) }
            return kind == "all" ? .all(rules) : .any(rules)
        }
    }

    private func tipGroups(_ value: ManifestValue?, tips: [FeatureTip]) throws(ManifestError) -> [TipGroup] {
        guard let value else { return [] }
        let known = Set(tips.map(\.id))
        var ids = IDRegistry()
        var groupOf: [String: String] = [:]
        var groups: [TipGroup] = []
        for groupValue in try value.array(nonEmpty: false) {
            let object = try groupValue.object(allowed: ["id", "order", "tips"])
            let idValue = try object.required("id")
            let id = try idValue.identifier()
            try ids.register(id, from: idValue)
            let order = try object.required("order").choice(TipGroupOrder.self)
            var members: [String] = []
            for member in try object.required("tips").array(nonEmpty: true) {
                let tip = try member.identifier()
                guard known.contains(tip) else {
                    throw member.failure(tr("no feature tip has the id \"%s\"", MessageText.safe(tip)))
                }
                if let other = groupOf[tip] {
                    throw member.failure(tr("tip \"%1$s\" is already in group \"%2$s\"", MessageText.safe(tip), MessageText.safe(other)))
                }
                groupOf[tip] = id
                members.append(tip)
            }
            groups.append(TipGroup(id: id, order: order, tips: members))
        }
        return groups
    }
}

extension ManifestValue {
    /// The value as an event or parameter name: ASCII letters, digits, `-`, `_` and `.`.
    func ruleName() throws(ManifestError) -> String {
        let text = try string(limit: ManifestLimits.ruleNameLength)
        guard ASCIIName.isValid(text) else {
            throw failure(tr("invalid name \"%s\": use only letters, digits, \"-\", \"_\" and \".\"", MessageText.safe(text)))
        }
        return text
    }

    /// The value as a detailed action name with its scope, `win.search` or
    /// `app.new_window` (``ASCIIName/isValidAction(_:)``, the one rule for every field that names an action).
    func actionName() throws(ManifestError) -> String {
        let text = try string(limit: ManifestLimits.nameLength)
        guard ASCIIName.isValidAction(text) else {
            throw failure(tr("invalid action \"%s\": expected a name such as \"win.search\" or \"app.preferences\"", MessageText.safe(text)))
        }
        return text
    }

    /// The value as a number greater than zero.
    func positiveNumber() throws(ManifestError) -> Double {
        guard case .number(let number) = json.kind else { throw failure(tr("expected %1$s, found %2$s", tr("a positive number"), json.kindName)) }
        guard number.value > 0, number.value.isFinite else {
            throw failure(tr("expected a positive number, found %s", MessageText.safe(number.text)))
        }
        return number.value
    }

    /// The value as a number of seconds from 0 to `limit`.
    func seconds(upTo limit: Double) throws(ManifestError) -> Double {
        guard case .number(let number) = json.kind else { throw failure(tr("expected %1$s, found %2$s", tr("a number of seconds"), json.kindName)) }
        guard number.value >= 0, number.value <= limit else {
            throw failure(tr("expected a number of seconds from 0 to %1$d, found %2$s", Int(limit), MessageText.safe(number.text)))
        }
        return number.value
    }

    /// The value as an ISO 8601 duration (`P7D`), in seconds.
    func duration() throws(ManifestError) -> Double {
        let text = try string(limit: ManifestLimits.versionLength)
        guard let seconds = ISODuration.seconds(text) else {
            throw failure(tr("not an ISO 8601 duration: \"%s\" (expected e.g. \"P7D\", \"PT12H\" or \"P1W\")", MessageText.safe(text)))
        }
        return seconds
    }

    /// The value a parameter rule compares with: `true`, `false`, a number or a string.
    func parameterValue() throws(ManifestError) -> TipParameterValue {
        switch json.kind {
        case let .bool(value): return .bool(value)
        case let .number(number) where number.value.isFinite: return .number(number.value)
        case let .string(text):
            guard text.unicodeScalars.count <= ManifestLimits.titleLength else {
                throw failure(tr("too long: %1$d characters (Unicode code points); the limit is %2$d", text.unicodeScalars.count, ManifestLimits.titleLength))
            }
            return .string(text)
        default: throw failure(tr("expected %1$s, found %2$s", tr("true, false, a number or a string"), json.kindName))
        }
    }
}
