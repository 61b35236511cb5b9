import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// A record whose day the store cannot hold is rejected with its place; the file's other records
/// are kept (docs/formats.md §1.7).
@Suite struct ImportDateRangeTests {
  static func record(_ type: String, _ date: String, _ value: String, unit: String) -> String {
    "<Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"Watch\" unit=\"\(unit)\" "
      + "startDate=\"\(date)\" endDate=\"\(date)\" value=\"\(value)\"/>"
  }

  /// An export of four records, two of them dated at the ends of what a timestamp can say.
  static let export = [
    "<HealthData locale=\"en_GB\">",
    " <ExportDate value=\"2026-09-21 06:12:40 +0200\"/>",
    " " + record("RestingHeartRate", "2026-09-20 08:00:00 +0200", "48", unit: "count/min"),
    " " + record("RestingHeartRate", "9999-12-31 23:59:59 -1400", "50", unit: "count/min"),
    " " + record("HeartRateVariabilitySDNN", "0000-01-01 00:00:01 +1400", "50", unit: "ms"),
    " " + record("HeartRateVariabilitySDNN", "2026-09-20 04:00:00 +0200", "61", unit: "ms"),
    " <Workout workoutActivityType=\"HKWorkoutActivityTypeCycling\" duration=\"30\" "
      + "durationUnit=\"min\" sourceName=\"Watch\" startDate=\"9999-12-31 23:00:00 -1400\" "
      + "endDate=\"9999-12-31 23:30:00 -1400\"/>",
    "</HealthData>",
  ].joined(separator: "\n")

  @Test func anAppleHealthRecordOutsideTheYearsIsRejectedWithItsLine() throws {
    let result = try AppleHealthArchive.importXML(
      InMemoryBytes(Array(Self.export.utf8)), timeZone: .gmt)
    #expect(result.report.records.restingHeartRate.map(\.value) == [48])
    #expect(result.report.records.hrv.map(\.milliseconds) == [61])
    #expect(result.report.records.activities.isEmpty)
    #expect(
      result.report.rejections.counts == [
        "HKQuantityTypeIdentifierRestingHeartRate: date outside 0000–9999": 1,
        "HKQuantityTypeIdentifierHeartRateVariabilitySDNN: date outside 0000–9999": 1,
        "Workout: date outside 0000–9999": 1,
      ])
    #expect(result.report.rejections.examples.map(\.location) == ["line 4", "line 5", "line 7"])
    #expect(
      result.report.rejections.examples.first?.message
        == "startDate '9999-12-31 23:59:59 -1400' or endDate '9999-12-31 23:59:59 -1400' falls "
        + "outside the days veloready stores, 0000-01-01 to 9999-12-31")
    // The summary's dates and the note on a wrong clock are those of the kept records.
    #expect(result.dateRange == LocalDate.ymd("2026-09-20")...LocalDate.ymd("2026-09-20"))
    #expect(!result.report.notes.contains { $0.contains("after the export was made") })
    #expect(result.types["HKQuantityTypeIdentifierRestingHeartRate"]?.rejected == 1)
  }

  @Test func everyReportRejectsWhatTheStoreCannotHold() {
    var report = ImportReport()
    let source = Source(provider: .native, name: "n")
    let end = RecordValidator.Range.days.upperBound
    report.records.steps = [
      DailyValue(date: end, value: 100, source: source),
      DailyValue(date: end.adding(days: 1), value: 200, source: source),
    ]
    report.records.activities = [
      Activity(
        id: "far", start: Date(timeIntervalSince1970: 253_402_351_199), durationSeconds: 60,
        sport: .cycling, source: source)
    ]
    report.rejectUnstorableDates()
    #expect(report.records.steps.map(\.value) == [100])
    #expect(report.records.activities.isEmpty)
    #expect(
      report.rejections.examples == [
        RejectedRecord(
          location: "steps",
          message: "steps.date '10000-01-01' outside 0000-01-01–9999-12-31"),
        RejectedRecord(
          location: "activities",
          message: "activities.start '10000-01-01T13:59:59Z' outside 0000-01-01–9999-12-31"),
      ])
  }

  @Test func aSyncKeepsTheDaysItAskedForWithADayToSpare() {
    var report = ImportReport()
    let source = Source(provider: .intervals, name: "intervals.icu")
    report.records.restingHeartRate = [
      DailyValue(date: .ymd("2026-09-13"), value: 48, source: source),
      DailyValue(date: .ymd("2026-09-22"), value: 49, source: source),
      DailyValue(date: .ymd("2300-01-01"), value: 50, source: source),
    ]
    report.records.hrv = [
      // 12 Sep 10:00 UTC is 13 Sep in Kiribati (+14); 11 Sep 09:59 UTC is on no asked day.
      HRVSample(
        time: healthDate("2026-09-12 10:00:00 +0000"), milliseconds: 50, kind: .rmssd,
        source: source),
      HRVSample(
        time: healthDate("2026-09-11 09:59:00 +0000"), milliseconds: 51, kind: .rmssd,
        source: source),
    ]
    report.rejectDates(outside: .ymd("2026-09-13") ... .ymd("2026-09-22"))
    #expect(report.records.restingHeartRate.map(\.value) == [48, 49])
    #expect(report.records.hrv.map(\.milliseconds) == [50])
    #expect(report.rejections.total == 2)
  }
}
