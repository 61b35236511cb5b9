import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// A FIT session's `total_ascent` (field 22, metres) becomes the activity's climbing. The values
/// expected are what an independent decoder (python-fitparse 1.2) reads from each sample's
/// session; the laps of `sample-activity.fit` climb 12 + 114 + 20 + 153 = 299 m, the same total.
@Suite struct FITAscentTests {
  @Test(arguments: [
    ("sample-activity.fit", 299.0), ("garmin-fenix-5-run.fit", 2),
    ("sample-activity-indoor-trainer.fit", 4), ("garmin-edge-820-bike.fit", 0),
    ("garmin-fenix-5-bike.fit", 0),
  ])
  func theSessionsTotalAscentIsTheClimbing(_ file: String, _ metres: Double) throws {
    let bytes = try SyncFixture.bytes("fit/\(file)")
    guard case .activities(let report) = try FITActivityReader.read(bytes) else {
      Issue.record("expected activities")
      return
    }
    #expect(report.records.activities.map(\.ascentMeters) == [metres])
  }

  /// These sessions leave the field out (or invalid): no climbing, rather than 0 m.
  @Test(arguments: ["compressed-speed-distance.fit", "developer-types-sample.fit"])
  func aSessionWithoutTotalAscentHasNoClimbing(_ file: String) throws {
    let bytes = try SyncFixture.bytes("fit/\(file)")
    guard case .activities(let report) = try FITActivityReader.read(bytes) else {
      Issue.record("expected activities")
      return
    }
    #expect(report.records.activities.count == 1)
    #expect(report.records.activities.allSatisfy { $0.ascentMeters == nil })
  }
}
