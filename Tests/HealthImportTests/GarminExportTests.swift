import Foundation
import ScoreEngine
import TestSupport
import Testing

@testable import HealthImport

/// The Garmin Connect account export's wellness files (docs/formats.md §6.7), from
/// `Fixtures/wearables/garmin/DI_CONNECT/`.
@Suite struct GarminExportTests {
  let garmin = Source(provider: .garminConnect, name: "Garmin Connect")
  static let wellness = "wearables/garmin/DI_CONNECT/DI-Connect-Wellness/"
  static let sleepPath = wellness + "2025-08-25_2025-09-07_98765432_sleepData.json"
  static let statusPath = wellness + "2025-08-25_2025-09-07_98765432_healthStatusData.json"
  static let dailyPath =
    "wearables/garmin/DI_CONNECT/DI-Connect-Aggregator/UDSFile_2025-08-25_2025-09-07.json"

  func read(_ path: String) throws -> WearableFileImport {
    let bytes = try SyncFixture.bytes(path)
    let kind = try #require(WearableFileKind.sniff(Array(bytes.prefix(4096))))
    return try kind.parse(bytes, name: path)
  }

  @Test func filesAreRecognisedByTheirKeys() throws {
    let kinds: [(String, WearableFileKind)] = [
      (Self.sleepPath, .garminSleep), (Self.statusPath, .garminHealthStatus),
      (Self.dailyPath, .garminDailySummary),
    ]
    for (path, kind) in kinds {
      let prefix = Array(try SyncFixture.bytes(path).prefix(4096))
      #expect(WearableFileKind.sniff(prefix) == kind)
      #expect(InputFormat.sniff(prefix) == .wearableFile)
    }
    let activities = try SyncFixture.bytes(
      "wearables/garmin/DI_CONNECT/DI-Connect-Fitness/rider@example.com_0_summarizedActivities.json"
    )
    #expect(WearableFileKind.sniff(activities) == nil)
  }

  @Test func sleepDataGivesNightsInGMTAndGarminsScore() throws {
    let file = try read(Self.sleepPath)
    let records = file.report.records
    #expect(file.summary.rows == 6)
    #expect(records.sleepSummaries.count == 3)
    let first = try #require(records.sleepSummaries.first)
    #expect(first.start == SyncFixture.instant("2025-09-01T21:12:00Z"))
    #expect(first.end == SyncFixture.instant("2025-09-02T05:03:00Z"))
    // Deep 5460 + light 15840 + REM 5280: Garmin gives no total of its own.
    #expect(first.asleepSeconds == 26580 && first.coreSeconds == 15840)
    #expect(first.awakeSeconds == 1680 && first.source == garmin)
    // A night without its window is a nightly total; one without stages is skipped.
    #expect(
      records.dailySleep == [
        DailySleep(date: SyncFixture.day("2025-09-04"), seconds: 24000, source: garmin)
      ])
    #expect(file.summary.skipped == ["night without stage totals": 1])
    #expect(records.dailyRespiratoryRate.map(\.value) == [14.0, 14.5])
    #expect(file.report.referenceScores.map(\.value) == [82, 74, 80, 85])
    #expect(
      file.report.referenceScores.allSatisfy { $0.metric == .sleep && $0.name == "sleep score" })
    #expect(file.report.rejections.examples.map(\.location) == ["[4]", "[5]"])
    #expect(
      file.report.rejections.examples.first?.message
        == "'calendarDate' '2025-9-6' is not a date (YYYY-MM-DD)")
  }

  @Test func healthStatusGivesTheOvernightRMSSD() throws {
    let file = try read(Self.statusPath)
    #expect(file.report.records.dailyHRV.map(\.milliseconds) == [52, 46, 55, 58])
    #expect(file.report.records.dailyHRV.allSatisfy { $0.kind == .rmssd })
    #expect(file.summary.skipped == ["HRV metric without a value": 1])
    #expect(file.report.rejections.total == 1)
    // The overnight HR is not a resting heart rate: nothing else is read.
    #expect(file.report.records.restingHeartRate.isEmpty)
  }

  @Test func dailySummariesGiveRestingHeartRateStepsAndEnergy() throws {
    let file = try read(Self.dailyPath)
    let records = file.report.records
    // 0 and null are "not measured".
    #expect(records.restingHeartRate.map(\.value) == [46, 47, 48, 45])
    #expect(records.steps.count == 5 && records.activeEnergy.count == 6)
    #expect(
      file.report.rejections.examples.first?.message == "steps.count '250000' outside 0–200000")
  }

  @Test func theArchiveIsReadInPlace() throws {
    let folder = Paths.fixture("wearables/garmin")
    let names = try #require(FileManager.default.subpaths(atPath: folder.path)).filter {
      $0.hasSuffix(".json")
    }.sorted()
    let export = try WearableExport.read(
      names: names,
      prefix: { name throws(ImportError) in
        Array(((try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()).prefix(4096))
      },
      contents: { name throws(ImportError) in
        Array((try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data())
      })
    #expect(export.services == [.garmin] && export.files.count == 3)
    #expect(
      export.ignored == [
        "DI_CONNECT/DI-Connect-Fitness/rider@example.com_0_summarizedActivities.json"
      ])
  }
}
