import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Rules of the importer on small inline documents: rejections, order, streams, damage.
@Suite struct AppleHealthRecordRulesTests {
  func document(_ body: String) -> [UInt8] {
    Array("<HealthData locale=\"en_GB\">\n\(body)\n</HealthData>\n".utf8)
  }

  func load(_ body: String) throws -> AppleHealthImport {
    try AppleHealthArchive.importXML(
      InMemoryBytes(document(body)), timeZone: AppleHealthFixture.timeZone("Europe/Paris"))
  }

  func record(
    _ type: String, _ value: String, start: String = "2026-09-20 09:00:00 +0200",
    end: String? = nil, unit: String = "", source: String = "W"
  ) -> String {
    "<Record type=\"\(type)\" sourceName=\"\(source)\" unit=\"\(unit)\" startDate=\"\(start)\" "
      + "endDate=\"\(end ?? start)\" value=\"\(value)\"/>"
  }

  func heartRate(_ time: String, _ bpm: Int, source: String = "W") -> String {
    record(
      "HKQuantityTypeIdentifierHeartRate", "\(bpm)", start: "2026-09-20 \(time) +0200",
      unit: "count/min", source: source)
  }

  func workout(_ children: String = "", source: String = "W") -> String {
    "<Workout workoutActivityType=\"HKWorkoutActivityTypeCycling\" duration=\"30\" "
      + "durationUnit=\"min\" sourceName=\"\(source)\" startDate=\"2026-09-20 10:00:00 +0200\" "
      + "endDate=\"2026-09-20 10:40:00 +0200\">\(children)</Workout>"
  }

  @Test func workoutsMayComeBeforeOrAfterTheirHeartRate() throws {
    let samples =
      heartRate("10:00:00", 100) + heartRate("10:10:00", 120) + heartRate("10:20:00", 140)
    let after = try load(samples + workout())
    let before = try load(workout() + samples)
    #expect(after.report.records.activities == before.report.records.activities)
    #expect(after.report.records.activities.first?.heartRate.count == 3)
    #expect(after.report.records.activities.first?.averageHeartRate == 120)
  }

  @Test func aStreamFallsBackToTheSourceWithMostSamples() throws {
    let samples =
      heartRate("10:05:00", 90) + heartRate("10:01:00", 101, source: "Strap")
      + heartRate("10:02:00", 102, source: "Strap") + heartRate("10:03:00", 103, source: "Belt")
    let ride = try #require(try load(samples + workout()).report.records.activities.first)
    #expect(ride.heartRate.map(\.bpm) == [101, 102])
    #expect(ride.source == Source.appleHealth("W"))
  }

