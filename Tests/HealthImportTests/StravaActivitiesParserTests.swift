import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Strava `activities.csv` → `Activity` (docs/formats.md §6.3).
@Suite struct StravaActivitiesParserTests {
  func parse(_ fixture: String) throws -> ImportReport {
    try StravaActivitiesParser.parse(try SyncFixture.bytes("strava/\(fixture)"))
  }

  @Test func readsDuplicatedColumnsByNameAndOccurrence() throws {
    let report = try parse("activities-en-103.csv")
    #expect(report.seen == ["activities": 5])
    #expect(report.rejections.total == 0)
    let byID = Dictionary(uniqueKeysWithValues: report.records.activities.map { ($0.id, $0) })
    let ride = try #require(byID["15872034411"])
    #expect(ride.externalIDs == ["strava:15872034411"])
    #expect(ride.source == Source(provider: .strava, name: "Strava"))
    #expect(ride.start == SyncFixture.instant("2026-09-20T05:38:11Z"))
    #expect(ride.durationSeconds == 5545)
    #expect(ride.sport == .cycling && ride.name == "Saturday tempo loop")
    // The 2nd Distance (metres), never the 1st (display units).
    #expect(ride.distanceMeters == 41382.2)
    // Elevation Gain, metres; an empty cell is no climbing, not 0 m.
    #expect(ride.ascentMeters == 612)
    #expect(byID["15851190022"]?.ascentMeters == nil)
    #expect(ride.averageHeartRate == 140 && ride.maxHeartRate == 171)
    #expect(ride.averagePower == 198 && ride.normalizedPower == 218 && ride.ftp == nil)
    #expect(ride.energyKilocalories == 1045 && ride.trainingLoad == 94)
    // The run's 1st Distance is in miles and its 1st Max Heart Rate is empty.
    let run = try #require(byID["15851190022"])
    #expect(run.distanceMeters == 7021.3 && run.maxHeartRate == 151 && run.sport == .running)
    #expect(run.rpe == 3 && run.trainingLoad == nil)
    // Heart rates of 0 are "no strap"; a type written with a space maps like the API's name.
    let spin = try #require(byID["15862200471"])
    #expect(spin.start == SyncFixture.instant("2026-09-18T18:02:40Z"))
    #expect(spin.sport == .cycling && spin.averageHeartRate == nil && spin.maxHeartRate == nil)
    // No moving time: the Elapsed Time (its first copy is 1800, its second 1800.0).
    let walk = try #require(byID["15840012001"])
    #expect(walk.durationSeconds == 1800 && walk.sport == .walking)
    #expect(walk.start == SyncFixture.instant("2026-09-14T12:05:00Z"))
    #expect(byID["15839900017"]?.start == SyncFixture.instant("2026-09-14T00:10:00Z"))
  }

  @Test func readsAGermanExportWithDecimalCommasAndGermanDates() throws {
    let report = try parse("activities-de-92.csv")
    #expect(report.rejections.total == 0)
    let activities = report.records.activities
    #expect(activities.map(\.id) == ["15872034411", "15860011223"])
    let ride = activities[0]
    #expect(ride.start == SyncFixture.instant("2026-09-20T05:38:11Z"))
    #expect(ride.durationSeconds == 5545 && ride.distanceMeters == 41382.2)
    #expect(ride.sport == .cycling && ride.name == "Samstagsrunde mit Tempo")
    #expect(ride.averageHeartRate == 140.4 && ride.maxHeartRate == 171)
    #expect(ride.normalizedPower == 218 && ride.energyKilocalories == 1045)
    #expect(ride.trainingLoad == 94 && ride.ascentMeters == 612)
    let run = activities[1]
    #expect(run.sport == .running && run.start == SyncFixture.instant("2026-09-17T18:31:05Z"))
    #expect(run.distanceMeters == 2810.5 && run.durationSeconds == 1382 && run.rpe == 7)
  }

  @Test func keepsANewlineInsideAQuotedDescriptionAndCountsLinesAcrossIt() throws {
    let report = try parse("activities-quoted-newline.csv")
    #expect(report.rejections.total == 0)
    #expect(report.records.activities.map(\.id) == ["15855500010", "15851190022", "15840012001"])
    #expect(report.records.activities[0].name == "Commute, the long way")
    #expect(report.records.activities[0].distanceMeters == 18204)
  }

