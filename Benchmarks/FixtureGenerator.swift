import Foundation
import HealthImport
import ScoreEngine

/// Writes the athlete fixtures the golden cases import (`Fixtures/records/`). Run from the
/// package root; the output is deterministic.
///
/// - `athlete.json`: 90 days ending 2026-11-20, in UTC, with the night ending 2026-11-18 missing
///   (the watch was left on the charger) so that `missing-sleep` has a real case.
/// - `new-user.json`: the first 5 days of another athlete, still calibrating.
enum FixtureGenerator {
  static func run(_ arguments: [String]) throws {
    guard let utc = TimeZone(identifier: "UTC"), let last = LocalDate(iso: "2026-11-20"),
      let gap = LocalDate(iso: "2026-11-18")
    else { return }
    var athlete = SyntheticAthlete(zone: utc, firstDay: last.adding(days: -89), days: 90)
    athlete.seed = 7
    athlete.heartRateInterval = 30
    var records = athlete.records()
    let clock = ZoneClock(timeZone: utc)
    records.sleep.removeAll { clock.day(of: $0.end) == gap }
    try write(records, to: "Fixtures/records/athlete.json")

    var newUser = SyntheticAthlete(zone: utc, firstDay: last.adding(days: -4), days: 5)
    newUser.seed = 11
    newUser.heartRateInterval = 30
    try write(newUser.records(), to: "Fixtures/records/new-user.json")
  }

  static func write(_ records: RecordSet, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(JSONWriter.pretty(NativeRecordsWriter.document(records)).utf8).write(
      to: URL(fileURLWithPath: path))
    print("\(path): \(records.count) records")
  }
}
