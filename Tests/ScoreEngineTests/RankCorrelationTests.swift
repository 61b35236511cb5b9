import Foundation
import Testing

@testable import ScoreEngine

/// Spearman's ρ, its Fisher-z interval and the verdict of docs/algorithm.md §15.3–§15.4, with
/// values worked out by hand.
@Suite struct RankCorrelationTests {
  struct RankCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let values: [Double]
    let ranks: [Double]
  }

  @Test(arguments: [
    RankCase(testDescription: "distinct values", values: [30, 10, 20], ranks: [3, 1, 2]),
    RankCase(
      testDescription: "a tie shares the mean of its ranks", values: [10, 20, 20, 5],
      ranks: [2, 3.5, 3.5, 1]),
    RankCase(
      testDescription: "three equal values share rank 2", values: [7, 7, 7], ranks: [2, 2, 2]),
  ])
  func ranksAverageTies(_ rankCase: RankCase) {
    #expect(RankCorrelation.ranks(rankCase.values) == rankCase.ranks)
  }

  @Test func fivePairsWithTwoSwapsGiveZeroPointEight() throws {
    // Ranks equal the values; d = −1, 1, −1, 1, 0, so Σd² = 4 and ρ = 1 − 6·4/(5·24) = 0.8.
    // SE = √(1.06/2) = 0.728011; atanh 0.8 = 1.098612; 1.098612 ∓ 1.959964·0.728011 gives
    // tanh(−0.328263) = −0.316959 and tanh(2.525487) = 0.987275.
    let correlation = RankCorrelation([(1, 2), (2, 1), (3, 4), (4, 3), (5, 5)])
    #expect(correlation.pairs == 5)
    #expect(close(correlation.coefficient, 0.8, 1e-12))
    #expect(close(correlation.lower, -0.316959))
    #expect(close(correlation.upper, 0.987275))
  }

  @Test func tiesAreRankedBeforeCorrelating() {
    // x ranks 1, 2.5, 2.5, 4 against y 1…4: Σdxdy = 4.5, Σdx² = 4.5, Σdy² = 5, ρ = 4.5/√22.5.
    let correlation = RankCorrelation([(10, 1), (20, 2), (20, 3), (30, 4)])
    #expect(close(correlation.coefficient, 0.948683))
  }

  @Test func aReversedOrderIsMinusOneWithAClosedInterval() {
    let correlation = RankCorrelation((1...10).map { (Double($0), Double(-$0)) })
    #expect(correlation.coefficient == -1)
    #expect(correlation.lower == -1 && correlation.upper == -1)
  }

  @Test func noSpreadOrTooFewPairsHasNoCoefficient() {
    #expect(RankCorrelation([(1, 5), (2, 5), (3, 5), (4, 5)]).coefficient == nil)
    #expect(RankCorrelation([(1, 1), (2, 2)]).coefficient == nil)
    let three = RankCorrelation([(1, 1), (2, 2), (3, 3)])
    #expect(three.coefficient == 1 && three.lower == nil)
  }

  struct VerdictCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let pairs: [(x: Double, y: Double)]
    let expectsPositive: Bool
    let verdict: CorrelationVerdict
  }

  /// y = x ± 3 alternating: ρ = 0.949722 over 30 pairs, interval 0.893816…0.976558.
  static let closeToLine: [(x: Double, y: Double)] = (0..<30).map { (index: Int) in
    let offset = index % 2 == 1 ? 3 : -3
    return (Double(index), Double(index + offset))
  }
  /// y = 17·x mod 40: ρ = −0.020638, interval −0.338487…0.301438.
  static let scattered: [(x: Double, y: Double)] = (0..<40).map { (index: Int) in
    (Double(index), Double(index * 17 % 40))
  }

  @Test(arguments: [
    VerdictCase(
      testDescription: "29 pairs on a line: too few to judge",
      pairs: (0..<29).map { (Double($0), Double($0)) }, expectsPositive: true,
      verdict: .tooFewPairs),
    VerdictCase(
      testDescription: "30 pairs close to a line, expected positive: holds, strong",
      pairs: closeToLine, expectsPositive: true, verdict: .holds(.strong)),
    VerdictCase(
      testDescription: "the same, expected negative: contrary, strong",
      pairs: closeToLine, expectsPositive: false, verdict: .contrary(.strong)),
    VerdictCase(
      testDescription: "scattered pairs: the interval holds zero, unclear",
      pairs: scattered, expectsPositive: true, verdict: .unclear),
    VerdictCase(
      testDescription: "one side constant: no spread",
      pairs: (0..<40).map { (Double($0), 1) }, expectsPositive: true, verdict: .noSpread),
  ])
  func verdicts(_ verdictCase: VerdictCase) {
    let correlation = RankCorrelation(verdictCase.pairs)
    #expect(
      CorrelationVerdict(correlation, expectsPositive: verdictCase.expectsPositive)
        == verdictCase.verdict)
  }

  @Test func theScatteredAndCloseCasesHaveTheirHandValues() {
    let close30 = RankCorrelation(Self.closeToLine)
    #expect(close(close30.coefficient, 0.949722) && close(close30.lower, 0.893816))
    let scattered = RankCorrelation(Self.scattered)
    #expect(close(scattered.coefficient, -0.020638) && close(scattered.upper, 0.301438))
  }

  @Test(arguments: [
    (0.05, CorrelationStrength.negligible), (-0.1, .weak), (0.29, .weak), (0.3, .moderate),
    (-0.49, .moderate), (0.5, .strong), (-1, .strong),
  ])
  func strengthsFollowCohen(_ rho: Double, _ strength: CorrelationStrength) {
    #expect(CorrelationStrength(rho) == strength)
  }
}
