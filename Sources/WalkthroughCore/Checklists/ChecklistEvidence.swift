/// What is known of what the person did, as the checklist reads it: what the
/// feature tips keep (donations, parameters), the coach marks seen, and the
/// settings the app's checklists name.
package struct ChecklistEvidence: Equatable, Sendable {
    /// How many times each event was donated (as the feature tips' state keeps them).
    package var eventCounts: [String: Int] = [:]
    /// The parameters the app set.
    package var parameters: [String: TipParameterValue] = [:]
    /// The current values of the settings checklists name, where readable as one.
    package var settings: [ChecklistSetting: TipParameterValue] = [:]
    /// The settings that hold a value of the person's own (changed from the default).
    package var changedSettings: Set<ChecklistSetting> = []
    /// The guides finished (recorded as seen).
    package var guidesFinished: Set<String> = []
    /// The feature tips shown at least once, and the tip sequences seen.
    package var tipsSeen: Set<String> = []

    /// Nothing known.
    package init(eventCounts: [String: Int] = [:], parameters: [String: TipParameterValue] = [:],
                 settings: [ChecklistSetting: TipParameterValue] = [:], changedSettings: Set<ChecklistSetting> = [],
                 guidesFinished: Set<String> = [], tipsSeen: Set<String> = []) {
        self.eventCounts = eventCounts
        self.parameters = parameters
        self.settings = settings
        self.changedSettings = changedSettings
        self.guidesFinished = guidesFinished
        self.tipsSeen = tipsSeen
    }

    /// Whether `completion` holds on what is known. An action holds only as it happens.
    package func holds(_ completion: ChecklistCompletion) -> Bool {
        switch completion {
        case .action: false
        case let .event(name, atLeast): eventCounts[name, default: 0] >= atLeast
        case let .parameter(name, value): parameters[name] == value
        case let .setting(setting, nil): changedSettings.contains(setting)
        case let .setting(setting, value?): settings[setting] == value
        case let .guideFinished(id): guidesFinished.contains(id)
        case let .tipSeen(id): tipsSeen.contains(id)
        }
    }

    /// Adds what `fact` tells.
    package mutating func learn(_ fact: ChecklistFact) {
        switch fact {
        case .action: break
        case let .donated(name): eventCounts[name, default: 0] += 1
        case let .parameterSet(name, value): parameters[name] = value
        case let .settingChanged(setting, value, isDefault):
            settings[setting] = value
            if isDefault { changedSettings.remove(setting) } else { changedSettings.insert(setting) }
        case let .guideFinished(id): guidesFinished.insert(id)
        case let .tipSeen(id): tipsSeen.insert(id)
        }
    }
}

/// Something the person just did, as it happens.
package enum ChecklistFact: Equatable, Sendable {
    /// An action (detailed name) was activated.
    case action(String)
    /// The app donated an event.
    case donated(String)
    /// The app set a parameter (nil: unset).
    case parameterSet(String, TipParameterValue?)
    /// A setting changed to `value` (nil: not one a completion compares); `isDefault`: it was reset to its default.
    case settingChanged(ChecklistSetting, TipParameterValue?, isDefault: Bool)
    /// A guide was finished.
    case guideFinished(String)
    /// A feature tip or a tip sequence was seen.
    case tipSeen(String)

    /// Whether the fact fulfils `completion`, given what is known once it is learnt.
    func fulfils(_ completion: ChecklistCompletion, evidence: ChecklistEvidence) -> Bool {
        switch (self, completion) {
        case let (.action(name), .action(wanted)): name == wanted
        case let (.donated(name), .event(wanted, _)): name == wanted && evidence.holds(completion)
        case let (.parameterSet(name, _), .parameter(wanted, _)): name == wanted && evidence.holds(completion)
        case let (.settingChanged(setting, _, isDefault), .setting(wanted, nil)): setting == wanted && !isDefault
        case let (.settingChanged(setting, _, _), .setting(wanted, _?)): setting == wanted && evidence.holds(completion)
        case let (.guideFinished(id), .guideFinished(wanted)): id == wanted
        case let (.tipSeen(id), .tipSeen(wanted)): id == wanted
        default: false
        }
    }
}
