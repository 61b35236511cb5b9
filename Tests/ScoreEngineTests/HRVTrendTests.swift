import Testing

@testable import ScoreEngine

/// The HRV trend (docs/algorithm.md §16.3): cv7, cvBase and the verdict on displayed values.
@Suite struct HRVTrendTests {
  @Test func cv7OfTheWorkedExample() {
    // ln values 4.0, 4.1, 4.0, 4.2, 4.1: mean 4.08, squares 0.0064 + 0.0004 + 0.0064 + 0.0144 +
    // 0.0004 = 0.028, SD = √(0.028/4) = 0.083666, cv7 = 100 × 0.083666/4.08 = 2.050637 %.
    #expect(close(HRVTrend.cv7([4.0, 4.1, 4.0, 4.2, 4.1]), 2.050637))
  }

  @Test func cv7NeedsFiveDays() {
    #expect(HRVTrend.cv7([4.0, 4.1, 4.0, 4.2]) == nil)
    #expect(HRVTrend.cv7([4.0, 4.1, 4.0, 4.2, 4.1]) != nil)
    // A mean at or under ln 1 ms has no ratio.
    #expect(HRVTrend.cv7([0, 0, 0, 0.1, -0.1]) == nil)
  }

  @Test func cvBaseIsTheMedianOfAtLeastFourteenValues() {
    let thirteen = (1...13).map(Double.init)
    #expect(HRVTrend.cvBase(thirteen) == nil)
    // 1 … 14: the median is the mean of the 7th and 8th, 7.5.
    #expect(HRVTrend.cvBase(thirteen + [14]) == 7.5)
  }

  struct VerdictCase: CustomTestStringConvertible, Sendable {
    let name: String
    let z7: Int?
    let cv7: Int?
    let cvBase: Int?
    let verdict: HRVTrend.Verdict
    var testDescription: String { name }
  }

  /// z7 in hundredths, CVs in tenths; 2.1 against a base of 1.4 is exactly 1.5 times it.
  static let verdicts: [VerdictCase] = [
    VerdictCase(name: "z7 −0.99 is stable", z7: -99, cv7: 40, cvBase: 10, verdict: .stable),
    VerdictCase(name: "z7 0.99 is stable", z7: 99, cv7: nil, cvBase: nil, verdict: .stable),
    VerdictCase(
      name: "z7 0.00 without CVs is stable", z7: 0, cv7: nil, cvBase: nil, verdict: .stable),
    VerdictCase(
      name: "z7 −1.00, cv7 2.1 = 1.5 × 1.4: accumulated fatigue", z7: -100, cv7: 21, cvBase: 14,
      verdict: .accumulatedFatigue),
    VerdictCase(
      name: "z7 −1.00, cv7 2.2 > 2.1: maladaptation", z7: -100, cv7: 22, cvBase: 14,
      verdict: .maladaptation),
    VerdictCase(
      name: "z7 −2.50 with a quiet week: accumulated fatigue", z7: -250, cv7: 10, cvBase: 30,
      verdict: .accumulatedFatigue),
    VerdictCase(
      name: "z7 1.00, cv7 2.1: coping well", z7: 100, cv7: 21, cvBase: 14, verdict: .copingWell),
    VerdictCase(
      name: "z7 1.00, cv7 2.2: unsettled", z7: 100, cv7: 22, cvBase: 14, verdict: .unsettled),
    VerdictCase(name: "no z7: calibrating", z7: nil, cv7: 20, cvBase: 20, verdict: .calibrating),
    VerdictCase(
      name: "z7 −1.50 without cv7: calibrating", z7: -150, cv7: nil, cvBase: 20,
      verdict: .calibrating),
    VerdictCase(
      name: "z7 1.20 without cvBase: calibrating", z7: 120, cv7: 20, cvBase: nil,
      verdict: .calibrating),
  ]

  @Test(arguments: verdicts)
  func eachVerdictBoundary(_ example: VerdictCase) {
    #expect(
      HRVTrend.verdict(
        z7Hundredths: example.z7, cv7Tenths: example.cv7, cvBaseTenths: example.cvBase)
        == example.verdict)
  }

  @Test func theVerdictComparesDisplayedValues() {
    // The worked example: cv7 2.050637 shows as 2.1; fourteen days of cv7 1.4 make cvBase 1.4, so
    // the limit is 2.1 exactly (unrounded, 2.050637 ≤ 2.1 would say the same; 2.14 shows as 2.1
    // and is still usual, 2.15 shows as 2.2 and is not).
    let week: [Double?] = [4.0, 4.1, nil, 4.0, 4.2, nil, 4.1]
    let base = Array(repeating: 1.4, count: 14)
    let trend = HRVTrend(z7: -0.995, week: week, earlierCV7: base)
    // −0.995 shows as −1.00 (half away from zero): not stable.
    #expect(trend.days7 == 5 && trend.baseDays == 14)
    #expect(trend.verdict == .accumulatedFatigue && trend.missing.isEmpty)
    #expect(HRVTrend(z7: -0.9949, week: week, earlierCV7: base).verdict == .stable)
    #expect(
      HRVTrend.verdict(
        z7Hundredths: -100, cv7Tenths: Rounding.units(2.14, decimals: 1),
        cvBaseTenths: 14) == .accumulatedFatigue)
    #expect(
      HRVTrend.verdict(
        z7Hundredths: -100, cv7Tenths: Rounding.units(2.15, decimals: 1),
        cvBaseTenths: 14) == .maladaptation)
  }

  @Test func calibratingSaysWhatIsMissing() {
    let four: [Double?] = [4.0, 4.1, nil, nil, nil, 4.0, 4.2]
    let trend = HRVTrend(z7: 1.5, week: four, earlierCV7: Array(repeating: 2, count: 13))
    #expect(trend.verdict == .calibrating)
    #expect(trend.missing == [.cv7, .cvBase] && trend.days7 == 4 && trend.baseDays == 13)
    #expect(HRVTrend(z7: nil, week: four, earlierCV7: []).missing == [.z7, .cv7, .cvBase])
    // Stable needs z7 only, and lacks nothing.
    #expect(HRVTrend(z7: 0.5, week: four, earlierCV7: []).missing.isEmpty)
  }
}
