import Foundation
import ScoreEngine
import Testing

@testable import VeloReadyCLI

/// The pieces of `explain` text worked out by hand from docs/algorithm.md.
@Suite struct ExplainTextTests {
  @Test func aValueBetweenKnotsNamesThemAndTheSubScore() {
    // z −0.71 on the HRV map: 65 + (80 − 65) × 0.29 / 0.5 = 73.7.
    let text = ExplainNumber.mapping(
      RecoveryScore.hrvMap, -0.71, "z -0.71", result: RecoveryScore.hrvMap(-0.71))
    #expect(text == "z -0.71 lies between -1 → 65 and -0.5 → 80: 73.7")
  }

  @Test func aValueBeyondTheLastKnotNamesIt() {
    // ATL/CTL 2.8 is past 2.5 → 0 on the ratio map.
    let text = ExplainNumber.mapping(RecoveryScore.loadRatioMap, 2.8, "2.800", result: 0)
    #expect(text == "2.800 is at or after the last knot 2.5 → 0: 0.0")
  }

  @Test(
    "knots are written as short as they are defined",
    arguments: [(-1.0, "-1"), (0.08, "0.08"), (2.5, "2.5"), (1201, "1201"), (0.625, "0.625")])
  func shortKnots(value: Double, text: String) {
    #expect(ExplainNumber.short(value) == text)
  }

  @Test func zoneBoundariesMatchTheTableOfSection8() {
    #expect(
      ExplainLoad.zoneBoundaries()
        == "transition above 25.0 · fresh 5.1 to 25.0 · grey -10.0 to 5.0 · "
        + "optimal -30.0 to -10.1 · high risk below -30.0")
  }

  @Test func theNormalRangeComesFromTheUnroundedMeanAndSigma() throws {
    // docs/algorithm.md §4.2: exp(μ60 ± σ'). μ60 = ln 60.04, σ60 = 0.0803:
    // 60.04 × e^0.0803 = 60.04 × 1.08361 = 65.06 → 65.1 and 60.04 / 1.08361 = 55.41 → 55.4.
    // From the values shown (60.0 ms, σ' 0.080): 60.0 × e^0.080 = 65.00 → 65.0, a tenth off.
    let baseline = HRVBaseline(
      kind: .rmssd, today: log(62.0), mean7: nil, days7: 1, mean60: log(60.04), sd60: 0.0803,
      days60: 30)
    let range = try #require(normalRange(baseline))
    #expect(abs(range.high - 65.060) < 0.001)
    #expect(abs(range.low - 55.407) < 0.001)
    let none = TodaySnapshot.Metric(today: nil, baseline: nil, days: 0)
    let notes = ExplainBaselines.notes(
      TodaySnapshot.Baselines(
        hrv: TodaySnapshot.HRV(
          kind: .rmssd, todayMs: 62.0, mean7Ms: nil, mean60Ms: 60.0, sd60: 0.080, days60: 30,
          zToday: nil, z7: nil, z: nil, rangeLowMs: 55.4, rangeHighMs: 65.1),
        restingHeartRate: none, respiratoryRate: none))
    #expect(notes[0].contains("normal range 55.4–65.1 ms"))
  }
}
