import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Carries out the checklists' decisions (`Checklist`) for an ``Onboarding``:
/// fills the app's `WtChecklist`s, feeds the decisions what the person does
/// (the actions, donations, parameters, guides and tips the onboarding hears,
/// the settings the items name) and saves their progress at once, before a
/// change is shown (`ChecklistEffect.save` comes first), never on a timer: a
/// kill right after a tick loses nothing.
///
/// Nothing is read, watched or built until the first checklist is added: an
/// app without one pays nothing for them.
@preconcurrency @MainActor
final class ChecklistController {
    /// What is known now, read when the first checklist is added and after a reset.
    var evidence: () -> ChecklistEvidence = { ChecklistEvidence() }
    /// The version file's say, for the items marked new.
    var storedVersion: () -> StoredVersion = { .missing }
    /// The checklist as people read it (translated).
    var shown: (ChecklistDefinition) -> ChecklistDefinition = { $0 }
    /// Runs a guide of the manifest (an item's button).
    var runGuide: (String) -> Void = { _ in }
    /// Whether onboarding is switched off: nothing shows by itself or is saved then.
    var isSwitchedOff: () -> Bool = { false }
    /// Reports a state file that could not be written.
    var onSaveFailure: (StateFileError) -> Void = { _ in }
    /// Watches the actions (detailed names) that tick items, through the
    /// onboarding's one ``ActionUseWatch``; each use comes back as ``heard(_:)``.
    var watchActions: (Set<String>) -> Void = { _ in }
    /// Watches the window actions of the window a checklist (a `GtkWidget *`) is in, or comes to be in.
    var followWindowActions: (gpointer) -> Void = { _ in }

    private let definitions: [ChecklistDefinition]
    private let store: ChecklistStore?
    /// The saved record; nil until the first checklist is added (nothing is read before).
    private var record: ChecklistRecord?
    private var lists: [String: Checklist] = [:]
    private var views: [(view: WeakObject, id: String)] = []
    /// The GSettings of each installed schema the items name, its handlers, and the keys watched.
    private var settings: [(object: ObjectRef, handlers: [gulong], keys: [ChecklistSetting])] = []

    /// The controller for `manifest`'s checklists, saving in `stateDirectory` (nil: nothing is saved).
    init(manifest: TourManifest?, stateDirectory: FilePath?) {
        definitions = manifest?.checklists ?? []
        store = definitions.isEmpty ? nil : stateDirectory.map(ChecklistStore.init(directory:))
    }

    isolated deinit {
        for (object, handlers, _) in settings { for handler in handlers { Signal.disconnect(object.pointer, handler) } }
    }

    /// Whether a checklist was added: only then does anything else here work.
    var isActive: Bool { record != nil }

    /// What a resting launch keeps for the checklists added; nil while one is on screen (the launch does not rest).
    var restingWatch: ChecklistRest? {
        views.removeAll { !$0.view.isAlive }
        return ChecklistRest(lists.keys.sorted().compactMap { lists[$0] }, live: Set(views.map(\.id)))
    }

    /// The state file, once a checklist was added (a launch's decision read it).
    var stateFile: FilePath? { isActive ? store?.fileURL : nil }

    /// Fills `view` with its checklist, and ticks it from now on.
    func add(_ view: ChecklistView) {
        guard let id = view.checklistID, let host = view.host else { return }
        guard let definition = definitions.first(where: { $0.id == id }) else {
            Log.warning(ChecklistWarning.unknownChecklist(id))
            return
        }
        start()
        views.removeAll { !$0.view.isAlive || $0.view.refers(to: GPointer.raw(view.widget)) }
        views.append((WeakObject(GPointer.raw(view.widget)), id))
        if lists[id] == nil {
            lists[id] = Checklist(definition: definition, progress: record?.checklists[id] ?? ChecklistProgress(),
                                  switchedOff: isSwitchedOff())
            send(.evidence(evidence()), to: id)
        }
        followWindowActions(GPointer.raw(view.widget))
        fill(host, id: id)
    }

    /// Something the person did, for every checklist.
    func heard(_ fact: ChecklistFact) {
        guard isActive else { return }
        for id in lists.keys.sorted() { send(.happened(fact), to: id) }
    }

    /// Show Tips: dismissed checklists come back.
    func restore() {
        for id in lists.keys.sorted() { send(.restored, to: id) }
    }

    /// Forgets every checklist's progress, on disk too; what is known is read again.
    func reset() throws(StateFileError) {
        try store?.reset()
        guard isActive else { return }
        record = ChecklistRecord()
        for id in lists.keys.sorted() {
            send(.reset, to: id)
            send(.evidence(evidence()), to: id)
        }
    }

