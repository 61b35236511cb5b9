import Foundation
import ScoreEngine
import Testing

@testable import HealthImport

/// An imported export scored by the engine, checked against numbers worked out by hand from
/// docs/algorithm.md (`Fixtures/apple-health/engine-day`, Europe/Paris, D = 2026-09-21).
@Suite struct AppleHealthEngineTests {
  let report: Report

  init() throws {
    let imported = try AppleHealthFixture.importXML("engine-day/export.xml")
    let profile = AthleteProfile(
      timeZone: AppleHealthFixture.timeZone("Europe/Paris"), sex: .male, maxHeartRate: 190,
      restingHeartRate: 50, thresholdHeartRate: 171)
    report = ScorePipeline.report(
      records: imported.report.records, profile: profile, date: LocalDate.ymd("2026-09-21"))
  }

  /// §2: the watch has stages, so the phone's inBed is dropped. Asleep = 90 + 60 + 90 + 90 +
  /// 80 + 40 = 450 min; bed 23:00 → wake 06:40 = 460 min; deep 60, REM 130; one 10-min wake.
  /// §5: ρ = 7.5/8 = 0.9375, duration 75 + 25·(0.9375 − 0.85)/0.15 = 89.5833; efficiency
  /// 100·450/460 = 97.8261; stages 50·(60/450)/0.15 + 50·1 = 94.4444; disturbances 100; timing
  /// absent (no earlier nights). (50·89.5833 + 16·97.8261 + 16·94.4444 + 14·100) / 96 = 93.29 → 93.
  @Test func sleepScore() throws {
    let night = try #require(report.night)
    #expect(night.asleepSeconds == 450 * 60)
    #expect(night.bedtime == healthDate("2026-09-20 23:00:00 +0200"))
    #expect(night.source == Source.annasWatch && night.wakeEvents == 1)
    #expect(report.sleep.value == 93)
  }

  /// §4, §6: b_r = median(50, 52, 48, 50, 51, 49, 50, 50) = 50; r_D = mean(52, 54) = 53 (two
  /// readings of one source in a day are averaged); Δr = 0.06 → rhr = 100 − 12·0.06/0.08 = 91.
  /// HRV is calibrating, respiratory has no baseline, form is in PMC warm-up.
  /// (20·91 + 30·93) / 50 = 92.2 → 92.
  @Test func recoveryScore() {
    #expect(report.restingHeartRate.today == 53 && report.restingHeartRate.baseline == 50)
    #expect(report.recovery.value == 92)
  }

  /// §7: 61 samples at 150 bpm, one a minute over the 60-min ride (the phone's sample and the
  /// one after the ride are not in the stream): they cover the whole hour. x = 100/140,
  /// x_thr = 121/140, male:
  /// L = 100·(x/x_thr)·e^(1.92·(x − x_thr)) = 61.964. §9: steps are the phone's 6000 (its
  /// duplicate dropped; larger than the watch's 5000), A = 4.8; T = 66.764;
  /// strain = 18·ln(1 + 0.25·T^1.1)/ln(1201) = 8.31 → 8.3.
  @Test func strainFromTheWorkoutStreamAndSteps() throws {
    let ride = try #require(report.activitiesToday.first)
    #expect(report.activitiesToday.count == 1)
    #expect(ride.method == .heartRateStream)
    #expect(abs(ride.load - 61.96376795) < 1e-6)
    #expect(report.steps == 6000)
    #expect(report.activeEnergy == 500)
    #expect(report.strain.value == 8.3)
  }
}
