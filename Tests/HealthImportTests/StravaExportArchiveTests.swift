import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Reading a Strava bulk export from its ZIP archive in place.
@Suite struct StravaExportArchiveTests {
  @Test func theExportZipIsRecognisedAndItsFilesReadAsTheyAreInTheFolder() throws {
    let bytes = InMemoryBytes(try SyncFixture.bytes("strava-export/export_123.zip"))
    guard let archive = try StravaExportArchive(bytes) else {
      Issue.record("the export zip is not recognised")
      return
    }
    #expect(archive.csvPath == "activities.csv")
    #expect(
      archive.activityPaths == [
        "activities/1001.fit.gz", "activities/1002.fit", "activities/1003.fit.gz",
        "activities/1004.tcx.gz", "activities/1005.gpx", "activities/1007.fit",
        "activities/2001.fit",
      ])
    #expect(try archive.csv() == SyncFixture.bytes("strava-export/export_123/activities.csv"))
    for path in archive.activityPaths {
      #expect(
        try archive.contents(of: path) == SyncFixture.bytes("strava-export/export_123/" + path))
    }
  }

  @Test func anAppleHealthZipIsNotAStravaExport() throws {
    let bytes = InMemoryBytes(try SyncFixture.bytes("apple-health/zips/exportar.zip"))
    #expect(try StravaExportArchive(bytes) == nil)
  }

  @Test func aDamagedArchiveIsAnError() {
    #expect(throws: ImportError.self) {
      try StravaExportArchive(InMemoryBytes(Array("PK\u{3}\u{4} and nothing more".utf8)))
    }
  }
}
