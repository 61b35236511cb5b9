import Testing

@testable import ScoreEngine

/// Strain of docs/algorithm.md §9.
@Suite struct StrainTests {
  @Test(
    "reference points with A = 0",
    arguments: [(10.0, 3.6), (50, 7.5), (100, 9.4), (150, 10.5), (200, 11.3), (300, 12.4)])
  func referencePoints(total: Double, strain: Double) {
    #expect(Rounding.display(StrainScore.strain(total: total), decimals: 1) == strain)
  }

  @Test func exampleThreeTotalAndStrain() {
    // 96 (power) + 3.331155 (stream) + 7 (steps): T = 106.331155 → 9.570598 → 9.6.
    #expect(close(StrainScore.strain(total: 106.331155), 9.570598))
    #expect(StrainScore.movementTerm(steps: 9000) == 7)
    #expect(close(StrainScore.movementTerm(steps: 5000), 4))
  }

  @Test func theScaleIsClampedAt18() {
    #expect(StrainScore.strain(total: 100_000) == 18)
    #expect(StrainScore.strain(total: 0) == 0)
  }

  @Test func noDataIsZeroWithQualityNoData() {
    let strain = StrainScore(activities: [], steps: nil)
    #expect(strain.value == 0 && strain.quality == .noData && strain.band == .light)
    let stepsOnly = StrainScore(activities: [], steps: 0)
    #expect(stepsOnly.quality == .full && stepsOnly.value == 0)
  }

  @Test(
    "bands on the displayed value",
    arguments: [
      (0, StrainBand.light), (59, .light), (60, .moderate), (109, .moderate), (110, .hard),
      (159, .hard), (160, .veryHard), (180, .veryHard),
    ])
  func bands(tenths: Int, band: StrainBand) {
    #expect(StrainBand(tenths: tenths) == band)
  }
}
