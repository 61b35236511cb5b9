import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Every record type VR-1 reads from an export (`Fixtures/apple-health/basic`).
@Suite struct AppleHealthImporterTests {
  let result: AppleHealthImport
  var records: RecordSet { result.report.records }

  init() throws {
    result = try AppleHealthFixture.importXML("basic/export.xml")
  }

  @Test func readsTheExportDateLocaleAndDateRange() {
    #expect(result.exportDate == healthDate("2026-09-21 06:12:40 +0200"))
    #expect(result.locale == "en_GB")
    #expect(result.dateRange == LocalDate.ymd("2019-06-02")...LocalDate.ymd("2026-09-21"))
    #expect(
      result.bytesScanned == Int64((try? AppleHealthFixture.bytes("basic/export.xml"))?.count ?? 0))
  }

  @Test func sleepKeepsEveryStageValueOfEverySource() {
    let stages = records.sleep.map(\.stage)
    #expect(records.sleep.count == 8)
    #expect(Set(stages) == Set(SleepStage.allCases))
    #expect(records.sleep.first { $0.source == Source.annasPhone }?.stage == .inBed)
    #expect(records.sleep.first { $0.source == Source.appleHealth("AutoSleep") }?.stage == .asleep)
    let deep = records.sleep.first { $0.stage == .deep }
    #expect(deep?.start == healthDate("2026-09-21 00:04:00 +0200"))
    #expect(deep?.end == healthDate("2026-09-21 00:51:30 +0200"))
  }

  @Test func hrvGivesSDNNSamplesAndABeatDerivedRMSSD() throws {
    let sdnn = records.hrv.filter { $0.kind == .sdnn }
    #expect(sdnn.map(\.milliseconds) == [55.5, 71.4821])
    let rmssd = try #require(records.hrv.first { $0.kind == .rmssd })
    #expect(abs(rmssd.milliseconds - 40) < 1e-6)
    #expect(rmssd.time == healthDate("2026-09-21 04:40:05 +0200"))
    #expect(rmssd.source == Source.annasWatch)
  }

  @Test func restingHeartRateIsTheMeanOfTheDaysReadingsPerSource() {
    #expect(
      records.restingHeartRate == [
        DailyValue(date: LocalDate.ymd("2026-09-20"), value: 47, source: Source.annasWatch)
      ])
  }

  @Test func correlationChildrenAreNotReadTwice() {
    #expect(!records.restingHeartRate.contains { $0.source.name == "Omron" })
    #expect(result.report.seen["HKQuantityTypeIdentifierBloodPressureSystolic"] == nil)
    #expect(result.report.seen["Correlation"] == 1)
  }

  @Test func respiratoryRateSamplesAreKept() {
    #expect(
      records.respiratoryRate == [
        RespiratorySample(
          time: healthDate("2026-09-21 03:12:44 +0200"), breathsPerMinute: 14.5,
          source: Source.annasWatch)
      ])
  }

  @Test func wristTemperatureIsADeviationFromTheMedianOfEarlierNights() throws {
    // Nights ending 16–20 Sept: 35.80, 35.90, 36.00, 35.70, 35.85 → median 35.85.
    // The night ending 21 Sept (36.35) is the first with five earlier nights.
    let value = try #require(records.skinTemperature.first)
    #expect(records.skinTemperature.count == 1)
    #expect(value.date == LocalDate.ymd("2026-09-21"))
    #expect(abs(value.value - 0.5) < 1e-9)
    #expect(result.report.notes.contains { $0.contains("5 wrist-temperature night(s)") })
  }

  @Test func stepsAndEnergyAreSummedPerDayAndSourceNeverAcrossSources() {
    #expect(
      records.steps == [
        DailyValue(date: LocalDate.ymd("2026-09-20"), value: 700, source: Source.annasWatch),
        DailyValue(date: LocalDate.ymd("2026-09-20"), value: 1812, source: Source.annasPhone),
      ])
    #expect(
      records.activeEnergy == [
        DailyValue(date: LocalDate.ymd("2026-09-20"), value: 20, source: Source.annasWatch)
      ])
  }

  @Test func modernWorkoutUsesStatisticsAndMovingHeartRateStream() throws {
    let ride = try #require(records.activities.first { $0.sport == .cycling })
    // Pinned: the id must not change between versions, or a re-import would duplicate the ride.
    #expect(ride.id == "ah-cycling-20260920T053811Z-cf48da72")
    #expect(ride.name == "Outdoor Cycling")
    #expect(abs(ride.durationSeconds - 92.4183 * 60) < 1e-9)
    #expect(ride.distanceMeters == 41_382)
    // HKElevationAscended "61200 cm".
    #expect(abs((ride.ascentMeters ?? 0) - 612) < 1e-9)
    #expect(ride.energyKilocalories == 1043.72)
    #expect(ride.averageHeartRate == 139.6 && ride.maxHeartRate == 171)
    // 08:22:30 is inside the pause 08:21:40–08:25:58 (258 s), so it is left out and later
    // samples move 258 s earlier; 12:00 is after the ride.
    #expect(
      ride.heartRate == [
        HeartRateSample(offset: 4, bpm: 96), HeartRateSample(offset: 109, bpm: 120),
        HeartRateSample(offset: 1309, bpm: 140), HeartRateSample(offset: 3109 - 258, bpm: 150),
        HeartRateSample(offset: 5509 - 258, bpm: 160),
      ])
    #expect(ride.source == Source.annasWatch)
  }

  @Test func legacyWorkoutUsesAttributesInTheirUnits() throws {
    let run = try #require(records.activities.first { $0.sport == .running })
    #expect(run.name == "Running")
    #expect(run.durationSeconds == 47.25 * 60)
    #expect(abs((run.distanceMeters ?? 0) - 6.2 * 1609.344) < 1e-6)
    #expect(run.energyKilocalories == 402.1 && run.ascentMeters == nil)
    #expect(run.averageHeartRate == nil && run.heartRate.isEmpty)
    #expect(run.source == Source.appleHealth("Runkeeper"))
  }

  @Test func summaryCountsSeenKeptDuplicatesAndRejected() {
    let types = result.types
    #expect(types["HKQuantityTypeIdentifierStepCount"]?.seen == 3)
    #expect(types["HKQuantityTypeIdentifierStepCount"]?.kept == 3)
    #expect(types["HKQuantityTypeIdentifierHeartRate"]?.seen == 7)
    #expect(types["HKQuantityTypeIdentifierHeartRate"]?.kept == 5)
    #expect(types["HKQuantityTypeIdentifierOxygenSaturation"]?.seen == 1)
    #expect(types["HKQuantityTypeIdentifierOxygenSaturation"]?.kept == 0)
    #expect(types["HKDataTypeSleepDurationGoal"]?.seen == 1)
    #expect(types["Workout"]?.seen == 2 && types["Workout"]?.kept == 2)
    #expect(types["ActivitySummary"]?.seen == 1)
    #expect(result.report.seen["Me"] == nil && result.report.seen["ExportDate"] == nil)
    #expect(result.report.duplicatesDropped == 0)
    #expect(result.report.rejections.total == 0)
  }

  @Test func theSameBytesAlwaysGiveTheSameRecords() throws {
    let again = try AppleHealthFixture.importXML("basic/export.xml")
    #expect(again.report.records == records)
    #expect(again.types == result.types)
  }
}

/// `HKElevationAscended` values are HealthKit quantities written as number, space, unit.
@Suite struct AppleHealthElevationTests {
  @Test(arguments: [
    ("217 cm", 2.17), ("61200 cm", 612.0), ("12.5 m", 12.5), ("100 ft", 30.48), ("217", nil),
    ("cm", nil), ("12 furlong", nil), ("", nil),
  ])
  func aMetadataLengthReadsInMetres(_ text: String, _ metres: Double?) {
    let read = Array(text.utf8).withUnsafeBytes { AppleHealthValues.length($0) }
    if let metres {
      #expect(abs((read ?? .nan) - metres) < 1e-9)
    } else {
      #expect(read == nil)
    }
  }
}
