import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// TCX files → activities (`Fixtures/device/ride.tcx`: an Edge 530 ride exported by Garmin
/// Connect, two one-minute laps a minute apart, trackpoints every 5 s).
@Suite struct TCXReaderTests {
  func activities(_ bytes: [UInt8]) throws -> ImportReport {
    guard case .activities(let report) = try TCXReader.read(bytes) else {
      Issue.record("expected activities")
      return ImportReport()
    }
    return report
  }

  @Test func readsLapsTrackpointsHeartRateAndPower() throws {
    let report = try activities(try SyncFixture.bytes("device/ride.tcx"))
    #expect(report.seen == ["activities": 1] && report.notes.isEmpty)
    let ride = try #require(report.records.activities.first)
    #expect(ride.id == "tcx:2026-09-20T06:00:00.000Z")
    #expect(ride.start == SyncFixture.instant("2026-09-20T06:00:00Z") && ride.sport == .cycling)
    #expect(ride.source == Source(provider: .device, name: "Edge 530"))
    // Trackpoints 0–60 s and 120–180 s: the 60 s gap is a pause, so 60 + 60 s of moving time.
    #expect(ride.durationSeconds == 120)
    // Laps: 500 + 800 m, 20 + 35 kcal, HR (130·60 + 150·60)/120 = 140, max 162.
    #expect(ride.distanceMeters == 1300 && ride.energyKilocalories == 55)
    #expect(ride.averageHeartRate == 140 && ride.maxHeartRate == 162)
    // 60 s at 150 W, then 60 s at 250 W. Rolling 30 s means: 31 of 150 W, 29 rising by 10/3 W
    // (153.33 … 246.67), 31 of 250 W; NP = ((31·150⁴ + Σ_{j=1…29}(150 + 10j/3)⁴ + 31·250⁴)/91)^¼
    // = 213.3751 W.
    #expect(ride.averagePower == 200)
    #expect(abs((ride.normalizedPower ?? 0) - 213.3751) < 1e-4)
    // Offsets on moving time: 0, 5, …, 60 in lap 1; lap 2 resumes at 60: 60, 65, …, 120.
    #expect(
      ride.heartRate.map(\.offset)
        == Array(stride(from: 0.0, through: 60, by: 5))
        + Array(stride(from: 60.0, through: 120, by: 5)))
    #expect(
      ride.heartRate.map(\.bpm) == (125...137).map(Double.init) + (145...157).map(Double.init))
  }

  @Test func aFileCutShortKeepsTheTrackpointsBeforeTheCut() throws {
    let bytes = try SyncFixture.bytes("device/ride.tcx")
    let text = String(decoding: bytes, as: UTF8.self)
    let cut = try #require(text.range(of: "<Time>2026-09-20T06:02:30.000Z</Time>"))
    let report = try activities(Array(text[..<cut.lowerBound].utf8))
    #expect(
      report.notes == ["the TCX file is cut short; the 19 trackpoints read before the cut are kept"]
    )
    let ride = try #require(report.records.activities.first)
    // Lap 1 (13 points) and lap 2 up to 06:02:25 (6 points): moving 60 + 25 s.
    #expect(ride.heartRate.count == 19 && ride.durationSeconds == 85)
  }

  @Test func aFileOfCoursesIsNotAnActivity() throws {
    guard
      case .notAnActivity(let kind) = try TCXReader.read(try SyncFixture.bytes("device/course.tcx"))
    else {
      Issue.record("expected not an activity")
      return
    }
    #expect(kind == .tcxWithoutActivity)
    #expect(kind.description == "not an activity: a TCX file with no activity")
  }

  @Test func untimedTrackpointsAreSkippedAndImpossibleHeartRatesDropped() throws {
    let tcx = """
      <?xml version="1.0"?>
      <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
        <Activities><Activity Sport="Running"><Id>2026-09-21T07:00:00Z</Id>
          <Lap StartTime="2026-09-21T07:00:00Z"><Track>
            <Trackpoint><Time>2026-09-21T07:00:00Z</Time><HeartRateBpm><Value>140</Value></HeartRateBpm></Trackpoint>
            <Trackpoint><HeartRateBpm><Value>141</Value></HeartRateBpm></Trackpoint>
            <Trackpoint><Time>2026-09-21T07:00:10Z</Time><HeartRateBpm><Value>300</Value></HeartRateBpm></Trackpoint>
            <Trackpoint><Time>2026-09-21T07:00:20Z</Time><HeartRateBpm><Value>150</Value></HeartRateBpm></Trackpoint>
          </Track></Lap>
        </Activity></Activities>
      </TrainingCenterDatabase>
      """
    let report = try activities(Array(tcx.utf8))
    #expect(report.notes == ["1 trackpoints without a readable time were skipped"])
    #expect(report.droppedSamples == ["activities.heartRate.bpm outside 25–250": 1])
    let run = try #require(report.records.activities.first)
    #expect(run.sport == .running && run.durationSeconds == 20)
    #expect(
      run.heartRate == [
        HeartRateSample(offset: 0, bpm: 140), HeartRateSample(offset: 20, bpm: 150),
      ])
    // No lap summary: the stream's mean and maximum.
    #expect(run.averageHeartRate == 145 && run.maxHeartRate == 150)
    #expect(run.source == Source(provider: .device, name: "TCX file"))
  }

  /// A one-lap TCX activity with `timer` lap seconds, optional lap calories, and a trackpoint with
  /// heart rate 140 at each of `seconds` after 07:00:00.
  func lapFile(timer: Double, calories: Int? = nil, seconds: [Int]) -> [UInt8] {
    let points = seconds.map { second in
      let time = SyncFixture.instant("2026-09-22T07:00:00Z").addingTimeInterval(Double(second))
      return "<Trackpoint><Time>\(ISO8601DateFormatter().string(from: time))</Time>"
        + "<HeartRateBpm><Value>140</Value></HeartRateBpm></Trackpoint>"
    }
    let lapCalories = calories.map { "<Calories>\($0)</Calories>" } ?? ""
    return Array(
      """
      <TrainingCenterDatabase><Activities><Activity Sport="Biking"><Id>2026-09-22T07:00:00Z</Id>
      <Lap StartTime="2026-09-22T07:00:00Z"><TotalTimeSeconds>\(timer)</TotalTimeSeconds>\(lapCalories)
      <Track>\(points.joined())</Track></Lap></Activity></Activities></TrainingCenterDatabase>
      """.utf8)
  }

  @Test func smartRecordingKeepsTheTimerTime() throws {
    // An indoor ride with smart recording: a point only every 45 s, as a head unit writes one
    // when nothing changes. The gap rule alone took every gap for a pause (0 s of riding); the
    // lap's timer says 900 s and no pause, so the points stand 45 s apart on moving time.
    let report = try activities(
      lapFile(timer: 900, seconds: Array(stride(from: 0, through: 900, by: 45))))
    let ride = try #require(report.records.activities.first)
    #expect(ride.durationSeconds == 900 && report.notes.isEmpty)
    #expect(ride.heartRate.map(\.offset) == Array(stride(from: 0.0, through: 900, by: 45)))
  }

  @Test func theTimerPlacesItsPauseInTheLongestGap() throws {
    // Points every 40 s for 200 s, a café stop of 300 s, then 40 s steps to 600 s: the timer
    // of 300 s leaves 300 s of pause, which the 300 s gap takes; the 40 s gaps are riding.
    let seconds =
      Array(stride(from: 0, through: 200, by: 40)) + Array(stride(from: 500, through: 600, by: 40))
    let report = try activities(lapFile(timer: 300, seconds: seconds))
    let ride = try #require(report.records.activities.first)
    #expect(ride.durationSeconds == 300)
    #expect(ride.heartRate.map(\.offset) == [0, 40, 80, 120, 160, 200, 200, 240, 280])
  }

  @Test func anAbsurdLapValueIsDroppedAndTheRideKept() throws {
    // A real Garmin Connect export wrote lap `Calories` 547469: the ride and its stream stay,
    // without calories, and the summary counts the dropped field.
    let report = try activities(lapFile(timer: 120, calories: 547_469, seconds: [0, 60, 120]))
    let ride = try #require(report.records.activities.first)
    #expect(ride.energyKilocalories == nil && ride.heartRate.count == 3)
    #expect(report.rejections.total == 0)
    #expect(report.droppedFields.drops[.energy]?.firstValue == 547_469)
    #expect(report.droppedFields.total == 1)
  }

  @Test func aDocumentWithoutTheTCXRootIsRefused() {
    #expect(
      throws: ImportError.unrecognised(
        reason: "not a TCX file (no <TrainingCenterDatabase> element)")
    ) {
      try TCXReader.read(Array("<gpx><trk/></gpx>".utf8))
    }
  }
}
