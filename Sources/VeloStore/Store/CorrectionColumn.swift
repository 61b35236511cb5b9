import ScoreEngine
import VeloJSON

/// `merged_activities.correction` (docs/formats.md §5.7): the corrections that applied to a
/// merged activity and what it was without them, as JSON text.
enum CorrectionColumn {
  /// `{"changes": [{"kind", "load"?, "sport"?}], "originalLoad", "originalMethod",
  /// "originalSport"}`.
  static func json(_ applied: AppliedCorrection) -> JSONValue {
    .object([
      "changes": .array(applied.changes.map(change)),
      "originalLoad": .number(applied.originalLoad),
      "originalMethod": .string(applied.originalMethod.rawValue),
      "originalSport": .string(applied.originalSport.rawValue),
    ])
  }

  /// One change as an object: its kind, and its load or sport.
  static func change(_ change: ActivityCorrection.Change) -> JSONValue {
    var fields: [String: JSONValue] = ["kind": .string(StoredCorrection.kind(change))]
    if case .load(let value) = change { fields["load"] = .number(value) }
    if case .sport(let sport) = change { fields["sport"] = .string(sport.rawValue) }
    return .object(fields)
  }

  /// The applied corrections of such JSON; `nil` when it is not that shape.
  static func applied(_ value: JSONValue) -> AppliedCorrection? {
    guard let list = value["changes"]?.arrayValue,
      let load = value["originalLoad"]?.numberValue,
      let method = value["originalMethod"]?.stringValue.flatMap(LoadMethod.init(rawValue:)),
      let sport = value["originalSport"]?.stringValue.flatMap(Sport.init(rawValue:))
    else { return nil }
    var changes: [ActivityCorrection.Change] = []
    for entry in list {
      guard let kind = entry["kind"]?.stringValue,
        let change = StoredCorrection.change(
          kind: kind, load: entry["load"]?.numberValue, sport: entry["sport"]?.stringValue)
      else { return nil }
      changes.append(change)
    }
    return AppliedCorrection(
      changes: changes, originalLoad: load, originalMethod: method, originalSport: sport)
  }
}
