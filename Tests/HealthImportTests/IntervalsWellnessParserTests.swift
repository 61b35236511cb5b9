import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// intervals.icu wellness JSON → daily records (docs/formats.md §6.4).
@Suite struct IntervalsWellnessParserTests {
  let source = Source(provider: .intervals, name: "intervals.icu")

  @Test func mapsEveryWellnessFieldOfTheRecordedResponse() throws {
    let report = try IntervalsWellnessParser.parse(try SyncFixture.bytes("intervals/wellness.json"))
    let records = report.records
    #expect(report.seen == ["wellness": 4])
    #expect(report.rejections.total == 0)
    #expect(records.dailyHRV.count == 5)
    #expect(
      records.dailyHRV.filter { $0.kind == .rmssd }.map(\.milliseconds) == [58, 66, 64, 71])
    #expect(
      records.dailyHRV.filter { $0.kind == .sdnn }
        == [
          DailyHRV(
            date: SyncFixture.day("2026-09-19"), milliseconds: 82.5, kind: .sdnn, source: source)
        ])
    #expect(records.restingHeartRate.map(\.value) == [48, 47, 47, 46])
    #expect(records.dailySleep.map(\.seconds) == [25560, 28440, 26340, 27780])
    #expect(records.dailyRespiratoryRate.map(\.value) == [14.9, 14.4, 14.6, 14.2])
    #expect(records.steps.map(\.value) == [11408, 6210, 9120, 412])
    #expect(
      records.fitness.first
        == FitnessSeed(date: SyncFixture.day("2026-09-18"), ctl: 70.9, atl: 78.2, source: source))
    #expect(records.fitness.count == 4)
    #expect(records.activities.isEmpty && records.sleep.isEmpty && records.hrv.isEmpty)
    #expect(
      records.restingHeartRate.map(\.date.description) == [
        "2026-09-18", "2026-09-19", "2026-09-20", "2026-09-21",
      ])
    #expect(Set(records.steps.map(\.source)) == [source])
  }

  @Test func aBadFieldRejectsThatRecordOnlyAndABadDayRejectsTheDay() throws {
    let report = try IntervalsWellnessParser.parse(
      try SyncFixture.bytes("intervals/wellness-traps.json"))
    let records = report.records
    #expect(report.seen == ["wellness": 6])
    #expect(report.rejections.total == 8)
    #expect(records.dailyHRV.map(\.milliseconds) == [66])
    #expect(records.restingHeartRate.map(\.value) == [48, 46])
    #expect(records.dailySleep.map(\.seconds) == [25560])
    #expect(records.steps.map(\.value) == [11408, 6210, 412])
    #expect(records.dailyRespiratoryRate.map(\.value) == [14.9])
    // Day 1 has ctl null: a lone atl seeds nothing and is no error.
    #expect(records.fitness.map(\.date) == [SyncFixture.day("2026-09-18")])
    let examples = report.rejections.examples
    #expect(
      examples.map(\.location) == [
        "wellness[0]", "wellness[1]", "wellness[2]", "wellness[3]", "wellness[4]",
      ])
    #expect(examples[0].message == "wellness.hrv '900' outside 5–300")
    #expect(examples[1].message == "'restingHR' is a string, expected a number")
    #expect(examples[2].message == "'id' (the date) is missing")
    #expect(examples[3].message == "'id' '19/09/2026' is not a YYYY-MM-DD date")
    #expect(examples[4].message == "expected an object, found a string")
    #expect(report.rejections.counts["wellness.ctl outside 0–300"] == 1)
    #expect(report.rejections.counts["wellness.hrvSDNN outside 5–300"] == 1)
    #expect(report.rejections.counts["wellness.sleepSecs outside 0–86400"] == 1)
  }

  @Test(
    "a body that is not a JSON array is an ImportError",
    arguments: [
      ("intervals/malformed.json", "not valid JSON"),
      ("intervals/not-an-array.json", "is a JSON object, expected an array"),
    ])
  func notAnArray(fixture: String, expected: String) throws {
    let bytes = try SyncFixture.bytes(fixture)
    #expect {
      try IntervalsWellnessParser.parse(bytes)
    } throws: { error in
      guard let error = error as? ImportError else { return false }
      switch error {
      case .malformed(let reason), .unrecognised(let reason), .unreadable(let reason):
        return reason.contains(expected)
      }
    }
  }

  @Test func anEmptyArrayIsAnEmptyReport() throws {
    let report = try IntervalsWellnessParser.parse(Array("[]".utf8))
    #expect(report.records.isEmpty && report.totalSeen == 0 && report.rejections.total == 0)
  }
}
