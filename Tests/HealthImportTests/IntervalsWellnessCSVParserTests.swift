import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// intervals.icu `wellness.csv` → the same records and ratings as its JSON (docs/formats.md
/// §6.4).
@Suite struct IntervalsWellnessCSVParserTests {
  @Test func everyRowIsReadAsTheWellnessDayItStandsFor() throws {
    let bytes = try SyncFixture.bytes("intervals/wellness.csv")
    #expect(InputFormat.sniff(Array(bytes.prefix(4096))) == .intervalsWellnessCSV)
    let report = try IntervalsWellnessCSVParser.parse(bytes)
    #expect(report.seen == ["wellness": 4])
    #expect(report.records.dailyHRV.map(\.milliseconds) == [61, 68, 63, 62])
    #expect(report.records.restingHeartRate.map(\.value) == [49, 47, 48])
    #expect(report.records.dailySleep.map(\.seconds) == [26100, 28800, 25200])
    #expect(report.records.fitness.map(\.ctl) == [64.2, 63.7, 64.9, 65.0])
    #expect(report.records.steps.map(\.value) == [8312, 5120, 10044])
    // The same answers as the JSON fixture of these days, turned the same way.
    let json = try IntervalsWellnessParser.parse(
      try SyncFixture.bytes("intervals/wellness-ratings.json"))
    #expect(report.ratings == json.ratings)
    #expect(report.ratings.count == 15)
    #expect(report.rejections.total == 3)
    #expect(
      report.rejections.examples.map(\.location) == ["line 4", "line 4", "line 5"])
    #expect(
      report.rejections.examples.last?.message == "'restingHR' is a string, expected a number")
  }

  @Test(
    "a header is intervals.icu's with date (or id) first and one of its fields",
    arguments: [
      ("date,restingHR,hrv,hrvSDNN,TrainingAdvice", true),
      ("id,ctl,atl,weight", true),
      ("\"date\",\"soreness\"", true),
      ("date,notes", false),
      ("restingHR,date", false),
      ("Activity ID,Activity Date,Activity Name,Activity Type", false),
    ])
  func header(_ line: String, _ expected: Bool) {
    #expect(IntervalsWellnessCSVParser.looksLikeHeader(line) == expected)
  }

  @Test func anotherCSVIsRefusedWholeAndAMalformedRowOnItsOwn() throws {
    #expect(throws: ImportError.self) {
      try IntervalsWellnessCSVParser.parse(Array("name,value\na,1\n".utf8))
    }
    let report = try IntervalsWellnessCSVParser.parse(
      Array("date,hrv\n2026-11-17,61\n2026-11-18,\"6\"8\n2026-11-19,63\n".utf8))
    #expect(report.records.dailyHRV.map(\.milliseconds) == [61, 63])
    #expect(report.rejections.counts["wellness.csv: malformed row"] == 1)
  }
}
