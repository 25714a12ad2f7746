
/// The feature tips' state file's format:
///
/// ```
/// {"format": 1, "lastNewTipShown": 1764590000,
///  "events": {"tour-played": [1764590000, 1764593600]},
///  "tips": {"play-with-enter": {"displayCount": 2, "displaySeconds": 12.5, "invalidated": "actionPerformed"}}}
/// ```
extension TipRecord {
    /// The record as the state file holds it, on one line.
    package var json: String {
        var parts: [String] = ["\"format\": \(TipLimits.format)"]
        if let lastNewTipShown { parts.append("\"lastNewTipShown\": \(TipParameterValue.jsonText(lastNewTipShown))") }
        let events = donations.keys.sorted().map { name in
            "\(JSONText.quoted(name)): [\((donations[name] ?? []).map(TipParameterValue.jsonText).joined(separator: ","))]"
        }
        parts.append("\"events\": {\(events.joined(separator: ", "))}")
        let tipEntries = tips.keys.sorted().compactMap { id -> String? in
            guard let progress = tips[id] else { return nil }
            var fields = ["\"displayCount\": \(min(progress.displayCount, TipLimits.displayCount))", "\"displaySeconds\": \(TipParameterValue.jsonText(progress.displaySeconds))"]
            if let invalidation = progress.invalidation { fields.append("\"invalidated\": \"\(invalidation.rawValue)\"") }
            return "\(JSONText.quoted(id)): {\(fields.joined(separator: ", "))}"
        }
        parts.append("\"tips\": {\(tipEntries.joined(separator: ", "))}")
        return "{\(parts.joined(separator: ", "))}\n"
    }

    /// The record in `bytes`, keeping every valid entry, and how many entries
    /// were left out as invalid; nil when the bytes are not a record at all
    /// (not JSON, not an object, another format).
    package static func parse(_ bytes: [UInt8]) -> (record: TipRecord, dropped: Int)? {
        guard let root = try? JSONParser.parse(bytes), case let .object(members) = root.kind,
              case let .number(format)? = members.first(where: { $0.key == "format" })?.value.kind,
              format.value == Double(TipLimits.format) else { return nil }
        var record = TipRecord()
        var dropped = 0
        for member in members {
            switch (member.key, member.value.kind) {
            case ("format", _):
                break
            case let ("lastNewTipShown", .number(number)) where number.value.isFinite:
                record.lastNewTipShown = number.value
            case let ("events", .object(events)):
                for event in events {
                    guard ASCIIName.isValid(event.key), case let .array(items) = event.value.kind else { dropped += 1; continue }
                    let times = items.compactMap { item -> Double? in
                        guard case let .number(number) = item.kind, number.value.isFinite else { return nil }
                        return number.value
                    }
                    dropped += items.count - times.count
                    record.donations[event.key] = Array(times.sorted().suffix(TipLimits.donationsPerEvent))
                }
            case let ("tips", .object(tips)):
                for tip in tips {
                    guard ASCIIName.isValidID(tip.key), let progress = progress(tip.value) else { dropped += 1; continue }
                    record.tips[tip.key] = progress
                }
            default:
                dropped += 1
            }
        }
        record.trimEvents()
        return (record, dropped)
    }

    private static func progress(_ value: JSONValue) -> TipProgress? {
        guard case let .object(fields) = value.kind else { return nil }
        var progress = TipProgress()
        for field in fields {
            switch (field.key, field.value.kind) {
            case let ("displayCount", .number(number)) where number.value >= 0 && number.value <= Double(TipLimits.displayCount):
                progress.displayCount = Int(number.value)
            case let ("displaySeconds", .number(number)) where number.value >= 0 && number.value.isFinite:
                progress.displaySeconds = number.value
            case let ("invalidated", .string(reason)):
                guard let invalidation = TipInvalidation(rawValue: reason) else { return nil }
                progress.invalidation = invalidation
            default:
                return nil
            }
        }
        return progress
    }
}
