import Foundation
import Testing

@testable import ScoreEngine

/// The PMC of docs/algorithm.md §8 with worked example 4: five days from zero, anchored on the
/// first day, anchored later; the time constants and the established rule at their edges.
@Suite struct PerformanceChartTests {
  let loads: [Int: Double] = [
    day("2025-03-01").dayNumber: 100, day("2025-03-03").dayNumber: 50,
    day("2025-03-04").dayNumber: 80,
  ]

  func anchor(_ date: String, _ ctl: Double = 40.1, _ atl: Double = 52.2) -> FitnessSeed {
    FitnessSeed(date: day(date), ctl: ctl, atl: atl, source: native("n"))
  }

  func expect(_ chart: PerformanceChart, _ expected: [(String, Double, Double)]) throws {
    for (date, ctl, atl) in expected {
      let values = try #require(chart.values(atEndOf: day(date)))
      #expect(close(values.ctl, ctl) && close(values.atl, atl), "\(date)")
    }
  }

  @Test func theExponentialConstants() {
    #expect(close(PMCConstants.standard.kc, 0.0235283133, 1e-10))
    #expect(close(PMCConstants.standard.ka, 0.1331221002, 1e-10))
    let custom = PMCConstants(ctlDays: 28, atlDays: 5)
    #expect(close(custom.kc, 1 - exp(-1.0 / 28), 1e-15) && close(custom.ka, 1 - exp(-0.2), 1e-15))
    #expect(PMCConstants.standard.isValid && custom.isValid)
    #expect(!PMCConstants(ctlDays: 7, atlDays: 7).isValid)
    #expect(!PMCConstants(ctlDays: 85, atlDays: 7).isValid)
    #expect(!PMCConstants(ctlDays: 42, atlDays: 1).isValid)
    #expect(
      PMCConstants(ctlDays: 7, atlDays: 2).isValid && PMCConstants(ctlDays: 84, atlDays: 21).isValid
    )
  }

  @Test func exampleFourAFromZero() throws {
    let chart = PerformanceChart(
      loads: loads, anchor: nil, constants: .standard, lastDay: day("2025-03-05"))
    try expect(
      chart,
      [
        ("2025-03-01", 2.352831, 13.312210), ("2025-03-02", 2.297473, 11.540061),
        ("2025-03-03", 3.419833, 16.659929), ("2025-03-04", 5.221635, 25.091892),
        ("2025-03-05", 5.098779, 21.751607),
      ])
    #expect(chart.values(atEndOf: day("2025-02-26"))?.ctl == 0)
    #expect(chart.startDay == day("2025-03-01"))
    #expect(!chart.isEstablished(at: day("2025-03-05")))
    // Started τc = 42 days before: established on 2025-04-12, not the day before.
    #expect(chart.isEstablished(at: day("2025-04-12")))
    #expect(!chart.isEstablished(at: day("2025-04-11")))
  }

  @Test func exampleFourBAnchoredOnTheFirstDay() throws {
    let chart = PerformanceChart(
      loads: loads, anchor: anchor("2025-03-01"), constants: .standard,
      lastDay: day("2025-03-05"))
    try expect(
      chart,
      [
        ("2025-03-01", 40.1, 52.2), ("2025-03-02", 39.156515, 45.251026),
        ("2025-03-03", 39.411644, 45.883220), ("2025-03-04", 40.366619, 50.424917),
        ("2025-03-05", 39.416861, 43.712246),
      ])
    // The day before the first day is the starting point 0, anchored or not.
    #expect(chart.values(atEndOf: day("2025-02-28"))?.ctl == 0)
    // Anchored on the first day: established from the next day on.
    #expect(!chart.isEstablished(at: day("2025-03-01")))
    #expect(chart.isEstablished(at: day("2025-03-02")))
  }

  @Test func exampleFourCAnchoredLater() throws {
    let chart = PerformanceChart(
      loads: loads, anchor: anchor("2025-03-03"), constants: .standard,
      lastDay: day("2025-03-05"))
    #expect(chart.startDay == day("2025-03-01"))
    try expect(
      chart,
      [
        ("2025-03-01", 2.352831, 13.312210), ("2025-03-02", 2.297473, 11.540061),
        ("2025-03-03", 40.1, 52.2), ("2025-03-04", 41.038780, 55.900794),
        ("2025-03-05", 40.073206, 48.459163),
      ])
    // Not established on the anchor day itself (started 2 days before), from the next day on.
    #expect(!chart.isEstablished(at: day("2025-03-03")))
    #expect(chart.isEstablished(at: day("2025-03-04")))
  }

  @Test func anAnchorBeforeAnyLoadStartsTheChart() throws {
    let chart = PerformanceChart(
      loads: loads, anchor: anchor("2025-02-27", 30, 20), constants: .standard,
      lastDay: day("2025-03-05"))
    #expect(chart.startDay == day("2025-02-27"))
    // 02-28 is a rest day after the anchor: 30·(1 − kc), 20·(1 − ka).
    try expect(chart, [("2025-02-27", 30, 20), ("2025-02-28", 29.294151, 17.337558)])
  }

  @Test func anAnchorAfterTheLastLoadIsComputedThrough() throws {
    let chart = PerformanceChart(
      loads: loads, anchor: anchor("2025-03-10", 33, 11), constants: .standard,
      lastDay: day("2025-03-04"))
    #expect(chart.lastComputedDay == day("2025-03-10"))
    try expect(chart, [("2025-03-10", 33, 11)])
  }

  @Test func timeConstantsFromConfig() throws {
    // τc = 28, τa = 5: kc = 1 − e^(−1/28) = 0.035084, ka = 1 − e^(−1/5) = 0.181269.
    let constants = PMCConstants(ctlDays: 28, atlDays: 5)
    let chart = PerformanceChart(
      loads: loads, anchor: nil, constants: constants, lastDay: day("2025-03-05"))
    let kc = 1 - exp(-1.0 / 28)
    let ka = 1 - exp(-1.0 / 5)
    var ctl = 0.0
    var atl = 0.0
    for (date, load) in [("2025-03-01", 100.0), ("2025-03-02", 0), ("2025-03-03", 50)] {
      ctl += (load - ctl) * kc
      atl += (load - atl) * ka
      let values = try #require(chart.values(atEndOf: day(date)))
      #expect(values.ctl == ctl && values.atl == atl)
    }
    try expect(chart, [("2025-03-01", 3.508406, 18.126925)])
    // Established after τc = 28 days rather than 42.
    #expect(chart.isEstablished(at: day("2025-03-29")))
    #expect(!chart.isEstablished(at: day("2025-03-28")))
  }

  @Test func valuesBeyondTheLastLoadDecay() throws {
    let chart = PerformanceChart(
      loads: [day("2025-01-01").dayNumber: 42], anchor: nil, constants: .standard,
      lastDay: day("2025-01-01"))
    let first = try #require(chart.values(atEndOf: day("2025-01-01")))
    let second = try #require(chart.values(atEndOf: day("2025-01-02")))
    // CTL(1) = 42·kc, ATL(1) = 42·ka; a rest day keeps (1 − k) of each.
    #expect(close(first.ctl, 42 * PMCConstants.standard.kc, 1e-12))
    #expect(close(second.ctl, first.ctl * exp(-1.0 / 42), 1e-12))
    #expect(close(second.atl, first.atl * exp(-1.0 / 7), 1e-12))
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
