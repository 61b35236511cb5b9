import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Wearable exports read in place from their ZIP archives (docs/formats.md §6.7).
@Suite struct WearableArchiveTests {
  func archive(_ name: String) throws -> WearableArchive<InMemoryBytes>? {
    try WearableArchive(InMemoryBytes(try SyncFixture.bytes("wearables/\(name)")))
  }

  @Test func theWHOOPZipReadsLikeItsFolder() throws {
    let export = try #require(try archive("whoop-export.zip")).read()
    #expect(export.services == [.whoop])
    #expect(
      export.files.map(\.kind) == [.whoopCycles, .whoopSleeps, .whoopWorkouts, .whoopJournal])
    #expect(export.report.records.sleepSummaries.count == 10)
    #expect(export.report.records.activities.count == 4)
    #expect(export.report.journalEntries.count == 7)
    #expect(export.ignored.isEmpty)
  }

  @Test func theGarminZipReadsItsWellnessFilesAndListsTheRest() throws {
    let garmin = try #require(try archive("garmin-export.zip"))
    let export = try garmin.read()
    #expect(export.files.map(\.kind) == [.garminHealthStatus, .garminSleep, .garminDailySummary])
    // The nested upload archive is not a candidate at all; the activity summary is ignored.
    #expect(
      export.ignored == [
        "DI_CONNECT/DI-Connect-Fitness/rider@example.com_0_summarizedActivities.json"
      ])
    #expect(export.report.records.dailyHRV.count == 4)
  }

  @Test func anArchiveWithoutWearableFilesIsNotOne() throws {
    #expect(try archive("../strava-export/export_123.zip") == nil)
  }
}
