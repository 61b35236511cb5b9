import Testing

@testable import ScoreEngine

/// Display rounding (docs/algorithm.md §1.4) and worked example 6: displayed values.
@Suite struct RoundingTests {
  @Test(
    "display values round half away from zero after removing binary noise",
    arguments: [
      (93.534628, 0, 94.0), (97.5, 0, 98), (-2.5, 0, -3), (1.005, 2, 1.01), (2.675, 2, 2.68),
      (7.25, 1, 7.3), (0.35, 1, 0.4), (-1.497, 2, -1.50), (80.49999999999999, 0, 81),
      (95.4999996, 0, 96), (95.4999994, 0, 95), (9.96, 1, 10.0), (5.96, 1, 6.0),
    ])
  func displayRounding(x: Double, decimals: Int, expected: Double) {
    #expect(Rounding.display(x, decimals: decimals) == expected)
  }

  @Test func displayedDifferencesAreExactInUnits() {
    #expect(Rounding.units(64.1, decimals: 1) - Rounding.units(59.1, decimals: 1) == 50)
    #expect(Rounding.units(16.4, decimals: 1) - Rounding.units(14.9, decimals: 1) == 15)
    #expect(Rounding.units(40.3, decimals: 1) - Rounding.units(49.0, decimals: 1) == -87)
    #expect(Rounding.units(-1.497, decimals: 2) == -150)
    #expect(Rounding.units(9.96, decimals: 1) == 100)
  }

  @Test func nonFiniteValuesRoundToZeroUnits() {
    #expect(Rounding.units(.nan, decimals: 1) == 0)
    #expect(Rounding.units(.infinity, decimals: 0) == 0)
  }
}
