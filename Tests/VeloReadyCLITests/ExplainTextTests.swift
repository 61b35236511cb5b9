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
}
