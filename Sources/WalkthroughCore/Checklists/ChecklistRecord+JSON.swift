/// The checklists' state file's format:
///
/// ```
/// {"format": 1, "checklists": {"get-started": {"dismissed": false,
///  "items": {"play": {"done": 1764590000}, "theme": {"unticked": 1764590100}}}}}
/// ```
extension ChecklistRecord {
    /// The record as the state file holds it, on one line.
    package var json: String {
        let lists = checklists.keys.sorted().compactMap { id -> String? in
            guard let progress = checklists[id] else { return nil }
            let items = progress.items.keys.sorted().compactMap { item -> String? in
                guard let mark = progress.items[item] else { return nil }
                let key = mark.isDone ? "done" : "unticked"
                return "\(JSONText.quoted(item)): {\"\(key)\": \(TipParameterValue.jsonText(mark.time))}"
            }
            return "\(JSONText.quoted(id)): {\"dismissed\": \(progress.dismissed), \"items\": {\(items.joined(separator: ", "))}}"
        }
        return "{\"format\": \(ChecklistLimits.format), \"checklists\": {\(lists.joined(separator: ", "))}}\n"
    }

    /// The record in `bytes`, keeping every valid entry, and how many entries
    /// were left out as invalid; nil when the bytes are not a record at all
    /// (not JSON, not an object, another format).
    package static func parse(_ bytes: [UInt8]) -> (record: ChecklistRecord, dropped: Int)? {
        guard let root = try? JSONParser.parse(bytes), case let .object(members) = root.kind,
              case let .number(format)? = members.first(where: { $0.key == "format" })?.value.kind,
              format.value == Double(ChecklistLimits.format) else { return nil }
        var record = ChecklistRecord()
        var dropped = 0
        for member in members {
            switch (member.key, member.value.kind) {
            case ("format", _):
                break
            case let ("checklists", .object(lists)):
                for list in lists {
                    guard ASCIIName.isValidID(list.key), case let .object(fields) = list.value.kind else { dropped += 1; continue }
                    record.checklists[list.key] = progress(fields, dropped: &dropped)
                }
            default:
                dropped += 1
            }
        }
        record.trim(keeping: [])
        return (record, dropped)
    }

    private static func progress(_ fields: [JSONMember], dropped: inout Int) -> ChecklistProgress {
        var progress = ChecklistProgress()
        for field in fields {
            switch (field.key, field.value.kind) {
            case let ("dismissed", .bool(dismissed)):
                progress.dismissed = dismissed
            case let ("items", .object(items)):
                for item in items {
                    guard ASCIIName.isValidID(item.key), let mark = mark(item.value) else { dropped += 1; continue }
                    progress.items[item.key] = mark
                }
            default:
                dropped += 1
            }
        }
        progress.trim(keeping: [])
        return progress
    }

    private static func mark(_ value: JSONValue) -> ChecklistMark? {
        guard case let .object(fields) = value.kind, fields.count == 1, let field = fields.first,
              case let .number(number) = field.value.kind, number.value.isFinite, number.value >= 0 else { return nil }
        switch field.key {
        case "done": return .done(at: number.value)
        case "unticked": return .unticked(at: number.value)
        default: return nil
        }
    }
}