  @Test func skipsTheBOMAndReadsCRLFAndAShortOlderHeader() throws {
    let report = try parse("activities-bom-crlf.csv")
    #expect(report.rejections.total == 0)
    #expect(report.records.activities.map(\.id) == ["15872034411", "15851190022"])
    // This 35-column header has no Weighted Average Power and no Training Load.
    let ride = report.records.activities[0]
    #expect(ride.normalizedPower == nil && ride.trainingLoad == nil && ride.averagePower == 198)
  }

  @Test func badRowsAreRejectedWithTheirLineAndGoodRowsKept() throws {
    let report = try parse("activities-bad-rows.csv")
    #expect(report.seen == ["activities": 12])
    #expect(
      report.records.activities.map(\.id) == [
        "15872034411", "15851190099", "15851190022", "15840012001",
      ])
    #expect(report.duplicatesDropped == 1)
    #expect(report.rejections.total == 7)
    #expect(
      report.rejections.examples.map(\.location) == [
        "line 3", "line 4", "line 6", "line 7", "line 8",
      ])
    #expect(
      report.rejections.examples.map(\.message) == [
        "'Activity ID' '15872O34411' is not a Strava activity id",
        "'Activity Date' '2026-09-16 04:55:30' is not a date this importer reads",
        "the row has 6 fields, the header 35",
        "'Calories' '5l2' is not a number",
        "neither 'Moving Time' nor 'Elapsed Time' is a positive number",
      ])
    // Line 5's Average Heart Rate of 400 costs the heart rate, not the run.
    #expect(report.records.activities[1].averageHeartRate == nil)
    #expect(report.records.activities[1].durationSeconds == 2710)
    #expect(
      report.droppedFields.drops == [
        .averageHeartRate: DroppedFields.Drop(
          count: 1, firstValue: 400, range: RecordValidator.Range.heartRate)
      ])
    #expect(report.rejections.counts["activities: no duration"] == 1)
    #expect(report.rejections.counts["malformed CSV row: text after a closing quote"] == 1)
    #expect(report.rejections.counts["malformed CSV row: unterminated quoted field"] == 1)
  }

  @Test(
    "files that are not a Strava export it reads are ImportErrors",
    arguments: [
      ("", "empty"),
      ("Date,Steps\n2026-09-20,9120\n", "not a Strava activities.csv"),
      ("ID de l'activité,Date de l'activité,Nom de l'activité\n1,x,y\n", "language"),
      ("Activity ID,Activity Name,Elapsed Time\n1,x,60\n", "no 'Activity Date'"),
      ("Aktivitäts-ID,Aktivitätsdatum,Name der Aktivität\n1,x,y\n", "neither 'Bewegungszeit'"),
    ])
  func refused(text: String, expected: String) {
    #expect {
      try StravaActivitiesParser.parse(Array(text.utf8))
    } throws: { error in
      guard case .unrecognised(let reason) = error as? ImportError else { return false }
      return reason.contains(expected)
    }
  }

  @Test func aBrokenHeaderRowIsMalformed() {
    #expect {
      try StravaActivitiesParser.parse(
        Array("Activity ID,\"Activity Date,Moving Time\n1,2,3\n".utf8))
    } throws: { error in
      guard case .malformed = error as? ImportError else { return false }
      return true
    }
  }

  @Test func sniffingRecognisesEveryExportLanguageFromTheFirstColumn() {
    for header in [
      "Activity ID,Activity Date", "\"Activity ID\",Activity Date", "Aktivitäts-ID,Aktivitätsdatum",
      "ID de l'activité,Date de l'activité",
    ] {
      #expect(InputFormat.sniff(Array(header.utf8)) == .stravaCSV)
    }
    #expect(InputFormat.sniff(Array("\u{FEFF}Activity ID,Activity Date\r\n".utf8)) == .stravaCSV)
    #expect(InputFormat.sniff(Array("Activity ID\n1".utf8)) == nil)
  }
}
