import Testing

@testable import ScoreEngine

/// Every piecewise-linear map of docs/algorithm.md §6, at knots, between them and beyond the ends.
@Suite struct PiecewiseLinearTests {
  @Test(
    "hrv map on z",
    arguments: [
      (-5.0, 0.0), (-3.5, 0), (-3.25, 5), (-3, 10), (-2.5, 22.5), (-2, 35), (-1.5, 50),
      (-1.25, 57.5), (-1, 65), (-0.5, 80), (-0.25, 85), (0, 90), (0.25, 95), (0.5, 100),
      (2, 100),
    ])
  func hrvMap(z: Double, expected: Double) {
    #expect(close(RecoveryScore.hrvMap(z), expected, 1e-9))
  }

  @Test(
    "resting heart rate map on relative deviation",
    arguments: [
      (-0.2, 100.0), (0, 100), (0.04, 94), (0.08, 88), (0.115, 77.5), (0.15, 67), (0.2, 52),
      (0.25, 37), (0.435, 18.5), (0.62, 0), (1, 0),
    ])
  func restingHeartRateMap(deviation: Double, expected: Double) {
    #expect(close(RecoveryScore.restingHeartRateMap(deviation), expected, 1e-9))
  }

  @Test(
    "respiratory map on relative deviation",
    arguments: [
      (-0.5, 40.0), (-0.30, 40), (-0.225, 55), (-0.15, 70), (-0.10, 85), (-0.05, 100), (0, 100),
      (0.05, 100), (0.10, 75), (0.15, 50), (0.275, 25), (0.40, 0), (0.9, 0),
    ])
  func respiratoryMap(deviation: Double, expected: Double) {
    #expect(close(RecoveryScore.respiratoryMap(deviation), expected, 1e-9))
  }

  @Test(
    "load ratio map on ATL/CTL",
    arguments: [(0.5, 100.0), (1.0, 100), (1.25, 75), (1.5, 50), (2.0, 25), (2.5, 0), (4, 0)])
  func loadRatioMap(ratio: Double, expected: Double) {
    #expect(close(RecoveryScore.loadRatioMap(ratio), expected, 1e-9))
  }

  @Test(
    "load penalty map on yesterday's load",
    arguments: [
      (0.0, 0.0), (50, 0), (75, 5), (100, 10), (120, 13), (150, 17.5), (200, 25), (275, 32.5),
      (350, 40), (600, 40),
    ])
  func loadPenaltyMap(load: Double, expected: Double) {
    #expect(close(RecoveryScore.loadPenaltyMap(load), expected, 1e-9))
  }

  @Test func formScoreIsNeverNegative() {
    // ATL/CTL = 2.5 → 0; penalty at 200 = 25; max(0, 0 − 25) = 0.
    #expect(RecoveryScore.formScore(ctl: 40, atl: 100, loadYesterday: 200) == 0)
    // Example 4 seeded: ratio 49.037901/40.277238 → 78.249097, penalty 6.
    #expect(
      close(
        RecoveryScore.formScore(ctl: 40.277238, atl: 49.037901, loadYesterday: 80), 72.249097,
        1e-5))
  }
}
