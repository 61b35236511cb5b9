import Foundation

/// A rider's correction of one activity (docs/algorithm.md §7.5): stored apart from the records,
/// it names the recordings the activity had when it was made, and applies to the merged activity
/// any of whose recordings it names, so that it follows the activity when new copies arrive.
public struct ActivityCorrection: Hashable, Sendable {
  /// What the rider changed.
  public enum Change: Hashable, Sendable {
    /// The recordings' heart rate is not used: the load falls to the next rule.
    case ignoreHeartRate
    /// The recordings' power is not used.
    case ignorePower
    /// The activity counts for no load and no strain; it stays listed.
    case ignoreAll
    /// The rider's own load, TSS-equivalent.
    case load(Double)
    /// The activity's sport, for its load and every report.
    case sport(Sport)

    /// The order corrections are applied and shown in.
    var order: Int {
      switch self {
      case .ignoreHeartRate: return 0
      case .ignorePower: return 1
      case .sport: return 2
      case .load: return 3
      case .ignoreAll: return 4
      }
    }
  }

  /// The recordings of the activity when the correction was made.
  public var members: [ActivityMember]
  /// The change.
  public var change: Change

  /// Creates a correction.
  public init(members: [ActivityMember], change: Change) {
    self.members = members
    self.change = change
  }

  /// The recording's fields as the corrections `changes` leave them: heart rate or power
  /// removed, the sport replaced. A set load or an ignored activity is applied after merging.
  public static func corrected(_ activity: Activity, _ changes: [Change]) -> Activity {
    var corrected = activity
    for change in changes {
      switch change {
      case .ignoreHeartRate:
        corrected.averageHeartRate = nil
        corrected.maxHeartRate = nil
        corrected.heartRate = []
      case .ignorePower:
        corrected.averagePower = nil
        corrected.normalizedPower = nil
      case .sport(let sport):
        corrected.sport = sport
      case .load, .ignoreAll:
        break
      }
    }
    return corrected
  }
}

/// The corrections that applied to a merged activity, and the load it had without them.
public struct AppliedCorrection: Hashable, Sendable {
  /// The changes, in the order they are applied.
  public var changes: [ActivityCorrection.Change]
  /// The load the activity had without corrections, TSS-equivalent.
  public var originalLoad: Double
  /// The method that gave it.
  public var originalMethod: LoadMethod
  /// The sport it had.
  public var originalSport: Sport

  /// Creates the record of applied corrections.
  public init(
    changes: [ActivityCorrection.Change], originalLoad: Double, originalMethod: LoadMethod,
    originalSport: Sport
  ) {
    self.changes = changes.sorted { $0.order < $1.order }
    self.originalLoad = originalLoad
    self.originalMethod = originalMethod
    self.originalSport = originalSport
  }

  /// Whether the rider removed the activity from load and strain.
  public var ignored: Bool { changes.contains(.ignoreAll) }

  /// The load the rider set, if any.
  public var setLoad: Double? {
    for case .load(let value) in changes { return value }
    return nil
  }
}
