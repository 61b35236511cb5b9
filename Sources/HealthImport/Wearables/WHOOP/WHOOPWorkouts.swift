import Foundation
import ScoreEngine
import VeloJSON

/// WHOOP's `workouts.csv`: one row per workout, summary only, no stream (docs/formats.md §6.7).
///
/// | column | `Activity` |
/// |---|---|
/// | `Workout start time`, `Workout end time` (local to `Cycle timezone`) | `start`, `durationSeconds` |
/// | `Activity name` | `name`, and `sport` by `WHOOPSport` |
/// | `Average HR (bpm)`, `Max HR (bpm)` | heart rates |
/// | `Energy burned (cal)` | `energyKilocalories` (WHOOP's "cal" are kilocalories) |
/// | `Distance (meters)` | `distanceMeters` |
/// | `Altitude gain (meters)` | `ascentMeters` |
///
/// The duration is end − start: `Duration (min)` is the same span rounded down to the minute.
/// `Activity Strain` is on WHOOP's own 0–21 scale, not a TSS-equivalent load, so it is not read;
/// nor are the `HR Zone` shares, `GPS enabled` and the altitude columns. The id is the start in
/// UTC, as the export has no workout id; the same workout recorded by a watch merges with this
/// one by overlap (docs/algorithm.md §7.2). An optional value out of range is dropped and the
/// workout kept.
enum WHOOPWorkouts {
  /// The columns every workouts file has.
  static let required = ["Cycle timezone", "Workout start time", "Workout end time"]

  /// Parses the file `name`.
  static func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> WearableFileImport {
    try WHOOPFile.read(bytes, name: name, kind: .whoopWorkouts, required: required) {
      row, _, file throws(RecordRejection) in
      let start = try row.requiredTime("Workout start time")
      let end = try row.requiredTime("Workout end time")
      let title = row.row.text("Activity name")
      var activity = Activity(
        id: "whoop-" + ISO8601Text.format(start.instant), start: start.instant,
        durationSeconds: end.instant.timeIntervalSince(start.instant),
        sport: WHOOPSport.sport(for: title ?? ""), name: title,
        distanceMeters: try row.row.number("Distance (meters)"),
        averageHeartRate: try row.row.number("Average HR (bpm)"),
        maxHeartRate: try row.row.number("Max HR (bpm)"),
        energyKilocalories: try row.row.number("Energy burned (cal)"), source: WHOOPFile.source,
        ascentMeters: try row.row.number("Altitude gain (meters)"))
      file.report.droppedFields.sanitise(&activity)
      if let problem = RecordValidator.problem(of: activity) { throw RecordRejection(problem) }
      file.report.records.activities.append(activity)
      file.summary.cover(start.wall.day)
    }
  }
}

/// WHOOP's activity names (its sport list) mapped to `Sport`; any other name is `other`.
enum WHOOPSport {
  /// The sport of an `Activity name`.
  static func sport(for name: String) -> Sport {
    sports[name.lowercased()] ?? .other
  }

  private static let sports: [String: Sport] = {
    let table: [(Sport, [String])] = [
      (.cycling, ["Cycling", "Mountain Biking"]),
      (.running, ["Running", "Track & Field"]),
      (.swimming, ["Swimming"]),
      (.walking, ["Walking"]),
      (.hiking, ["Hiking/Rucking"]),
      (.strength, ["Weightlifting", "Powerlifting", "Functional Fitness"]),
      (.rowing, ["Rowing"]),
    ]
    var sports: [String: Sport] = [:]
    for (sport, names) in table {
      for name in names { sports[name.lowercased()] = sport }
    }
    return sports
  }()
}
