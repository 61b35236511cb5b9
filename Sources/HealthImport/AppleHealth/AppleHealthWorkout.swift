import Foundation
import ScoreEngine
import VeloJSON

/// A `<Workout>` as read from the export, before its heart-rate stream is attached.
///
/// Totals come from the attributes of older exports and from `WorkoutStatistics` children of
/// newer ones; statistics win when both are present (docs/formats.md §6.2).
struct AppleHealthWorkout {
  /// `workoutActivityType` without the `HKWorkoutActivityType` prefix, e.g. `Cycling`.
  var activityType: String
  var type: Int
  var source: Int
  var start: Double
  var end: Double
  /// The 1-based line of `<Workout` in the document.
  var line: Int
  /// Moving duration in seconds (`duration` attribute), when given in a known unit.
  var duration: Double?
  var attributeDistance: Double?
  var attributeEnergy: Double?
  var statisticEnergy: Double?
  /// `WorkoutStatistics` distances, metres, by type suffix (`DistanceCycling`), in order.
  var statisticDistances: [(type: String, metres: Double)] = []
  var averageHeartRate: Double?
  var maxHeartRate: Double?
  /// `HKIndoorWorkout` metadata, when present.
  var indoor: Bool?
  /// `HKElevationAscended` metadata (`61200 cm`) in metres, when present.
  var ascentMeters: Double?
  /// Paused intervals from `WorkoutEvent`s: pause (or motion pause) to the next resume.
  var pauses: [(start: Double, end: Double)] = []
  var openPause: Double?

  /// The activity's sport (docs/formats.md §6.2) for an `HKWorkoutActivityType…` suffix.
  static func sport(_ activityType: String) -> Sport {
    switch activityType {
    case "Cycling", "HandCycling": return .cycling
    case "Running", "WheelchairRunPace": return .running
    case "Swimming": return .swimming
    case "Walking", "WheelchairWalkPace": return .walking
    case "Hiking": return .hiking
    case "TraditionalStrengthTraining", "FunctionalStrengthTraining", "CoreTraining":
      return .strength
    case "Rowing": return .rowing
    default: return .other
    }
  }

  /// The distance statistic that describes `sport`, e.g. `DistanceCycling` for cycling.
  static func distanceType(for sport: Sport) -> String? {
    switch sport {
    case .cycling: return "DistanceCycling"
    case .running, .walking, .hiking: return "DistanceWalkingRunning"
    case .swimming: return "DistanceSwimming"
    case .rowing: return "DistanceRowing"
    case .strength, .other: return nil
    }
  }

  /// A title like the Health app's: `Outdoor Cycling`, `Indoor Cycling`, `Traditional Strength
  /// Training` (the type's words, with the indoor flag when the workout has one).
  var title: String {
    var words = ""
    for character in activityType {
      if character.isUppercase, !words.isEmpty, words.last != " " { words.append(" ") }
      words.append(character)
    }
    guard let indoor else { return words }
    return (indoor ? "Indoor " : "Outdoor ") + words
  }

  /// A stable id from type, start and source, so that the same workout gets the same id in
  /// every import: `ah-cycling-20260920T053811Z-1a2b3c4d` (the last part is FNV-1a of the
  /// source name).
  func id(sourceName: String) -> String {
    // Foundation's `replacingOccurrences` cost 60,000 instructions a workout here.
    let stamp = ISO8601Text.format(Date(timeIntervalSince1970: start.rounded(.down)))
      .filter { $0 != "-" && $0 != ":" }
    let hash = String(StableHash.fnv1a32(sourceName), radix: 16)
    let padded = String(repeating: "0", count: 8 - hash.count) + hash
    return "ah-\(activityType.lowercased())-\(stamp)-\(padded)"
  }

  /// Moving seconds from the start to `instant` (paused time excluded), or `nil` when the
  /// instant falls in a pause.
  func movingOffset(at instant: Double) -> Double? {
    var paused = 0.0
    for pause in pauses {
      if instant >= pause.end {
        paused += pause.end - pause.start
      } else if instant >= pause.start {
        return nil
      }
    }
    return instant - start - paused
  }

  /// Closes the pause list at the workout's end.
  mutating func closePauses() {
    if let open = openPause {
      pauses.append((open, max(open, end)))
      openPause = nil
    }
    pauses.sort { $0.start < $1.start }
  }
}
