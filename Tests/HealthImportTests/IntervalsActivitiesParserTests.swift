import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// intervals.icu activities JSON → `Activity` (docs/formats.md §6.4).
@Suite struct IntervalsActivitiesParserTests {
  @Test func mapsTheRecordedResponseAndSkipsTheStravaStub() throws {
    let report = try IntervalsActivitiesParser.parse(
      try SyncFixture.bytes("intervals/activities.json"))
    #expect(report.seen == ["activities": 5])
    #expect(report.rejections.total == 0)
    #expect(report.notes == [IntervalsActivitiesParser.stubNote(count: 1)])
    #expect(report.notes.first?.hasPrefix("skipped 1 Strava activity") == true)
    let activities = report.records.activities
    #expect(activities.map(\.id) == ["i98765432", "i98700011", "i98690021", "i98680005"])

    let ride = activities[0]
    #expect(ride.externalIDs == ["intervals:i98765432", "strava:15872034411"])
    #expect(ride.start == SyncFixture.instant("2026-09-20T05:38:11Z"))
    #expect(ride.durationSeconds == 5545)
    #expect(ride.sport == .cycling)
    #expect(ride.name == "Saturday tempo loop")
    #expect(ride.distanceMeters == 41382 && ride.ascentMeters == 612)
    #expect(ride.averageHeartRate == 140 && ride.maxHeartRate == 171)
    #expect(ride.averagePower == 198 && ride.normalizedPower == 218 && ride.ftp == 265)
    #expect(ride.trainingLoad == 96 && ride.energyKilocalories == 1045)
    #expect(ride.rpe == nil && ride.heartRate.isEmpty)
    #expect(ride.source == Source(provider: .intervals, name: "Garmin Edge 840"))

    // strava_id as a JSON integer.
    #expect(activities[1].externalIDs == ["intervals:i98700011", "strava:15851112200"])
    #expect(activities[1].sport == .cycling && activities[1].rpe == 6)
    #expect(activities[1].source.name == "Zwift")
    #expect(activities[2].sport == .running && activities[2].externalIDs == ["intervals:i98690021"])
    #expect(activities[2].averagePower == nil && activities[2].ftp == nil)
    // moving_time 0 (a manual entry) falls back to elapsed_time; no device name.
    let gym = activities[3]
    #expect(gym.sport == .strength && gym.durationSeconds == 2700 && gym.rpe == 5)
    #expect(gym.source == Source(provider: .intervals, name: "intervals.icu"))
  }

  @Test func badActivitiesAreRejectedWithTheirLocationAndGoodOnesKept() throws {
    let report = try IntervalsActivitiesParser.parse(
      try SyncFixture.bytes("intervals/activities-traps.json"))
    #expect(report.seen == ["activities": 11])
    #expect(report.records.activities.map(\.id) == ["i1", "i4", "i6", "i10"])
    #expect(report.rejections.total == 6)
    #expect(report.notes == [IntervalsActivitiesParser.stubNote(count: 1)])
    let examples = report.rejections.examples
    #expect(
      examples.map(\.location) == [
        "activities[1]", "activities[2]", "activities[4]", "activities[6]", "activities[7]",
      ])
    #expect(examples[0].message == "'moving_time' is a string, expected a number")
    #expect(examples[1].message == "neither 'start_date' nor 'start_date_local' is present")
    #expect(examples[2].message == "'timezone' 'Mars/Olympus_Mons' is not an IANA time zone")
    #expect(examples[3].message == "'id' is missing")
    #expect(examples[4].message == "expected an object, found an array")
    // An average heart rate of 400 and a weighted power of 3100 cost those fields only.
    #expect(report.records.activities[0].averageHeartRate == nil)
    #expect(report.records.activities[2].normalizedPower == nil)
    #expect(report.droppedFields.drops[.averageHeartRate]?.firstValue == 400)
    #expect(report.droppedFields.drops[.normalizedPower]?.firstValue == 3100)
    #expect(report.droppedFields.total == 2)
    #expect(report.rejections.counts["activities.start_date: not a timestamp"] == 1)
    #expect(report.rejections.counts["activities.id missing"] == 1)
    #expect(report.rejections.counts["activities: expected an object"] == 1)
  }

  @Test func localStartIsPlacedInItsTimeZoneAndZerosReadAsNotMeasured() throws {
    let report = try IntervalsActivitiesParser.parse(
      try SyncFixture.bytes("intervals/activities-traps.json"))
    let kite = try #require(report.records.activities.first { $0.id == "i4" })
    // 29 March 2026 is the EU spring-forward day; 09:00 in Berlin is already CEST (UTC+2).
    #expect(kite.start == SyncFixture.instant("2026-03-29T07:00:00Z"))
    #expect(kite.sport == .other)
    #expect(kite.averageHeartRate == nil && kite.maxHeartRate == nil && kite.ftp == nil)
    let gravel = try #require(report.records.activities.last)
    #expect(gravel.start == SyncFixture.instant("2026-09-20T05:38:11Z"))
    #expect(gravel.durationSeconds == 3600 && gravel.sport == .cycling)
    #expect(gravel.externalIDs == ["intervals:i10", "strava:15872039999"])
  }

  @Test(
    "Strava stubs are recognised, real Strava-sourced activities are not",
    arguments: [
      (
        #"{"id":"1","start_date_local":"2026-09-18T18:02:40","type":"Ride","source":"STRAVA"}"#,
        true
      ),
      (
        #"{"id":"1","type":"Ride","_note":"STRAVA activities are not available via the API"}"#, true
      ),
      (#"{"id":"1","source":"STRAVA","moving_time":null,"elapsed_time":null}"#, true),
      (
        #"{"id":"1","source":"STRAVA","elapsed_time":60,"start_date":"2026-09-18T18:02:40Z"}"#,
        false
      ),
      (#"{"id":"1","source":"GARMIN_CONNECT","start_date":"2026-09-18T18:02:40Z"}"#, false),
    ])
  func stubs(json: String, isStub: Bool) throws {
    let report = try IntervalsActivitiesParser.parse(Array("[\(json)]".utf8))
    #expect(report.notes.isEmpty == !isStub)
    #expect(report.records.activities.count + report.rejections.total == (isStub ? 0 : 1))
  }

  @Test(
    "type names map to sports",
    arguments: [
      ("Ride", Sport.cycling), ("VirtualRide", .cycling), ("GravelRide", .cycling),
      ("MountainBikeRide", .cycling), ("EBikeRide", .cycling), ("Run", .running),
      ("TrailRun", .running), ("Swim", .swimming), ("Walk", .walking), ("Hike", .hiking),
      ("WeightTraining", .strength), ("Rowing", .rowing), ("Yoga", .other), ("", .other),
    ])
  func typeNames(name: String, sport: Sport) throws {
    let json = """
      [{"id":"i1","start_date":"2026-09-20T05:38:11Z","type":"\(name)","moving_time":60}]
      """
    let report = try IntervalsActivitiesParser.parse(Array(json.utf8))
    #expect(report.records.activities.first?.sport == sport)
  }

  @Test func aNonArrayBodyIsAnImportError() throws {
    #expect(throws: ImportError.self) {
      try IntervalsActivitiesParser.parse(try SyncFixture.bytes("intervals/not-an-array.json"))
    }
    #expect(throws: ImportError.self) {
      try IntervalsActivitiesParser.parse(Array("<html>502 Bad Gateway</html>".utf8))
    }
  }
}
