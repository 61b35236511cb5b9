import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Oura's trends CSV and JSON exports (docs/formats.md §6.7), from `Fixtures/wearables/oura/`.
@Suite struct OuraExportTests {
  let oura = Source(provider: .oura, name: "Oura")

  func read(_ name: String) throws -> WearableFileImport {
    let bytes = try SyncFixture.bytes("wearables/oura/\(name)")
    let kind = try #require(WearableFileKind.sniff(Array(bytes.prefix(4096))))
    return try kind.parse(bytes, name: name)
  }

  @Test func filesAreRecognisedByContent() throws {
    let kinds: [(String, WearableFileKind)] = [
      ("oura_2025-09-01_2025-09-07_trends.csv", .ouraTrends), ("oura-older.json", .ouraJSON),
      ("oura-newer.json", .ouraJSON),
    ]
    for (name, kind) in kinds {
      let prefix = Array(try SyncFixture.bytes("wearables/oura/\(name)").prefix(4096))
      #expect(WearableFileKind.sniff(prefix) == kind)
      #expect(InputFormat.sniff(prefix) == .wearableFile)
    }
    // A veloready.records/v1 document stays native.
    let native = Array(#"{"format": "veloready.records/v1", "sleep": []}"#.utf8)
    #expect(InputFormat.sniff(native) == .nativeRecords)
  }

  @Test func trendsRowsGiveTheNightAndItsDay() throws {
    let trends = try read("oura_2025-09-01_2025-09-07_trends.csv")
    let records = trends.report.records
    #expect(trends.summary.rows == 7)
    #expect(records.sleepSummaries.count == 5)
    let first = try #require(records.sleepSummaries.first)
    #expect(first.start == SyncFixture.instant("2025-08-31T21:02:11Z"))
    #expect(first.end == SyncFixture.instant("2025-09-01T04:58:41Z"))
    #expect(first.asleepSeconds == 25470 && first.deepSeconds == 5580)
    #expect(first.remSeconds == 5460 && first.coreSeconds == 14430)
    #expect(first.awakeSeconds == 3120 && first.latencySeconds == 420 && first.source == oura)
    let rhr = records.restingHeartRate.map(\.value)
    #expect(rhr == [49, 51, 47, 52, 48])
    #expect(records.restingHeartRate.first?.date == SyncFixture.day("2025-09-01"))
    // 480 ms is rejected; its night's other values stay.
    #expect(records.dailyHRV.map(\.milliseconds) == [58, 51, 66, 47])
    #expect(records.dailyHRV.allSatisfy { $0.kind == .rmssd })
    #expect(records.skinTemperature.map(\.value) == [-0.12, 0.08, 0.21, 0.35, -0.05])
    #expect(records.dailyRespiratoryRate.first?.value == 14.625)
    // The day without a night still has its steps; `None` is no value.
    #expect(records.steps.count == 6 && records.activeEnergy.count == 6)
    #expect(records.steps.contains { $0.date == SyncFixture.day("2025-09-03") && $0.value == 5411 })
    let readiness = trends.report.referenceScores.filter { $0.metric == .recovery }
    #expect(readiness.map(\.value) == [81, 74, 88, 66, 85])
    #expect(readiness.first?.name == "readiness")
    #expect(trends.report.referenceScores.filter { $0.metric == .sleep }.count == 5)
    #expect(trends.report.rejections.total == 2)
    #expect(trends.report.rejections.examples.map(\.location) == ["line 6", "line 8"])
    #expect(
      trends.report.rejections.examples.first?.message
        == "'date' 'Sept 5' is not a date (YYYY-MM-DD)")
  }

  @Test func theOlderJSONDatesReadinessByItsNight() throws {
    let file = try read("oura-older.json")
    let records = file.report.records
    #expect(file.summary.rows == 11)
    // Four nights (one rejected for a bedtime without an offset) and a nap.
    #expect(records.sleepSummaries.count == 4)
    #expect(records.restingHeartRate.map(\.value) == [49, 51, 47])
    let readiness = file.report.referenceScores.filter { $0.metric == .recovery }
    #expect(readiness.map(\.date.description) == ["2025-09-01", "2025-09-02", "2025-09-04"])
    #expect(readiness.map(\.value) == [81, 74, 88])
    #expect(file.summary.skipped["readiness without its night"] == 1)
    #expect(
      file.report.referenceScores.filter { $0.metric == .sleep }.map(\.value) == [78, 71, 84])
    #expect(records.steps.map(\.value) == [12480] && records.activeEnergy.map(\.value) == [655])
    #expect(file.report.rejections.examples.map(\.location) == ["sleep[3]", "activity[1]"])
  }

  @Test func theNewerJSONSkipsRestPeriodsAndReadsNapsAsSleepsOnly() throws {
    let file = try read("oura-newer.json")
    let records = file.report.records
    #expect(records.sleepSummaries.count == 3)
    #expect(file.summary.skipped == ["Oura rest period": 1])
    #expect(records.restingHeartRate.map(\.value) == [48])
    #expect(records.dailyHRV.map(\.milliseconds) == [62, 57])
    #expect(records.skinTemperature.map(\.value) == [-0.05, 0.12])
    #expect(file.report.referenceScores.map(\.value) == [85, 79])
    #expect(
      file.report.rejections.examples.first?.message == "restingHeartRate.bpm '130' outside 25–120")
  }
}
