import ScoreEngine
import VeloJSON

/// One row of `activity_corrections` (docs/formats.md §5.7): a rider's correction and the short
/// id of the activity it was made on.
package struct StoredCorrection: Hashable, Sendable {
  /// The short id `veloready activities` showed for the activity.
  package var activity: String
  /// The correction.
  package var correction: ActivityCorrection
  /// When it was made, ISO 8601 local time with offset.
  package var createdAt: String

  /// Creates a row.
  package init(activity: String, correction: ActivityCorrection, createdAt: String) {
    self.activity = activity
    self.correction = correction
    self.createdAt = createdAt
  }

  /// The `kind` column of `change`: ignore-hr, ignore-power, ignore-all, load or sport.
  package static func kind(_ change: ActivityCorrection.Change) -> String {
    switch change {
    case .ignoreHeartRate: return "ignore-hr"
    case .ignorePower: return "ignore-power"
    case .ignoreAll: return "ignore-all"
    case .load: return "load"
    case .sport: return "sport"
    }
  }

  /// The change of a row's `kind`, `load` and `sport`; `nil` when they do not make one.
  package static func change(kind: String, load: Double?, sport: String?)
    -> ActivityCorrection.Change?
  {
    switch kind {
    case "ignore-hr": return .ignoreHeartRate
    case "ignore-power": return .ignorePower
    case "ignore-all": return .ignoreAll
    case "load": return load.flatMap { $0.isFinite && $0 >= 0 ? .load($0) : nil }
    case "sport": return sport.flatMap(Sport.init(rawValue:)).map { .sport($0) }
    default: return nil
    }
  }

  /// The members as the JSON array the tables keep: `[{"provider", "source", "id"}]`.
  package static func membersJSON(_ members: [ActivityMember]) -> JSONValue {
    .array(
      members.map {
        .object([
          "provider": .string($0.provider.rawValue), "source": .string($0.source),
          "id": .string($0.id),
        ])
      })
  }

  /// The members of such an array; `nil` when an entry is not a recording.
  package static func members(_ value: JSONValue) -> [ActivityMember]? {
    guard let list = value.arrayValue else { return nil }
    var members: [ActivityMember] = []
    for entry in list {
      guard let name = entry["provider"]?.stringValue, let provider = Provider(rawValue: name),
        let source = entry["source"]?.stringValue, let id = entry["id"]?.stringValue
      else { return nil }
      members.append(ActivityMember(provider: provider, source: source, id: id))
    }
    return members
  }
}
