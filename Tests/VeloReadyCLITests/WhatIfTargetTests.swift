import ScoreEngine
import Testing

@testable import VeloReadyCLI

/// `what-if --target`: the target load of docs/algorithm.md §16.1 on each planned morning, worked
/// by hand with the standard constants (kc = 0.0235283, ka = 0.1331221, kc − ka = −0.1095938).
@Suite struct WhatIfTargetTests {
  /// A chart anchored at CTL 40, ATL 30 at the end of Fri 20 Nov 2026, so established from the
  /// next day on; planned loads 100 and 0.
  static func targets(_ band: ScoreBand, loads: [Double] = [100, 0]) throws -> [WhatIfTarget] {
    let friday = try #require(LocalDate(iso: "2026-11-20"))
    let anchor = FitnessSeed(
      date: friday, ctl: 40, atl: 30, source: Source(provider: .native, name: "test"))
    let chart = PerformanceChart(
      loads: [:], anchor: anchor, constants: .standard, lastDay: friday)
    let projection = FormProjection(chart: chart, from: friday, plannedLoads: loads)
    return WhatIfTarget.targets(projection, chart: chart, band: band)
  }

  func close(_ value: Double?, _ expected: Double) -> Bool {
    guard let value else { return false }
    return abs(value - expected) < 1e-4
  }

  @Test func eachPlannedMorningGetsTheRangeOfItsOwnCTLAndATL() throws {
    let targets = try Self.targets(.good)
    #expect(targets.map(\.date.description) == ["2026-11-21", "2026-11-22"])
    // Sat 21 Nov: the recorded morning, 40 × 0.9764717 − 30 × 0.8668779 = 13.052530 at rest;
    // Good wants TSB −20 … −5: L = 18.052530 / 0.1095938 = 164.7222 … 33.052530 / 0.1095938
    // = 301.5913.
    #expect(close(targets[0].outcome.target?.load.low, 164.7222))
    #expect(close(targets[0].outcome.target?.load.high, 301.5913))
    // Sun 22 Nov, after the planned 100: CTL = 40 + 60 × 0.0235283 = 41.411699,
    // ATL = 30 + 70 × 0.1331221 = 39.318547; at rest 41.411699 × 0.9764717
    // − 39.318547 × 0.8668779 = 6.352972, so L = 11.352972 / 0.1095938 = 103.5914
    // … 26.352972 / 0.1095938 = 240.4605.
    #expect(close(targets[1].outcome.target?.load.low, 103.5914))
    #expect(close(targets[1].outcome.target?.load.high, 240.4605))
  }

  @Test func payAttentionOnAFreshMorningAllowsAnEasyDay() throws {
    // Pay attention wants TSB 0 … +25 tomorrow; 13.052530 at rest is inside it, so the least is
    // 0 and the most is (0 − 13.052530) / −0.1095938 = 119.0992.
    let target = try #require(try Self.targets(.payAttention, loads: []).first?.outcome.target)
    #expect(target.load.low == 0)
    #expect(close(target.load.high, 119.0992))
  }

  @Test func aTargetAloneAsksForTomorrowOnly() throws {
    #expect(try Self.targets(.optimal, loads: []).count == 1)
  }
}
