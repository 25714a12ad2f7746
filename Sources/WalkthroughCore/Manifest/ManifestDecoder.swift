
/// Turns a parsed manifest root object into a ``TourManifest``, validating every field.
struct ManifestDecoder {
    /// The FilePath the manifest was read from.
    let fileURL: FilePath
    /// Where a `resource://` manifest's images are read from; nil for a local file.
    var bundled: (any BundledFiles)? = nil

    /// Decodes and validates the whole manifest.
    func decode(_ root: ManifestValue) throws(ManifestError) -> TourManifest {
        let object = try root.object(allowed: ["$schema", "id", "title", "language", "gettextDomain", "resources", "pages", "tips", "guides",
                                                        "featureTips", "tipGroups", "displayFrequency", "quietMoment", "coachMarksAfterSkip",
                                                        "whatsNew", "menusFromCode", "checklists"])
        let id = try object.required("id").identifier()
        let title = try object.required("title").string(limit: ManifestLimits.titleLength)
        let resolver = try ResourceResolver(root: resourceRoot(object), bundled: bundled)

        let language = try object.optional("language")?.languageTag()
        var pageIDs = IDRegistry()
        var pages: [TourPage] = []
        for value in try object.required("pages").array(nonEmpty: true) {
            var page = try page(value, resolver: resolver, ids: &pageIDs)
            page.language = language
            pages.append(page)
        }
        // Tip sequences and guides share one id scope: both are recorded in the same "seen" store.
        var coachMarkIDs = IDRegistry()
        var sequences: [TipSequence] = []
        for value in try object.optional("tips")?.array(nonEmpty: false) ?? [] {
            sequences.append(try tipSequence(value, resolver: resolver, ids: &coachMarkIDs))
        }
        var guides: [GuideDefinition] = []
        for value in try object.optional("guides")?.array(nonEmpty: false) ?? [] {
            guides.append(try guide(value, ids: &coachMarkIDs))
        }
        var manifest = TourManifest(
            id: id, title: title, pages: pages, tipSequences: sequences, guides: guides,
            fileURL: fileURL, resourceRoot: resolver.root, source: root.json
        )
        (manifest.featureTips, manifest.tipGroups, manifest.displayFrequency) = try featureTips(object, resolver: resolver)
        manifest.quietMoment = try quietMoment(object.optional("quietMoment"))
        manifest.gettextDomain = try object.optional("gettextDomain")?.gettextDomain()
        manifest.coachMarksAfterSkip = try object.optional("coachMarksAfterSkip")?.bool() ?? false
        manifest.language = language
        manifest.whatsNew = try whatsNew(object.optional("whatsNew"))
        manifest.menusFromCode = try menusFromCode(object.optional("menusFromCode"))
        manifest.checklists = try checklists(object.optional("checklists"), resolver: resolver, guides: Set(guides.map(\.id)),
                                             tips: Set(manifest.featureTips.map(\.id) + sequences.map(\.id)))
        return manifest
    }

    /// `whatsNew`: the sources of the pages an update shows, each named once; all when absent.
    private func whatsNew(_ value: ManifestValue?) throws(ManifestError) -> Set<WhatsNewSource> {
        guard let value else { return Set(WhatsNewSource.allCases) }
        var sources: Set<WhatsNewSource> = []
        for element in try value.array(nonEmpty: false) {
            let source = try element.choice(WhatsNewSource.self)
            guard sources.insert(source).inserted else { throw element.failure(tr("\"%s\" is named twice", source.rawValue)) }
        }
        return sources
    }

    /// The resources folder: `resources` relative to the manifest's folder, or that folder itself.
    private func resourceRoot(_ object: ManifestObject) throws(ManifestError) -> FilePath {
        if let bundled { return try bundledResourceRoot(object, in: bundled) }
        let manifestFolder = fileURL.deletingLastPathComponent().standardized
        guard let value = object.optional("resources") else { return manifestFolder }
        let relative = try value.string(limit: ManifestLimits.pathLength)
        let shown = MessageText.safe(relative)
        guard !relative.hasPrefix("/") else {
            throw value.failure(tr("\"%1$s\" must be relative to the manifest's folder %2$s", shown, manifestFolder.path))
        }
        let folder = manifestFolder.appendingPathComponent(relative).standardized
        guard FileKind.of(folder.path) == .folder else {
            throw value.failure(tr("folder \"%1$s\" does not exist in %2$s", shown, manifestFolder.path))
        }
        return folder
    }

