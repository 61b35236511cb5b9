import Foundation
import ScoreEngine
import Testing
import VeloJSON

@testable import HealthImport

/// `sleepSummaries` in the native format (docs/formats.md §1.5): what `export --json` writes of a
/// WHOOP, Oura or Garmin night reads back the same.
@Suite struct NativeSleepSummaryTests {
  @Test func aSummaryRoundTrips() throws {
    var records = RecordSet()
    records.sleepSummaries = [
      SleepSummary(
        start: SyncFixture.instant("2025-09-01T02:41:10Z"),
        end: SyncFixture.instant("2025-09-01T10:35:52Z"), asleepSeconds: 25860,
        deepSeconds: 5880, remSeconds: 6060, coreSeconds: 13920, awakeSeconds: 2580,
        source: Source(provider: .whoop, name: "WHOOP"))
    ]
    let text = JSONWriter.compact(NativeRecordsWriter.document(records))
    let report = try NativeRecordsParser.parse(Array(text.utf8))
    let back = try #require(report.records.sleepSummaries.first)
    #expect(back.start == records.sleepSummaries[0].start)
    #expect(back.asleepSeconds == 25860 && back.deepSeconds == 5880 && back.latencySeconds == nil)
    #expect(back.source == Source(provider: .native, name: "WHOOP"))
  }

  @Test func aSummaryThatEndsBeforeItStartsIsRejected() throws {
    let text = """
      {"format": "veloready.records/v1", "sleepSummaries": [
        {"start": "2025-09-01T10:00:00Z", "end": "2025-09-01T02:00:00Z", "asleepSeconds": 100}]}
      """
    let report = try NativeRecordsParser.parse(Array(text.utf8))
    #expect(report.records.sleepSummaries.isEmpty)
    #expect(report.rejections.examples.first?.message == "sleepSummaries ends before it starts")
  }
}
