import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// One ride recorded by three providers counts once (docs/algorithm.md §7.2): intervals.icu, Strava
/// as mapped by their importers, and an Apple Watch workout built directly.
@Suite struct CrossSourceMergeTests {
  let paris = TimeZone(identifier: "Europe/Paris") ?? TimeZone(secondsFromGMT: 7200) ?? .current

  /// The ride as the Apple Watch recorded it: a few seconds earlier, elapsed time, an HR stream.
  func watchRecording() -> Activity {
    let samples = stride(from: 0.0, through: 5790, by: 5).map { offset in
      HeartRateSample(offset: offset, bpm: 128 + 14 * sin(offset / 600))
    }
    return Activity(
      id: "6F1C2D7A-0B7E-4C55-9E4B-2A1D5C3B9E10",
      start: SyncFixture.instant("2026-09-20T05:37:58Z"), durationSeconds: 5790, sport: .cycling,
      name: "Outdoor Cycle", averageHeartRate: 139, maxHeartRate: 172, energyKilocalories: 990,
      heartRate: samples, source: Source(provider: .appleHealth, name: "Apple Watch"))
  }

  func records() throws -> RecordSet {
    var records = RecordSet()
    records.append(
      contentsOf: try IntervalsActivitiesParser.parse(
        try SyncFixture.bytes("intervals/activities.json")
      ).records)
    records.append(
      contentsOf: try StravaActivitiesParser.parse(
        try SyncFixture.bytes("strava/activities-en-103.csv")
      ).records)
    records.activities.append(watchRecording())
    return records
  }

  @Test func theSameRideFromThreeSourcesCountsOnceWithThePowerLoad() throws {
    let report = ScorePipeline.report(
      records: try records(), profile: AthleteProfile(timeZone: paris),
      date: SyncFixture.day("2026-09-20"))
    #expect(report.activitiesToday.count == 1)
    let ride = try #require(report.activitiesToday.first)
    // intervals.icu has NP and FTP: the power method beats Strava's own Training Load (source)
    // and the watch's heart-rate stream.
    #expect(ride.method == .power)
    #expect(ride.id == "i98765432")
    let expected = 5545.0 / 3600 * (218.0 / 265) * (218.0 / 265) * 100
    #expect(abs(ride.load - expected) < 1e-9)
    #expect(abs(report.load.today - expected) < 1e-9)
    #expect(ride.start == SyncFixture.instant("2026-09-20T05:38:11Z"))
    #expect(ride.durationSeconds == 5545)
    #expect(
      Set(ride.members.map { "\($0.provider.rawValue)/\($0.source)/\($0.id)" }) == [
        "intervals.icu/Garmin Edge 840/i98765432", "strava/Strava/15872034411",
        "apple-health/Apple Watch/6F1C2D7A-0B7E-4C55-9E4B-2A1D5C3B9E10",
      ])
    #expect(ride.members.count == 3)
    #expect(ride.name == "Saturday tempo loop")
  }

  @Test func aRideWithoutASharedIDStillMergesByOverlapAndKeepsTheSourceLoad() throws {
    // The run has no strava_id in intervals.icu: it matches Strava's row by sport and overlap.
    let report = ScorePipeline.report(
      records: try records(), profile: AthleteProfile(timeZone: paris),
      date: SyncFixture.day("2026-09-16"))
    #expect(report.activitiesToday.count == 1)
    let run = try #require(report.activitiesToday.first)
    #expect(run.method == .source && run.load == 38 && run.id == "i98690021")
    #expect(Set(run.members.map(\.provider)) == [.intervals, .strava])
  }

  @Test func withoutIntervalsTheBestRemainingMethodWins() throws {
    var records = try records()
    records.activities.removeAll { $0.source.provider == .intervals }
    let report = ScorePipeline.report(
      records: records, profile: AthleteProfile(timeZone: paris),
      date: SyncFixture.day("2026-09-20"))
    let ride = try #require(report.activitiesToday.first)
    #expect(report.activitiesToday.count == 1)
    // Without an FTP, Strava's Training Load (source) beats the watch's heart-rate stream.
    #expect(ride.method == .source && ride.load == 94 && ride.id == "15872034411")
    #expect(ride.members.count == 2)
  }
}
