import Foundation
import HealthImport
import ScoreEngine
import VeloJSON

/// Writes the athlete fixtures the golden cases import (`Fixtures/records/`). Run from the
/// package root; the output is deterministic.
///
/// - `athlete.json`: 90 days ending 2026-11-20, in UTC, with the night ending 2026-11-18 missing
///   (the watch was left on the charger) so that `missing-sleep` has a real case.
/// - `unwell.json`: 90 days ending 2026-11-20 whose last two mornings show signs of illness.
/// - `new-user.json`: the first 5 days of another athlete, still calibrating.
/// - `hard-week.json`, `short-nights.json`, `suppressed-hrv.json`: the guidance goldens'
///   athletes (`FixtureGenerator+Guidance.swift`).
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

    // A rider coming down with something: the last two mornings have resting HR 7 bpm up, HRV at
    // 60 % and breathing 2/min faster, so illness-watch is critical on the second day.
    var unwell = SyntheticAthlete(zone: utc, firstDay: last.adding(days: -89), days: 90)
    unwell.seed = 13
    unwell.heartRateInterval = 30
    var sick = unwell.records()
    let ill = Set([last.adding(days: -1), last])
    sick.restingHeartRate = sick.restingHeartRate.map {
      ill.contains($0.date) ? DailyValue(date: $0.date, value: $0.value + 7, source: $0.source) : $0
    }
    sick.hrv = sick.hrv.map {
      var sample = $0
      if ill.contains(clock.day(of: $0.time)) {
        sample.milliseconds = ($0.milliseconds * 6).rounded() / 10
      }
      return sample
    }
    sick.respiratoryRate = sick.respiratoryRate.map {
      var sample = $0
      if ill.contains(clock.day(of: $0.time)) { sample.breathsPerMinute += 2 }
      return sample
    }
    try write(sick, to: "Fixtures/records/unwell.json")

    var newUser = SyntheticAthlete(zone: utc, firstDay: last.adding(days: -4), days: 5)
    newUser.seed = 11
    newUser.heartRateInterval = 30
    try write(newUser.records(), to: "Fixtures/records/new-user.json")
    try writeGuidanceAthletes(last: last, zone: utc)
  }

  static func write(_ records: RecordSet, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(JSONWriter.pretty(NativeRecordsWriter.document(records)).utf8).write(
      to: URL(fileURLWithPath: path))
    print("\(path): \(records.count) records")
  }
}
