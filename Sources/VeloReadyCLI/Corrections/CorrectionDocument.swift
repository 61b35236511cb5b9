import ScoreEngine
import VeloJSON
import VeloStore

/// A merged activity's corrections in the JSON documents (docs/formats.md §10): `null` without
/// any, else the changes and what the activity was without them.
enum CorrectionDocument {
  static func json(_ applied: AppliedCorrection?) -> JSONValue {
    guard let applied else { return .null }
    return .object([
      "changes": .array(
        applied.changes.map { change in
          var load: Double?
          var sport: String?
          if case .load(let value) = change { load = value }
          if case .sport(let value) = change { sport = value.rawValue }
          return .object([
            "kind": .string(StoredCorrection.kind(change)), "load": .fixed(load, 1),
            "sport": .string(sport),
          ])
        }),
      "ignored": .bool(applied.ignored),
      "originalLoad": .fixed(applied.originalLoad, 1),
      "originalMethod": .string(applied.originalMethod.rawValue),
      "originalSport": .string(applied.originalSport.rawValue),
    ])
  }
}
