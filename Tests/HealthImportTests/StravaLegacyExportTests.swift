import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// The older Strava `activities.csv` (`id,date,name,…,filename`) and the `Filename` of each row.
@Suite struct StravaLegacyExportTests {
  @Test func theOlderExportIsReadWithUTCDatesAndMetres() throws {
    let report = try StravaActivitiesParser.parse(
      try SyncFixture.bytes("strava/activities-legacy.csv"))
    #expect(report.seen == ["activities": 4])
    let activities = report.records.activities
    #expect(activities.map(\.id) == ["193442301", "193012877", "192700145"])
    let ride = activities[0]
    #expect(ride.start == SyncFixture.instant("2014-09-12T16:54:28Z"))
    #expect(ride.durationSeconds == 3725 && ride.distanceMeters == 25023.9)
    #expect(ride.sport == .cycling && ride.name == "Evening Ride")
    #expect(ride.externalIDs == ["strava:193442301"])
    #expect(ride.source == StravaActivitiesParser.source)
    let run = activities[1]
    #expect(run.name == "Morning Run, easy" && run.sport == .running)
    #expect(run.distanceMeters == 5012.4 && run.durationSeconds == 1864)
    #expect(activities[2].sport == .other && activities[2].distanceMeters == 0)
    #expect(
      report.rejections.examples == [
        RejectedRecord(
          location: "line 5",
          message: "'date' '2014-09-31 18:02:11' is not a date this importer reads")
      ])
  }

  @Test func eachRowKeepsItsFilename() throws {
    let legacy = try StravaActivitiesParser.read(
      try SyncFixture.bytes("strava/activities-legacy.csv"))
    #expect(
      legacy.rows.map(\.filename) == [
        "activities/193442301.gpx", "activities/193012877.fit.gz", nil,
      ])
    #expect(legacy.rows.map(\.line) == [2, 3, 4])
    #expect(legacy.rows.map(\.activity) == legacy.report.records.activities)
    let modern = try StravaActivitiesParser.read(
      try SyncFixture.bytes("strava/activities-en-103.csv"))
    let ride = try #require(modern.rows.first { $0.activity.id == "15872034411" })
    #expect(ride.filename == "activities/16911230001.fit.gz")
  }

  @Test(
    "the older header is recognised by its snake_case columns, not by 'id' alone",
    arguments: [
      ("id,date,name,type,description,elapsed_time,distance,commute,gear,filename", true),
      ("\u{FEFF}id,date,type,elapsed_time\r\n", true),
      ("id,name,value", false), ("id,date,type", false), ("date,id,type,elapsed_time", false),
    ])
  func sniffing(header: String, isStrava: Bool) {
    #expect((InputFormat.sniff(Array(header.utf8)) == .stravaCSV) == isStrava)
  }

  @Test func aCSVThatOnlyStartsWithIdIsNotStrava() {
    #expect {
      try StravaActivitiesParser.parse(Array("id,name,value\n1,x,2\n".utf8))
    } throws: { error in
      guard case ImportError.unrecognised(let reason) = error else { return false }
      return reason == "not a Strava activities.csv (first column 'id')"
    }
  }
}
