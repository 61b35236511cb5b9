import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// Joining a bulk export's `activities.csv` rows with their files (docs/formats.md §6.6): a row
/// and its recording make one activity, and every other row or file keeps its own.
@Suite struct StravaExportJoinTests {
  static let rideStart = Date(timeIntervalSince1970: 1_789_884_000)  // 2026-09-20T06:00:00Z
  static let head = Source(provider: .device, name: "Edge 530")

  /// A row of the CSV at `line`, Strava's summary of a ride.
  static func row(_ id: String, line: Int, filename: String?, start: Date = rideStart)
    -> StravaActivityRow
  {
    var activity = Activity(
      id: id, externalIDs: ["strava:\(id)"], start: start, durationSeconds: 3500,
      sport: .cycling, source: StravaActivitiesParser.source)
    activity.name = "Col & café loop"
    activity.averageHeartRate = 150
    activity.rpe = 7
    activity.trainingLoad = 88
    activity.energyKilocalories = 900
    activity.ascentMeters = 612
    return StravaActivityRow(activity: activity, filename: filename, line: line)
  }

  /// The head unit's recording of a ride.
  static func recording(_ id: String, start: Date = rideStart, sport: Sport = .cycling)
    -> Activity
  {
    Activity(
      id: id, start: start, durationSeconds: 3480, sport: sport, distanceMeters: 41_000,
      averageHeartRate: 142, heartRate: [HeartRateSample(offset: 0, bpm: 98)], source: head)
  }

  static func file(_ path: String, _ activities: [Activity]) -> DeviceFileRead {
    var report = ImportReport()
    report.records.activities = activities
    report.seen["activities"] = activities.count
    return DeviceFileRead(path: path, result: .success(.activities(report)))
  }

  static func csv(_ rows: [StravaActivityRow]) -> StravaActivities {
    var report = ImportReport()
    report.records.activities = rows.map(\.activity)
    report.seen["activities"] = rows.count
    return StravaActivities(report: report, rows: rows)
  }

  @Test func aRowAndItsFileBecomeOneActivityWithTheStravaIdAndTheRidersName() {
    let joined = StravaExportJoin.join(
      Self.csv([Self.row("1001", line: 2, filename: "activities/1001.fit.gz")]),
      csvPath: "activities.csv",
      files: [Self.file("activities/1001.fit.gz", [Self.recording("fit:1-2:0")])])
    #expect(joined.joined == 1 && joined.rows == 1 && joined.activitiesWithoutRow == 0)
    let activities = joined.report.records.activities
    #expect(activities.count == 1)
    let ride = activities[0]
    // The recording's identity, time and stream stay; the row adds its id and name.
    #expect(ride.id == "fit:1-2:0" && ride.source == Self.head)
    #expect(ride.externalIDs == ["strava:1001"])
    #expect(ride.name == "Col & café loop")
    #expect(ride.durationSeconds == 3480 && ride.heartRate.count == 1)
    // A measurement both have is the file's (142, not the row's 150); the row fills the rest.
    #expect(ride.averageHeartRate == 142 && ride.distanceMeters == 41_000)
    #expect(ride.rpe == 7 && ride.trainingLoad == 88 && ride.energyKilocalories == 900)
    #expect(ride.ascentMeters == 612)
  }

  @Test func theFilesSportWinsUnlessItSaysOnlyOther() {
    let row = Self.row("1", line: 2, filename: "a.gpx")
    #expect(row.joined(with: Self.recording("gpx:1:0", sport: .other)).sport == .cycling)
    #expect(row.joined(with: Self.recording("gpx:1:0", sport: .running)).sport == .running)
  }

  @Test func rowsWithoutAUsableFileKeepTheirCSVActivity() {
    let rows = [
      Self.row("1", line: 2, filename: nil),
      Self.row("2", line: 3, filename: "activities/2.fit"),
      Self.row("3", line: 4, filename: "activities/3.fit"),
      Self.row("4", line: 5, filename: "activities/4.fit"),
    ]
    let files = [
      DeviceFileRead(
        path: "activities/3.fit",
        result: .failure(.malformed(reason: "the FIT header at byte 0 is corrupt"))),
      DeviceFileRead(
        path: "activities/4.fit", result: .success(.notAnActivity(.fit(FITFileType(rawValue: 15))))),
    ]
    let joined = StravaExportJoin.join(Self.csv(rows), csvPath: "activities.csv", files: files)
    #expect(joined.report.records.activities.map(\.id) == ["1", "2", "3", "4"])
    #expect(joined.report.records.activities.allSatisfy { $0.source.provider == .strava })
    #expect(joined.joined == 0 && joined.rowsWithoutFile == 1)
    #expect(joined.rowsWithMissingFile == 1 && joined.rowsWithUnusableFile == 2)
    #expect(joined.missingFiles == [.init(line: 3, filename: "activities/2.fit")])
    #expect(joined.files.damaged == 1 && joined.files.notActivities.values.reduce(0, +) == 1)
    #expect(
      joined.files.damagedExamples == [
        .init(path: "activities/3.fit", reason: "the FIT header at byte 0 is corrupt")
      ])
  }

  @Test func aFileThatNoRowNamesGivesADeviceActivity() {
    let joined = StravaExportJoin.join(
      Self.csv([Self.row("1", line: 2, filename: "./activities/1.fit")]), csvPath: "activities.csv",
      files: [
        Self.file("activities/1.fit", [Self.recording("fit:a")]),
        Self.file("activities/9.fit", [Self.recording("fit:b")]),
      ])
    // `./activities/1.fit` in the CSV is the archive's `activities/1.fit`.
    #expect(joined.report.records.activities.map(\.id) == ["fit:a", "fit:b"])
    #expect(joined.report.records.activities.map(\.externalIDs) == [["strava:1"], []])
    #expect(joined.joined == 1 && joined.activitiesWithoutRow == 1)
  }

  @Test func aRowTakesTheSessionOfAMultisportFileThatStartsNearest() {
    let swim = Self.recording("fit:x:0", start: Self.rideStart.addingTimeInterval(-1800))
    let bike = Self.recording("fit:x:1", start: Self.rideStart.addingTimeInterval(120))
    let joined = StravaExportJoin.join(
      Self.csv([Self.row("7", line: 2, filename: "activities/7.fit")]), csvPath: "activities.csv",
      files: [Self.file("activities/7.fit", [swim, bike])])
    // The row starts 120 s before the bike leg and 1800 s after the swim: it is the bike.
    #expect(joined.report.records.activities.map(\.id) == ["fit:x:1", "fit:x:0"])
    #expect(joined.report.records.activities[0].externalIDs == ["strava:7"])
    #expect(joined.report.records.activities[1].externalIDs.isEmpty)
  }

  @Test func rejectionsAndNotesNameTheirFile() {
    var csvReport = ImportReport()
    csvReport.rejections.reject(at: "line 4", reason: "Activity ID: not a number", message: "x")
    var fileReport = ImportReport()
    fileReport.rejections.reject(at: "session 1", reason: "duration", message: "'0' outside")
    fileReport.notes = ["the FIT file is cut short"]
    let joined = StravaExportJoin.join(
      StravaActivities(report: csvReport, rows: []), csvPath: "export_1/activities.csv",
      files: [DeviceFileRead(path: "activities/5.fit", result: .success(.activities(fileReport)))])
    #expect(
      joined.report.rejections.examples.map(\.location) == [
        "'export_1/activities.csv' line 4", "'activities/5.fit' session 1",
      ])
    #expect(joined.report.notes == ["'activities/5.fit': the FIT file is cut short"])
    #expect(joined.files.filesRejected == 1)
  }
}
