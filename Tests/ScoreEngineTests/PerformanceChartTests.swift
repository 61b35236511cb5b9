import Testing

@testable import ScoreEngine

/// The PMC of docs/algorithm.md §8 with worked example 4: five days, unseeded and seeded.
@Suite struct PerformanceChartTests {
  let loads: [Int: Double] = [
    day("2025-03-01").dayNumber: 100, day("2025-03-03").dayNumber: 50,
    day("2025-03-04").dayNumber: 80,
  ]

  @Test func unseededExampleFour() throws {
    let chart = PerformanceChart(
      loads: loads, firstFitnessDay: nil, seed: nil, lastDay: day("2025-03-05"))
    let expected: [(String, Double, Double)] = [
      ("2025-03-01", 2.380952, 14.285714), ("2025-03-02", 2.324263, 12.244898),
      ("2025-03-03", 3.459400, 17.638484), ("2025-03-04", 5.281795, 26.547272),
      ("2025-03-05", 5.156038, 22.754805),
    ]
    for (date, ctl, atl) in expected {
      let values = try #require(chart.values(atEndOf: day(date)))
      #expect(close(values.ctl, ctl) && close(values.atl, atl))
    }
    #expect(chart.values(atEndOf: day("2025-02-26"))?.ctl == 0)
    #expect(!chart.isEstablished(at: day("2025-03-05")))
    #expect(chart.isEstablished(at: day("2025-04-12")))
    #expect(!chart.isEstablished(at: day("2025-04-11")))
  }

  @Test func seededExampleFour() throws {
    let seed = FitnessSeed(date: day("2025-03-01"), ctl: 40, atl: 50, source: native("n"))
    let chart = PerformanceChart(
      loads: loads, firstFitnessDay: seed.date, seed: seed, lastDay: day("2025-03-05"))
    let expected: [(String, Double, Double)] = [
      ("2025-03-01", 40, 50), ("2025-03-02", 39.047619, 42.857143),
      ("2025-03-03", 39.308390, 43.877551), ("2025-03-04", 40.277238, 49.037901),
      ("2025-03-05", 39.318256, 42.032486),
    ]
    for (date, ctl, atl) in expected {
      let values = try #require(chart.values(atEndOf: day(date)))
      #expect(close(values.ctl, ctl) && close(values.atl, atl))
    }
    #expect(chart.isEstablished(at: day("2025-03-05")))
    #expect(chart.values(atEndOf: day("2025-02-28")) == nil)
  }

  @Test func valuesBeyondTheLastLoadDecay() throws {
    let chart = PerformanceChart(
      loads: [day("2025-01-01").dayNumber: 42], firstFitnessDay: nil, seed: nil,
      lastDay: day("2025-01-01"))
    let second = try #require(chart.values(atEndOf: day("2025-01-02")))
    // CTL(1) = 1, ATL(1) = 6; a rest day: CTL = 1 − 1/42, ATL = 6 − 6/7.
    #expect(close(second.ctl, 1 - 1.0 / 42, 1e-12) && close(second.atl, 6 - 6.0 / 7, 1e-12))
  }

  @Test(
    "form zones on displayed TSB, boundaries nearer zero",
    arguments: [
      (400, FormZone.transition), (251, .transition), (250, .fresh), (51, .fresh), (50, .grey),
      (0, .grey), (-100, .grey), (-101, .optimal), (-300, .optimal), (-301, .highRisk),
    ])
  func formZones(tenths: Int, zone: FormZone) {
    #expect(FormZone(tsbTenths: tenths) == zone)
  }
}
