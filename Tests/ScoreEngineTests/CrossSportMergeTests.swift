import Foundation
import Testing

@testable import ScoreEngine

/// The cross-sport duplicate rule of docs/algorithm.md §7 ("One activity, recorded many times",
/// step 3): a recording of sport `other` and one of another sport are one activity when they
/// overlap by at least 80 % of the shorter.
@Suite struct CrossSportMergeTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The first recording: sport, start offset and duration in seconds.
    let first: (Sport, Double, Double)
    /// The second recording, from another source.
    let second: (Sport, Double, Double)
    /// Whether they are one activity.
    let merged: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Both 1000 s; the second starts 200 s later: overlap 800 s, 800 / 1000 = 80 % → one.
    Case(
      name: "a ride and a workout overlapping 80 % of the shorter are one",
      first: (.cycling, 0, 1000), second: (.other, 200, 1000), merged: true),
    // Starting 201 s later: overlap 799 s = 79.9 % < 80 % → two.
    Case(
      name: "a ride and a workout overlapping 79.9 % stay two",
      first: (.cycling, 0, 1000), second: (.other, 201, 1000), merged: false),
    // The shorter decides: a 500 s workout inside an hour's ride from 3200 s on overlaps
    // 400 s = 80 % of 500 → one (though only 11 % of the ride).
    Case(
      name: "the shorter recording sets the bar",
      first: (.cycling, 0, 3600), second: (.other, 3200, 500), merged: true),
    // From 3201 s: 399 s = 79.8 % of 500 → two.
    Case(
      name: "just under 80 % of the shorter stays two",
      first: (.cycling, 0, 3600), second: (.other, 3201, 500), merged: false),
    // The rule holds whichever of the two is `other`: the workout first, the run 200 s later.
    Case(
      name: "other may be the group's first recording",
      first: (.other, 0, 1000), second: (.running, 200, 1000), merged: true),
    // Neither is `other`: 80 % is not enough across sport families.
    Case(
      name: "two named sports never merge across families",
      first: (.cycling, 0, 1000), second: (.running, 0, 1000), merged: false),
    // Two `other` recordings are one family: 50 % suffices (overlap 500 of 1000 s).
    Case(
      name: "two workouts merge at 50 % as one family",
      first: (.other, 0, 1000), second: (.other, 500, 1000), merged: true),
    // A ride and a workout overlapping 50 %: enough within a family, not across sports.
    Case(
      name: "half an overlap is not enough across sports",
      first: (.cycling, 0, 1000), second: (.other, 500, 1000), merged: false),
  ]

  @Test(arguments: cases)
  func aRecordingOfSportOtherJoinsAtEightyPercentOfTheShorter(_ example: Case) {
    let start = instant("2026-09-20T06:00:00Z")
    let first = Activity(
      id: "a", start: start.addingTimeInterval(example.first.1),
      durationSeconds: example.first.2, sport: example.first.0,
      source: Source(provider: .device, name: "Garmin Edge 530"))
    let second = Activity(
      id: "b", start: start.addingTimeInterval(example.second.1),
      durationSeconds: example.second.2, sport: example.second.0,
      source: Source(provider: .appleHealth, name: "Watch"))
    let groups = ActivityMerger.groups([first, second], precedence: .standard)
    #expect(groups.count == (example.merged ? 1 : 2))
    #expect(Set(groups.flatMap { $0 }) == [0, 1])
  }

  @Test func theMergedActivityTakesTheSportOfTheMemberWhoseLoadCounts() {
    let start = instant("2026-09-20T06:00:00Z")
    let ride = Activity(
      id: "ride", start: start, durationSeconds: 3600, sport: .cycling, normalizedPower: 200,
      ftp: 250, source: Source(provider: .device, name: "Garmin Edge 530"))
    let workout = Activity(
      id: "workout", start: start.addingTimeInterval(60), durationSeconds: 3500, sport: .other,
      averageHeartRate: 140, source: Source(provider: .appleHealth, name: "Watch"))
    let merged = ActivityMerger.merge(
      [workout, ride], precedence: .standard, dayOf: ZoneClock(timeZone: zone("UTC")).day(of:)
    ) {
      LoadCalculator.load(
        of: $0, thresholds: PowerThresholds(),
        heartRate: HeartRateSettings(resting: 50, maximum: 190, threshold: 171, sex: .male))
    }
    // Overlap 3500 s of the shorter 3500 s (100 %). Power wins: 1 h × (200/250)² × 100 = 64.
    #expect(merged.count == 1)
    #expect(merged[0].sport == .cycling && merged[0].method == .power)
    #expect(close(merged[0].load, 64))
    #expect(merged[0].averageHeartRate == 140)
  }

  @Test func theMergedActivityShowsTheMostSpecificSportOfItsMembers() {
    // A FIT pool swim (its watch's average heart rate only) and the TCX export of the same swim,
    // whose `Sport="Other"` is all TCX can say of a swim, with a heart-rate stream. The stream
    // method beats the average (docs/algorithm.md §7.3), so the TCX's load counts; the activity
    // still shows `swimming`, never `other` over a named sport (docs/algorithm.md §7.2).
    let start = instant("2026-09-20T06:00:00Z")
    let swim = Activity(
      id: "fit", start: start, durationSeconds: 1800, sport: .swimming, averageHeartRate: 130,
      source: Source(provider: .device, name: "Garmin Forerunner 735XT"))
    let export = Activity(
      id: "tcx", start: start, durationSeconds: 1800, sport: .other,
      heartRate: stride(from: 0.0, through: 1800, by: 60).map {
        HeartRateSample(offset: $0, bpm: 130)
      },
      source: Source(provider: .device, name: "Forerunner 735XT"))
    let settings = HeartRateSettings(resting: 50, maximum: 190, threshold: 171, sex: .male)
    let merged = ActivityMerger.merge(
      [swim, export], precedence: .standard, dayOf: ZoneClock(timeZone: zone("UTC")).day(of:)
    ) { LoadCalculator.load(of: $0, thresholds: PowerThresholds(), heartRate: settings) }
    let own = LoadCalculator.load(of: export, thresholds: PowerThresholds(), heartRate: settings)
    #expect(merged.count == 1)
    #expect(merged[0].sport == .swimming)
    #expect(merged[0].id == "tcx" && merged[0].method == .heartRateStream)
    #expect(merged[0].load == own.load)
  }
}
