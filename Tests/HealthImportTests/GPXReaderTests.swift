import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// GPX files → activities (`Fixtures/device/ride.gpx`: a Strava-style export with Garmin's
/// TrackPointExtension and a power extension; one track of two segments five minutes apart).
@Suite struct GPXReaderTests {
  @Test func readsATrackWithHeartRatePowerAndDistance() throws {
    guard
      case .activities(let report) = try GPXReader.read(try SyncFixture.bytes("device/ride.gpx"))
    else {
      Issue.record("expected activities")
      return
    }
    #expect(report.seen == ["activities": 1])
    // GPX has no timer: the gap rule removed the 300 s between the segments, 81 % of 370 s.
    #expect(
      report.notes == [
        "the gap rule left out 300 of 370 s of track 1 (81 %): the file has no timer, so gaps "
          + "over 30 s between points count as pauses"
      ])
    let ride = try #require(report.records.activities.first)
    #expect(ride.id == "gpx:1789884000:0")
    #expect(ride.name == "Col & café loop" && ride.sport == .cycling)
    #expect(ride.start == SyncFixture.instant("2026-09-20T06:00:00Z"))
    #expect(ride.source == Source(provider: .device, name: "StravaGPX"))
    // Segment 1 runs 0–60 s, segment 2 360–370 s: the 300 s gap is a pause; 60 + 10 s moving.
    #expect(ride.durationSeconds == 70)
    // 71 legs of 0.0001° of latitude: 2 · 6 371 008.8 m · asin(sin(0.00005°)) = 11.119508 m each,
    // 789.4851 m in all (the pause's leg included: the track's length is where it went).
    #expect(abs((ride.distanceMeters ?? 0) - 789.4851) < 1e-3)
    // 30 points at 130, 31 at 150 and 11 at 140 bpm: 10 090 / 72 = 140.1389, max 150.
    #expect(abs((ride.averageHeartRate ?? 0) - 140.1389) < 1e-4 && ride.maxHeartRate == 150)
    #expect(ride.heartRate.count == 72)
    #expect(ride.heartRate[60].offset == 60 && ride.heartRate[61].offset == 60)
    #expect(ride.heartRate.last?.offset == 70)
    // Moving seconds: 30 at 100 W, 30 at 300 W, 10 at 200 W; average 14 000 / 70 = 200 W.
    // Rolling means: 100 (i = 29), then 100 + 20k/3 for k = 1…30 (up to 300), then
    // 300 − 10k/3 for k = 1…10 (down to 266.67): NP = (mean of their fourth powers)^¼
    // = 241.7919 W.
    #expect(ride.averagePower == 200)
    #expect(abs((ride.normalizedPower ?? 0) - 241.7919) < 1e-4)
  }

  @Test func aFileWithOnlyARouteIsNotAnActivity() throws {
    guard
      case .notAnActivity(let kind) = try GPXReader.read(try SyncFixture.bytes("device/route.gpx"))
    else {
      Issue.record("expected not an activity")
      return
    }
    #expect(kind == .gpxWithoutTrack)
  }

  @Test func aFileCutShortKeepsThePointsBeforeTheCut() throws {
    let text = String(decoding: try SyncFixture.bytes("device/ride.gpx"), as: UTF8.self)
    let cut = try #require(text.range(of: "<time>2026-09-20T06:00:40Z</time>"))
    guard case .activities(let report) = try GPXReader.read(Array(text[..<cut.lowerBound].utf8))
    else {
      Issue.record("expected activities")
      return
    }
    #expect(
      report.notes == [
        "the GPX file is cut short; the 40 track points read before the cut are kept"
      ])
    #expect(report.records.activities.first?.durationSeconds == 39)
  }

  @Test func aTrackWithoutTimesIsRejected() throws {
    let gpx = """
      <gpx version="1.1" creator="Planner"><trk><name>Plan</name><trkseg>
      <trkpt lat="45.0" lon="6.0"></trkpt><trkpt lat="45.1" lon="6.0"></trkpt>
      </trkseg></trk></gpx>
      """
    guard case .activities(let report) = try GPXReader.read(Array(gpx.utf8)) else {
      Issue.record("expected activities")
      return
    }
    #expect(report.records.activities.isEmpty)
    #expect(report.notes == ["2 track points without a readable time were skipped"])
    #expect(report.rejections.examples.map(\.location) == ["track 1"])
    #expect(report.rejections.counts == ["track without timed points": 1])
  }

  struct SportCase: CustomTestStringConvertible, Sendable {
    var type: String?
    var name: String?
    var creator: String?
    let sport: Sport
    var testDescription: String {
      [type, name, creator].compactMap { $0 }.joined(separator: " · ")
    }
  }

  @Test(arguments: [
    // Garmin Connect's activity keys, and Strava's web export (`cycling`, `running`).
    SportCase(type: "cycling", sport: .cycling),
    SportCase(type: "road_biking", sport: .cycling),
    SportCase(type: "running", sport: .running),
    SportCase(type: "trail_running", sport: .running),
    SportCase(type: "hiking", sport: .hiking),
    SportCase(type: "strength_training", sport: .strength),
    SportCase(type: "indoor_rowing", sport: .rowing),
    // Strava's type names, as other tools write them.
    SportCase(type: "Ride", sport: .cycling),
    SportCase(type: "VirtualRide", sport: .cycling),
    SportCase(type: "Run", sport: .running),
    SportCase(type: "Walk", sport: .walking),
    // Strava's numeric codes (`StravaGPX iPhone` and older exports): 1 ride, 9 run, 16 swim,
    // 17 virtual ride, 4 hike, 10 walk, 23 rowing; 2 (alpine skiing) has no family.
    SportCase(type: "1", sport: .cycling),
    SportCase(type: "9", sport: .running),
    SportCase(type: " 16 ", sport: .swimming),
    SportCase(type: "17", sport: .cycling),
    SportCase(type: "4", sport: .hiking),
    SportCase(type: "10", sport: .walking),
    SportCase(type: "23", sport: .rowing),
    SportCase(type: "2", sport: .other),
    // Runkeeper writes no type, and the sport and date as the track's name.
    SportCase(name: "Cycling 10/2/17 7:44 am", sport: .cycling),
    SportCase(name: "Running 4/13/20 6:58 am", sport: .running),
    SportCase(name: "Swimming 7/20/13 3:37 pm", sport: .swimming),
    SportCase(name: "Mountain Biking 5/1/18", sport: .cycling),
    SportCase(name: "Bike commute home", sport: .other),
    SportCase(name: "Run 2", sport: .other),
    // A cycling head unit's own file is a ride; a watch's or an app's says nothing.
    SportCase(name: "Tempo Ride", creator: "Garmin Edge 1030", sport: .cycling),
    SportCase(creator: "Wahoo ELEMNT BOLT", sport: .cycling),
    SportCase(creator: "StravaGPX iPhone", sport: .other),
    // The type comes first: a head unit's file that says it was a run is a run.
    SportCase(type: "running", creator: "Garmin Edge 530", sport: .running),
    SportCase(type: "something new", name: "Cycling 10/2/17", sport: .cycling),
    SportCase(sport: .other),
  ])
  func theTypeTheNameOrTheCreatorGiveTheSport(_ example: SportCase) {
    #expect(
      GPXSport.sport(type: example.type, name: example.name, creator: example.creator)
        == example.sport)
  }
}
