import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// The ascent of a track from its altitudes, worked by hand (docs/algorithm.md §7.6): a turn
/// counts once the altitude has moved 3 m from the extreme since the last turn.
@Suite struct TrackClimbingTests {
  @Test func aSteadyClimbCountsInFullAndJitterCountsNothing() {
    // 0, 1, …, 10 m: one climb of 10 m, although no single step reaches the threshold.
    #expect(TrackClimbing.ascent((0...10).map(Double.init)) == 10)
    // ±1 m of GPS jitter on flat ground: a naive sum of rises would give 4 m.
    #expect(TrackClimbing.ascent([100, 101, 100, 101, 100, 101, 100, 101, 100]) == 0)
    #expect(TrackClimbing.ascent([100]) == nil)
    #expect(TrackClimbing.ascent([]) == nil)
  }

  @Test func aDipSmallerThanTheThresholdDoesNotSplitAClimb() {
    // 100 → 110, a 2 m dip (not a turn), → 120: one climb of 20 m; down to 90 (a turn), then
    // up to 95: a second climb of 5 m. 25 m in all; every rise summed would say 27 m.
    #expect(TrackClimbing.ascent([100, 110, 108, 120, 115, 90, 95]) == 25)
    // A descent first: 50 → 40 → 44 → 43 → 47: one climb from 40 to 47.
    #expect(TrackClimbing.ascent([50, 40, 44, 43, 47]) == 7)
    // A rise of 2 m at the end is below the threshold and never confirmed.
    #expect(TrackClimbing.ascent([50, 40, 42]) == 0)
  }

  /// A tiny GPX whose points climb 0 → 12 m, wobble, descend to 5 m and climb to 20 m.
  @Test func aGPXTrackGetsItsAscentFromItsElevations() throws {
    let altitudes: [Double] = [0, 4, 12, 11, 12, 5, 9, 20]
    let points = altitudes.enumerated().map { index, altitude in
      """
      <trkpt lat="47.0" lon="\(8.0 + Double(index) * 0.0001)"><ele>\(altitude)</ele>\
      <time>2026-09-20T06:00:\(String(format: "%02d", index * 5))Z</time></trkpt>
      """
    }
    let gpx = """
      <?xml version="1.0"?><gpx version="1.1" creator="test"><trk><type>cycling</type><trkseg>
      \(points.joined(separator: "\n"))
      </trkseg></trk></gpx>
      """
    guard case .activities(let report) = try GPXReader.read(Array(gpx.utf8)) else {
      Issue.record("expected activities")
      return
    }
    // 0 → 12 (12 m), turn at 5, 5 → 20 (15 m): 27 m.
    #expect(report.records.activities.map(\.ascentMeters) == [27])
  }

  @Test func aTCXTrackGetsItsAscentFromItsAltitudes() throws {
    let altitudes: [Double] = [200, 203.5, 203, 210, 206, 204]
    let points = altitudes.enumerated().map { index, altitude in
      "<Trackpoint><Time>2026-09-20T06:00:\(String(format: "%02d", index * 5))Z</Time>"
        + "<AltitudeMeters>\(altitude)</AltitudeMeters></Trackpoint>"
    }
    let tcx = """
      <?xml version="1.0"?>
      <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
      <Activities><Activity Sport="Biking"><Id>2026-09-20T06:00:00Z</Id>
      <Lap StartTime="2026-09-20T06:00:00Z"><TotalTimeSeconds>25</TotalTimeSeconds><Track>
      \(points.joined(separator: "\n"))
      </Track></Lap></Activity></Activities></TrainingCenterDatabase>
      """
    guard case .activities(let report) = try TCXReader.read(Array(tcx.utf8)) else {
      Issue.record("expected activities")
      return
    }
    // 200 → 210 in one climb (the 0.5 m dip is no turn), then down: 10 m.
    #expect(report.records.activities.map(\.ascentMeters) == [10])
  }
}
