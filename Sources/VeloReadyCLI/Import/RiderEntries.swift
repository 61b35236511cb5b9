import ScoreEngine
import VeloJSON
import VeloKit
import VeloStore

/// The rider's corrections and tags of a `veloready.records/v1` document (docs/formats.md §1.9):
/// what `export --json` wrote beside the records, so that `import` of a backup restores them.
struct RiderEntries {
  var corrections: [StoredCorrection] = []
  var tags: [DayTag] = []
  /// Entries that could not be read: where and why.
  var rejected: [String] = []

  var isEmpty: Bool { corrections.isEmpty && tags.isEmpty }

  /// The entries of a parsed document's `corrections` and `tags` arrays; nothing when it has
  /// neither.
  static func read(_ document: JSONValue) -> RiderEntries {
    var entries = RiderEntries()
    for (index, item) in (document["corrections"]?.arrayValue ?? []).enumerated() {
      guard let activity = item["activity"]?.stringValue, let kind = item["kind"]?.stringValue,
        let change = StoredCorrection.change(
          kind: kind, load: item["load"]?.numberValue, sport: item["sport"]?.stringValue),
        let memberList = item["members"], let members = StoredCorrection.members(memberList),
        !members.isEmpty, let createdAt = item["createdAt"]?.stringValue
      else {
        entries.rejected.append("corrections[\(index)]: not a correction this version reads")
        continue
      }
      entries.corrections.append(
        StoredCorrection(
          activity: activity, correction: ActivityCorrection(members: members, change: change),
          createdAt: createdAt))
    }
    for (index, item) in (document["tags"]?.arrayValue ?? []).enumerated() {
      let value = item["value"]?.numberValue
      guard let day = item["date"]?.stringValue.flatMap(LocalDate.init(iso:)),
        let name = item["name"]?.stringValue, TagName.isValid(name),
        let origin = item["origin"]?.stringValue, !origin.isEmpty,
        value.map({ (1...5).contains($0) }) ?? true
      else {
        entries.rejected.append("tags[\(index)]: not a tag this version reads")
        continue
      }
      entries.tags.append(DayTag(date: day, name: name, value: value, origin: origin))
    }
    return entries
  }

  /// The entries of the store for `export --json`: every correction, and the tags of `days`.
  static func document(_ corrections: [StoredCorrection], _ tags: [DayTag]) -> [String: JSONValue] {
    [
      "corrections": .array(
        corrections.map { stored in
          var load: Double?
          var sport: String?
          if case .load(let value) = stored.correction.change { load = value }
          if case .sport(let value) = stored.correction.change { sport = value.rawValue }
          return .object([
            "activity": .string(stored.activity),
            "kind": .string(StoredCorrection.kind(stored.correction.change)),
            "load": load.map { .number($0) } ?? .null, "sport": .string(sport),
            "members": StoredCorrection.membersJSON(stored.correction.members),
            "createdAt": .string(stored.createdAt),
          ])
        }),
      "tags": .array(
        tags.map { tag in
          .object([
            "date": .string(tag.date.description), "name": .string(tag.name),
            "value": tag.value.map { .number($0) } ?? .null, "origin": .string(tag.origin),
          ])
        }),
    ]
  }

  /// Stores the entries not already stored; whether a correction was added (the ledger is then
  /// stale).
  func save(in store: Store) throws(CLIError) -> Bool {
    let database = store.database
    let existing = try CLIError.fromStore(try database.activityCorrections())
    var corrected = false
    for correction in corrections where !existing.contains(correction) {
      try CLIError.fromStore(try database.saveCorrection(correction))
      corrected = true
    }
    for tag in tags {
      _ = try CLIError.fromStore(try database.saveTag(tag))
    }
    return corrected
  }
}
