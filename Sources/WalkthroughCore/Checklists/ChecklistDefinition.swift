/// A get-started checklist of a manifest (`checklists[]`): items that tick
/// themselves as the person does each thing, shown by the app's `WtChecklist`.
///
/// Which items are done is `Checklist`'s decision; this is the content.
package struct ChecklistDefinition: Sendable, Equatable, Identifiable {
    /// The checklist's id, unique among the manifest's checklists.
    package var id: String
    /// Its heading.
    package var title: String
    /// Its items, in order (at least one).
    package var items: [ChecklistItem]

    /// Creates a checklist.
    package init(id: String, title: String, items: [ChecklistItem]) {
        self.id = id
        self.title = title
        self.items = items
    }
}

/// One thing to do on a ``ChecklistDefinition``.
package struct ChecklistItem: Sendable, Equatable, Identifiable {
    /// The item's id, unique within its checklist.
    package var id: String
    /// What to do, in a few words.
    package var title: String
    /// How, or why.
    package var body: String
    /// An optional picture, in light and dark variants.
    package var media: ChecklistMedia?
    /// An optional button: an action to activate or a guide to run.
    package var button: ChecklistButton?
    /// What ticks it: any one of these. Empty: using the button ticks it.
    package var completion: [ChecklistCompletion]
    /// The version that added it: after an update, newer items are marked new.
    package var since: Version?

    /// Creates an item; the optional parts default as in the manifest format.
    package init(id: String, title: String, body: String, media: ChecklistMedia? = nil, button: ChecklistButton? = nil,
                 completion: [ChecklistCompletion] = [], since: Version? = nil) {
        self.id = id
        self.title = title
        self.body = body
        self.media = media
        self.button = button
        self.completion = completion
        self.since = since
    }
}

/// An item's picture: one file for the light style, another for the dark one.
package struct ChecklistMedia: Sendable, Equatable {
    /// The image shown in the light style (absolute).
    package var light: FilePath
    /// The image shown in the dark style; the light one when the manifest gives none.
    package var dark: FilePath
    /// What the picture shows, read by screen readers instead of it; `""` when decorative.
    package var description: String
    /// The folder the images must stay inside when opened (the manifest's resources folder).
    package var resourceRoot: FilePath?

    /// Creates a picture.
    package init(light: FilePath, dark: FilePath? = nil, description: String, resourceRoot: FilePath? = nil) {
        self.light = light
        self.dark = dark ?? light
        self.description = description
        self.resourceRoot = resourceRoot
    }

    /// Whether the picture is decoration only, skipped by screen readers.
    package var isDecorative: Bool { description.isEmpty }

    /// The file for the dark style when `dark`, else for the light one.
    package func file(dark: Bool) -> FilePath {
        dark ? self.dark : light
    }
}

/// An item's button.
package struct ChecklistButton: Sendable, Equatable {
    /// What the button does.
    package enum Target: Sendable, Equatable {
        /// Activates the detailed action (`win.export`).
        case action(String)
        /// Runs the manifest's guide with this id ("show me").
        case guide(String)
    }

    /// The label (with an optional `_` mnemonic).
    package var label: String
    /// What it does.
    package var target: Target

    /// Creates a button.
    package init(label: String, target: Target) {
        self.label = label
        self.target = target
    }
}

/// One way a ``ChecklistItem`` gets ticked.
package enum ChecklistCompletion: Sendable, Equatable {
    /// The action (detailed name) was activated.
    case action(String)
    /// The event was donated at least `atLeast` times (all donations the feature tips keep).
    case event(String, atLeast: Int)
    /// The parameter the app set equals the value.
    case parameter(String, equals: TipParameterValue)
    /// The GSettings key (`schema/key`) changed from its default, or, with a value, holds it.
    case setting(ChecklistSetting, equals: TipParameterValue?)
    /// The guide with this id was finished.
    case guideFinished(String)
    /// The feature tip or tip sequence with this id was seen.
    case tipSeen(String)
}

/// A GSettings key named by a checklist: `org.example.App/dark-mode`.
package struct ChecklistSetting: Sendable, Hashable, CustomStringConvertible {
    /// The schema id (`org.example.App`).
    package var schema: String
    /// The key (`dark-mode`).
    package var key: String

    /// Creates a name.
    package init(schema: String, key: String) {
        self.schema = schema
        self.key = key
    }

    /// `schema/key` as written; nil when it is not one: a schema id of
    /// dot-separated ASCII letters, digits, `-` and `_`, then `/` and a key of
    /// lower-case letters, digits and `-` starting with a letter (GSettings' rules).
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, text.utf8.count <= ManifestLimits.nameLength else { return nil }
        let schema = parts[0], key = parts[1]
        guard !schema.isEmpty, schema.utf8.allSatisfy(ASCIIName.isNameByte),
              !schema.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty),
              let first = key.utf8.first, (0x61...0x7A).contains(first),
              key.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") })
        else { return nil }
        self.init(schema: String(schema), key: String(key))
    }

    /// `schema/key`.
    package var description: String { "\(schema)/\(key)" }
}