    /// ``resourceRoot(_:)`` for a manifest in the app's bundled resources: the same rules, on its paths.
    private func bundledResourceRoot(_ object: ManifestObject, in bundled: any BundledFiles) throws(ManifestError) -> FilePath {
        let manifestFolder = BundledURI.folder(of: fileURL.path)
        guard let value = object.optional("resources") else { return BundledURI.url(manifestFolder) }
        let relative = try value.string(limit: ManifestLimits.pathLength)
        let shown = MessageText.safe(relative)
        guard !relative.hasPrefix("/") else {
            throw value.failure(tr("\"%1$s\" must be relative to the manifest's folder %2$s", shown, manifestFolder))
        }
        let folder = BundledURI.normalized(manifestFolder + "/" + relative)
        guard bundled.entry(folder) == .folder else {
            throw value.failure(tr("folder \"%1$s\" does not exist in %2$s", shown, manifestFolder))
        }
        return BundledURI.url(folder)
    }

    private func page(_ value: ManifestValue, resolver: ResourceResolver, ids: inout IDRegistry)
        throws(ManifestError) -> TourPage {
        let object = try value.object(allowed: ["id", "image", "imageDescription", "decorative", "title", "body", "since"])
        let idValue = try object.required("id")
        let id = try idValue.identifier()
        try ids.register(id, from: idValue)
        let image = try resolver.image(object.required("image"))
        let (description, decorative) = try imageText(object)
        return TourPage(
            id: id,
            image: image,
            title: try object.required("title").string(limit: ManifestLimits.titleLength),
            body: try object.required("body").string(limit: ManifestLimits.bodyLength),
            since: try object.optional("since")?.version(),
            imageDescription: description,
            isDecorative: decorative,
            resourceRoot: resolver.root
        )
    }

    /// A page image's text alternative: a description, or `""` with `"decorative": true`.
    private func imageText(_ object: ManifestObject) throws(ManifestError) -> (description: String, decorative: Bool) {
        let decorative = try object.optional("decorative")?.bool() ?? false
        let value = try object.required("imageDescription")
        if decorative {
            guard try value.possiblyEmptyString(limit: ManifestLimits.titleLength).isEmpty else {
                throw value.failure(tr("a decorative image has no description: write \"\" or drop \"decorative\""))
            }
            return ("", true)
        }
        guard try !value.possiblyEmptyString(limit: ManifestLimits.titleLength).isEmpty else {
            throw value.failure(tr("describe the image for people who cannot see it, or mark it \"decorative\": true"))
        }
        return (try value.string(limit: ManifestLimits.titleLength), false)
    }

    private func tipSequence(_ value: ManifestValue, resolver: ResourceResolver, ids: inout IDRegistry)
        throws(ManifestError) -> TipSequence {
        let object = try value.object(allowed: ["id", "window", "since", "narrowWidth", "tips"])
        let idValue = try object.required("id")
        let id = try idValue.identifier()
        try ids.register(id, from: idValue)
        let window = try object.required("window").string(limit: ManifestLimits.nameLength)
        let since = try object.optional("since")?.version()
        let narrowWidth = try object.optional("narrowWidth")?.positiveInteger()
        var tipIDs = IDRegistry()
        var tips: [Tip] = []
        for tipValue in try object.required("tips").array(nonEmpty: true) {
            tips.append(try tip(tipValue, resolver: resolver, ids: &tipIDs))
        }
        return TipSequence(id: id, window: window, since: since, narrowWidth: narrowWidth, tips: tips, resourceRoot: resolver.root)
    }