  @Test func aPauseWithoutResumeLastsUntilTheEnd() throws {
    let events =
      "<WorkoutEvent type=\"HKWorkoutEventTypeMotionPaused\" date=\"2026-09-20 10:30:00 +0200\"/>"
    let samples =
      heartRate("10:00:00", 100) + heartRate("10:29:00", 110) + heartRate("10:35:00", 150)
    let ride = try #require(try load(samples + workout(events)).report.records.activities.first)
    #expect(
      ride.heartRate == [
        HeartRateSample(offset: 0, bpm: 100), HeartRateSample(offset: 1740, bpm: 110),
      ])
    #expect(ride.maxHeartRate == 110)
  }

  @Test func badRecordsAreRejectedWithReasonsAndTheRestKept() throws {
    let steps = "HKQuantityTypeIdentifierStepCount"
    let result = try load(
      [
        record(steps, "12", unit: "count"),
        "<Record type=\"\(steps)\" unit=\"count\" startDate=\"2026-09-20 09:00:00 +0200\" endDate=\"2026-09-20 09:00:00 +0200\" value=\"3\"/>",
        record(steps, "4", start: "2026-09-20T09:00", unit: "count"),
        record(steps, "many", unit: "count"),
        record(steps, "-5", unit: "count"),
        record("HKCategoryTypeIdentifierSleepAnalysis", "HKCategoryValueSleepAnalysisDreaming"),
        record("HKCategoryTypeIdentifierSleepAnalysis", "4", end: "2026-09-20 10:00:00 +0200"),
        record("HKCategoryTypeIdentifierSleepAnalysis", "3", end: "2026-09-19 10:00:00 +0200"),
        "<Record sourceName=\"W\" startDate=\"2026-09-20 09:00:00 +0200\" endDate=\"2026-09-20 09:00:00 +0200\"/>",
      ].joined(separator: "\n"))
    let counts = result.report.rejections.counts
    #expect(counts["HKQuantityTypeIdentifierStepCount: no sourceName"] == 1)
    #expect(counts["HKQuantityTypeIdentifierStepCount: startDate or endDate is not a date"] == 1)
    #expect(counts["HKQuantityTypeIdentifierStepCount: value is not a number"] == 1)
    #expect(counts["steps.count outside 0–200000"] == 1)
    #expect(counts["HKCategoryTypeIdentifierSleepAnalysis: unknown sleep value"] == 1)
    #expect(counts["sleep ends before it starts"] == 1)
    #expect(result.report.records.steps.map(\.value) == [12])
    #expect(result.report.records.sleep.map(\.stage) == [.deep])
    #expect(result.types[steps]?.rejected == 4 && result.types[steps]?.kept == 1)
    #expect(result.report.seen["Record (no type)"] == 1)
    #expect(result.report.rejections.examples.first?.location == "line 3")
    #expect(result.dateRange == LocalDate.ymd("2026-09-20")...LocalDate.ymd("2026-09-20"))
  }

  @Test func stepsAboveTheDailyLimitRejectTheDayNotTheImport() throws {
    let steps = "HKQuantityTypeIdentifierStepCount"
    let result = try load(
      record(steps, "150000", unit: "count")
        + record(steps, "60000", start: "2026-09-20 10:00:00 +0200", unit: "count")
        + record(steps, "500", start: "2026-09-21 10:00:00 +0200", unit: "count"))
    #expect(result.report.records.steps.map(\.value) == [500])
    #expect(result.report.rejections.examples.first?.location == "steps.count 2026-09-20 (W)")
  }

  @Test func nestedRecordsMeanDamage() {
    let broken = document(
      "<Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"W\" value=\"1\">\n"
        + record("HKQuantityTypeIdentifierStepCount", "2", unit: "count"))
    #expect(throws: ImportError.self) {
      try AppleHealthArchive.importXML(InMemoryBytes(broken), timeZone: .gmt)
    }
  }

  @Test func aStrayEndTagCannotEndTheExportEarly() {
    let broken = Array("<HealthData locale=\"en\"></Record><Record/></HealthData>".utf8)
    #expect {
      try AppleHealthArchive.importXML(InMemoryBytes(broken), timeZone: .gmt)
    } throws: { error in
      guard case ImportError.malformed(let reason) = error else { return false }
      return reason.contains("</Record>")
    }
  }

  @Test func theRootEndTagClosesEvenAnUnclosedElementAndLaterBytesAreIgnored() throws {
    let text =
      "<HealthData locale=\"en\"><Workout workoutActivityType=\"HKWorkoutActivityTypeRowing\" "
      + "sourceName=\"W\" startDate=\"2026-09-20 10:00:00 +0200\" endDate=\"2026-09-20 10:30:00 +0200\">"
      + "</HealthData>\n<!-- trailing -->garbage <unclosed"
    let result = try AppleHealthArchive.importXML(InMemoryBytes(Array(text.utf8)), timeZone: .gmt)
    #expect(result.report.records.activities.map(\.sport) == [.rowing])
    #expect(result.report.records.activities.first?.durationSeconds == 1800)
  }

  @Test func progressIsReportedUpToTheTotal() throws {
    let bytes = try AppleHealthFixture.bytes("basic/export.xml")
    var calls: [Int64] = []
    _ = try AppleHealthArchive.importXML(InMemoryBytes(bytes), timeZone: .gmt) { done, total in
      #expect(total == Int64(bytes.count))
      calls.append(done)
    }
    #expect(calls.last == Int64(bytes.count) && calls == calls.sorted())
  }

  @Test(arguments: [
    "Europe/Paris", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Apia",
    "America/St_Johns",
  ])
  func cachedLocalDaysAreTheClocksDays(zone: String) {
    let timeZone = AppleHealthFixture.timeZone(zone)
    var cache = LocalDayCache(timeZone: timeZone)
    let clock = ZoneClock(timeZone: timeZone)
    // Every 17 minutes across 2011–2012, which includes DST changes of every zone here and
    // Samoa's skipped day (30 Dec 2011); out of order halfway to defeat the last-day shortcut.
    var instants = Array(stride(from: 1_293_840_000.0, to: 1_356_998_400, by: 1020))
    instants += instants.reversed()
    let wrong = instants.filter {
      cache.dayNumber(of: $0) != clock.day(ofEpochSeconds: $0).dayNumber
    }
    #expect(wrong.isEmpty)
  }
}
