import Foundation
import HealthImport
import ScoreEngine
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// `validate` on synthetic athletes whose relations are known: one built so that recovery,
/// HRV, resting HR and strain move together as VR-1 expects, one where they do not
/// (docs/algorithm.md §15.3–§15.4).
@Suite struct ValidateCommandTests {
  static let lastDay = LocalDate(year: 2026, month: 11, day: 20) ?? LocalDate(dayNumber: 0)
  static let days = 240

  /// An athlete over `days` days ending on `lastDay`, in UTC: an 8-hour night, one HRV sample
  /// in it, a resting heart rate and an hour's ride at 17:00 every day.
  ///
  /// - Parameters:
  ///   - hrv: the night's HRV (rMSSD, ms) of day number `d`.
  ///   - restingHeartRate: the morning's resting HR of `d`.
  ///   - load: the ride's load on `d`.
  static func athlete(
    hrv: (Int) -> Double, restingHeartRate: (Int) -> Double, load: (Int) -> Double
  ) -> RecordSet {
    let clock = ZoneClock(timeZone: TimeZone(identifier: "UTC") ?? .current)
    let watch = Source(provider: .native, name: "Watch")
    var records = RecordSet()
    for offset in 0..<days {
      let date = lastDay.adding(days: offset - days + 1)
      let midnight = clock.startOfDay(date)
      func at(_ hours: Double) -> Date { Date(timeIntervalSince1970: midnight + hours * 3600) }
      records.sleep.append(SleepSegment(start: at(-1), end: at(7), stage: .asleep, source: watch))
      records.hrv.append(
        HRVSample(time: at(3), milliseconds: hrv(offset), kind: .rmssd, source: watch))
      records.restingHeartRate.append(
        DailyValue(date: date, value: restingHeartRate(offset), source: watch))
      records.activities.append(
        Activity(
          id: "ride-\(date)", start: at(17), durationSeconds: 3600, sport: .cycling,
          trainingLoad: load(offset), source: watch))
    }
    return records
  }

  /// Fixed pseudo-random numbers in [0, 1), one per day (SplitMix64).
  static func noise(seed: UInt64) -> [Double] {
    var state = seed
    return (0...days).map { _ in
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
  }

  /// Recovery follows a four-week rhythm of HRV up and resting HR down, and a hard ride lowers
  /// the next morning's HRV and raises its resting HR: every relation holds.
  static var related: RecordSet {
    let effort = noise(seed: 3)
    func rhythm(_ day: Int) -> Double { sin(2 * Double.pi * Double(day) / 28) }
    return athlete(
      hrv: { day in 60 * exp(0.15 * rhythm(day) - 0.25 * (day > 0 ? effort[day - 1] : 0)) },
      restingHeartRate: { day in 50 - 3 * rhythm(day) + 2 * (day > 0 ? effort[day - 1] : 0) },
      load: { day in 40 + 60 * effort[day] })
  }

  /// HRV and resting HR drawn afresh every day, and the same ride every day: nothing to find.
  static var unrelated: RecordSet {
    let hrv = noise(seed: 5)
    let rest = noise(seed: 9)
    return athlete(
      hrv: { day in 60 * exp(0.3 * (hrv[day] - 0.5)) },
      restingHeartRate: { day in 48 + 4 * rest[day] }, load: { _ in 60 })
  }

  /// The relations of `validate --json` over `days` days on a store holding `records`.
  func verdicts(_ records: RecordSet, days: Int = 180) throws -> [String: JSONValue] {
    let directory = Paths.temporaryDirectory("validate")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("athlete.json")
    try Data(JSONWriter.compact(NativeRecordsWriter.document(records)).utf8).write(to: file)
    let store = directory.appendingPathComponent("store").path
    let runner = InProcessRunner()
    try #require(runner.run(["--data", store, "import", file.path]).status == 0)
    let result = runner.run([
      "--data", store, "validate", "--json", "--date", "\(Self.lastDay)", "--days", "\(days)",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    var relations: [String: JSONValue] = [:]
    for relation in try JSONParser.parse(result.stdout)["relations"]?.arrayValue ?? [] {
      relations[relation["id"]?.stringValue ?? ""] = relation
    }
    return relations
  }

  @Test func anAthleteBuiltToFollowTheScoreConfirmsEveryRelation() throws {
    let relations = try verdicts(Self.related)
    for id in ["recovery-next-hrv", "recovery-next-resting-hr", "strain-next-recovery"] {
      #expect(relations[id]?["verdict"]?.stringValue == "holds", "\(id): \(relations[id] ?? .null)")
      #expect((relations[id]?["pairs"]?.numberValue ?? 0) >= 170)
    }
    #expect((relations["recovery-next-hrv"]?["rho"]?.numberValue ?? 0) > 0.5)
    #expect((relations["recovery-next-resting-hr"]?["rho"]?.numberValue ?? 0) < -0.5)
    #expect((relations["strain-next-recovery"]?["rho"]?.numberValue ?? 0) < -0.3)
  }

  @Test func anAthleteWithNoRelationIsNotJudgedToHaveOne() throws {
    let relations = try verdicts(Self.unrelated)
    #expect(relations["recovery-next-hrv"]?["verdict"]?.stringValue == "unclear")
    #expect(relations["recovery-next-resting-hr"]?["verdict"]?.stringValue == "unclear")
    #expect(relations["strain-next-recovery"]?["verdict"]?.stringValue == "no-spread")
  }

  @Test func belowThirtyPairsNothingIsConcluded() throws {
    let relations = try verdicts(Self.related, days: 30)
    for relation in relations.values {
      #expect(relation["verdict"]?.stringValue == "too-few-pairs")
      #expect((relation["pairs"]?.numberValue ?? 99) < 30)
      #expect(relation["rho"] != nil)
    }
    #expect(relations.count == 3)
  }
}