    private func tip(_ value: ManifestValue, resolver: ResourceResolver, ids: inout IDRegistry)
        throws(ManifestError) -> Tip {
        let object = try value.object(allowed: ["id", "image", "narrowImage", "description", "title", "body", "narrowBody"])
        let idValue = try object.required("id")
        let id = try idValue.identifier()
        try ids.register(id, from: idValue)
        switch (object.has("image"), object.has("title")) {
        case (true, true):
            throw object.failure(tr("a tip has either \"image\" or \"title\" and \"body\", not both"))
        case (false, false):
            throw object.failure(tr("a tip needs either \"image\" or \"title\" and \"body\""))
        case (true, false):
            if let key = ["body", "narrowBody"].first(where: object.has) {
                throw object.failure(key, tr("\"%s\" goes with \"title\", not with \"image\"", key))
            }
            let image = try resolver.image(object.required("image"))
            let narrow = try object.optional("narrowImage").map { (value) throws(ManifestError) in try resolver.image(value) }
            // What a screen reader reads instead of the picture: an image tip has no other words.
            let description = try object.required("description").string(limit: ManifestLimits.bodyLength)
            return Tip(id: id, content: .image(image, narrow: narrow, description: description))
        case (false, true):
            if let key = ["narrowImage", "description"].first(where: object.has) {
                throw object.failure(key, tr("\"%s\" goes with \"image\", not with \"title\"", key))
            }
            let title = try object.required("title").string(limit: ManifestLimits.titleLength)
            let body = try object.required("body").string(limit: ManifestLimits.bodyLength)
            let narrowBody = try object.optional("narrowBody")?.string(limit: ManifestLimits.bodyLength)
            return Tip(id: id, content: .card(title: title, body: body, narrowBody: narrowBody))
        }
    }

    private func guide(_ value: ManifestValue, ids: inout IDRegistry) throws(ManifestError) -> GuideDefinition {
        let object = try value.object(allowed: ["id", "window", "since", "steps"])
        let idValue = try object.required("id")
        let id = try idValue.identifier()
        try ids.register(id, from: idValue)
        let window = try object.required("window").string(limit: ManifestLimits.nameLength)
        let since = try object.optional("since")?.version()
        var stepIDs = IDRegistry()
        var steps: [GuideStep] = []
        for stepValue in try object.required("steps").array(nonEmpty: true) {
            steps.append(try step(stepValue, guideWindow: window, ids: &stepIDs))
        }
        return GuideDefinition(id: id, window: window, since: since, steps: steps)
    }

    /// A step; its `window`, when it names the guide's own window, is left nil (see `GuideStep/window`).
    private func step(_ value: ManifestValue, guideWindow: String, ids: inout IDRegistry) throws(ManifestError) -> GuideStep {
        let object = try value.object(allowed: ["id", "target", "title", "body", "showMe", "completion", "ifMissing", "window"])
        let idValue = try object.required("id")
        let id = try idValue.identifier()
        try ids.register(id, from: idValue)
        return GuideStep(
            id: id,
            target: try target(object.required("target")),
            title: try object.required("title").string(limit: ManifestLimits.titleLength),
            body: try object.required("body").string(limit: ManifestLimits.bodyLength),
            showMe: try object.optional("showMe")?.bool() ?? false,
            completion: try object.optional("completion")?.choice(StepCompletion.self) ?? .next,
            ifMissing: try object.optional("ifMissing")?.choice(MissingTargetRule.self) ?? .center,
            window: try object.optional("window")?.string(limit: ManifestLimits.nameLength).nilIfEqual(to: guideWindow)
        )
    }

    func target(_ value: ManifestValue) throws(ManifestError) -> GuideTarget {
        let object = try value.object(allowed: ["widget", "action"])
        switch (object.optional("widget"), object.optional("action")) {
        case let (widget?, nil): return .widget(try widget.string(limit: ManifestLimits.nameLength))
        case let (nil, action?): return .action(try action.actionName())
        case (nil, nil): throw value.failure(tr("a target needs exactly one of \"widget\" or \"action\", found none"))
        case (_?, _?): throw value.failure(tr("a target needs exactly one of \"widget\" or \"action\", found both"))
        }
    }
}

private extension String {
    /// Nil when the string is `other`.
    func nilIfEqual(to other: String) -> String? { self == other ? nil : self }
}

/// Remembers the ids seen in one scope and reports the first duplicate with where it was first used.
struct IDRegistry {
    private var firstUse: [String: String] = [:]

    /// Records `id` read from `value`; throws if the scope already has it.
    mutating func register(_ id: String, from value: ManifestValue) throws(ManifestError) {
        let owner = value.path.hasSuffix(".id") ? String(value.path.dropLast(3)) : value.path
        if let previous = firstUse[id] {
            throw value.failure(tr("duplicate id \"%1$s\" (already used by %2$s)", MessageText.safe(id), previous))
        }
        firstUse[id] = owner
    }
}