    /// The first checklist: read the state, watch the actions and settings the items name.
    private func start() {
        guard record == nil else { return }
        let (saved, warning) = store?.read() ?? (ChecklistRecord(), nil)
        if let warning { Log.warning(warning) }
        record = saved
        let completions = definitions.flatMap { $0.items.flatMap(\.completion) }
        watchActions(Set(completions.compactMap { if case let .action(name) = $0 { name } else { nil } }))
        let named = Set(completions.compactMap { if case let .setting(setting, _) = $0 { setting } else { nil } })
        watchSettings(named)
    }

    /// Watches each named key whose schema is installed; one warning for each that is not.
    private func watchSettings(_ named: Set<ChecklistSetting>) {
        for schema in Set(named.map(\.schema)).sorted() {
            guard let object = wt_settings_new_if_installed(schema) else {
                Log.warning(ChecklistWarning.schemaNotInstalled(schema))
                continue
            }
            let reference = ObjectRef(adopting: GPointer.raw(object))
            var handlers: [gulong] = []
            var keys: [ChecklistSetting] = []
            for setting in named.filter({ $0.schema == schema }).sorted(by: { $0.key < $1.key }) {
                guard wt_settings_has_key(object, setting.key) != 0 else {
                    Log.warning(ChecklistWarning.noSuchKey(setting))
                    continue
                }
                keys.append(setting)
                handlers.append(Signal.connectPointer(GPointer.raw(object), .changed(setting.key)) { [weak self] _ in
                    let (value, isDefault) = Self.read(setting.key, in: object)
                    self?.heard(.settingChanged(setting, value, isDefault: isDefault))
                })
            }
            settings.append((reference, handlers, keys))
        }
    }

    /// Adds the current value of every setting watched to `evidence`.
    func addSettings(to evidence: inout ChecklistEvidence) {
        for (object, _, keys) in settings {
            for setting in keys {
                let (value, isDefault) = Self.read(setting.key, in: object.pointer.assumingMemoryBound(to: GSettings.self))
                if let value { evidence.settings[setting] = value }
                if !isDefault { evidence.changedSettings.insert(setting) }
            }
        }
    }

    /// `key`'s value in `settings` as a completion compares it (nil for a
    /// type it does not: arrays, tuples), and whether it is the default.
    private static func read(_ key: String, in settings: UnsafeMutablePointer<GSettings>) -> (TipParameterValue?, isDefault: Bool) {
        let user = g_settings_get_user_value(settings, key)
        if let user { g_variant_unref(user) }
        guard let variant = g_settings_get_value(settings, key) else { return (nil, user == nil) }
        defer { g_variant_unref(variant) }
        return (TipParameterVariant.value(of: variant), user == nil)
    }

    private func send(_ event: ChecklistEvent, to id: String) {
        guard var list = lists[id] else { return }
        let effects = list.send(event, at: Double(g_get_real_time()) / 1_000_000)
        lists[id] = list
        for effect in effects { perform(effect, for: id) }
    }

    private func perform(_ effect: ChecklistEffect, for id: String) {
        let hosts = self.hosts(showing: id)
        switch effect {
        case let .itemChanged(item, done):
            for host in hosts { host.setDone(item, done) }
        case let .progressChanged(done, total):
            for host in hosts { host.setProgress(done: done, total: total, announce: true) }
        case .completed:
            for host in hosts { host.emitCompleted() }
        case .hide:
            for host in hosts {
                host.setVisible(false)
                host.emitDismissed()
            }
        case .show:
            for host in hosts { host.setVisible(true) }
        case let .activate(action):
            if let host = hosts.first { TipContentView.activate(action, from: host.widget) }
        case let .runGuide(guide):
            runGuide(guide)
        case .save:
            if let list = lists[id] { record?.checklists[id] = list.progress }
            save()
        }
    }

    private func fill(_ host: ChecklistHost, id: String) {
        guard let list = lists[id] else { return }
        let done = Set(list.definition.items.map(\.id).filter(list.isDone))
        host.show(shown(list.definition), done: done, new: Set(list.newItems(stored: storedVersion())))
        host.setProgress(done: list.doneCount, total: list.total, announce: false)
        host.setVisible(!list.isHidden)
        host.onEvent = { [weak self] event in self?.send(event, to: id) }
    }

    /// The live checklists showing `id`.
    private func hosts(showing id: String) -> [ChecklistHost] {
        views.removeAll { !$0.view.isAlive }
        return views.filter { $0.id == id }.compactMap { entry in
            guard let object = entry.view.strong() else { return nil }
            defer { g_object_unref(object) }
            return ChecklistView(widget: OpaquePointer(object)).host
        }
    }

    private func save() {
        guard let store, let record, !isSwitchedOff() else { return }
        do throws(StateFileError) {
            try store.write(record)
        } catch {
            onSaveFailure(error)
        }
    }
}
