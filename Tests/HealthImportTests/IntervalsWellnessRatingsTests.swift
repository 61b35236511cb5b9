import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// intervals.icu's subjective wellness fields → ratings kept as tags (docs/formats.md §6.4).
@Suite struct IntervalsWellnessRatingsTests {
  let source = Source(provider: .intervals, name: "intervals.icu")

  func ratings(_ report: ImportReport, on day: String) -> [String: Double] {
    var values: [String: Double] = [:]
    for rating in report.ratings where rating.date.description == day {
      values[rating.name] = rating.value
    }
    return values
  }

  @Test func eachFieldBecomesARatingTurnedSoThatMoreMeansMoreOfItsName() throws {
    let report = try IntervalsWellnessParser.parse(
      try SyncFixture.bytes("intervals/wellness-ratings.json"))
    // 2026-11-17: soreness 3 (high), fatigue 3, stress 2, mood 2 (good) → 5 − 2 = 3,
    // motivation 3 (average) → 2, injury 1 (none).
    #expect(
      ratings(report, on: "2026-11-17") == [
        "soreness": 3, "fatigue": 3, "stress": 2, "mood": 3, "motivation": 2, "injury": 1,
      ])
    // 2026-11-18: mood 1 (great) → 4, motivation 1 (extreme) → 4.
    #expect(
      ratings(report, on: "2026-11-18") == [
        "soreness": 2, "fatigue": 2, "stress": 1, "mood": 4, "motivation": 4, "injury": 1,
      ])
    // 2026-11-19: soreness 5 and injury 2.5 are no answers of the dialog; stress is null.
    #expect(ratings(report, on: "2026-11-19") == ["fatigue": 4, "mood": 1, "motivation": 1])
    #expect(report.ratings.count == 15)
    #expect(Set(report.ratings.map(\.source)) == [source])
    #expect(report.rejections.total == 2)
    #expect(report.rejections.counts["wellness.soreness: not a whole number 1–4"] == 1)
    #expect(report.rejections.counts["wellness.injury: not a whole number 1–4"] == 1)
    #expect(report.rejections.examples.map(\.location) == ["wellness[2]", "wellness[2]"])
    #expect(report.rejections.examples.first?.message == "'soreness' 5.0 is not a whole number 1–4")
    // A bad rating rejects that rating only: the day's other records are kept.
    #expect(report.records.dailyHRV.map(\.milliseconds) == [61, 68, 63])
    #expect(report.records.restingHeartRate.count == 3)
  }

  @Test func aDayWithoutSubjectiveFieldsHasNoRatings() throws {
    let report = try IntervalsWellnessParser.parse(try SyncFixture.bytes("intervals/wellness.json"))
    #expect(report.ratings.isEmpty)
  }

  @Test func ratingsOutsideTheAskedDaysAreRejectedLikeRecords() throws {
    var report = try IntervalsWellnessParser.parse(
      try SyncFixture.bytes("intervals/wellness-ratings.json"))
    let days = LocalDate(iso: "2026-11-18").map { $0...$0 }
    let asked = try #require(days)
    report.rejectDates(outside: asked)
    #expect(report.ratings.count == 6)
    #expect(report.rejections.counts["mood.date outside 2026-11-18–2026-11-18"] == 2)
  }
}
