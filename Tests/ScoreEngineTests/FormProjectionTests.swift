import Foundation
import Testing

@testable import ScoreEngine

/// What-if projections continue the PMC with its own recurrence (docs/algorithm.md §8, §15.5),
/// checked against values worked out by hand.
@Suite struct FormProjectionTests {
  /// A chart anchored on 2025-03-01 with CTL 42 and ATL 49, with no training after.
  let chart = PerformanceChart(
    loads: [:],
    anchor: FitnessSeed(date: day("2025-03-01"), ctl: 42, atl: 49, source: native("n")),
    constants: .standard, lastDay: day("2025-03-01"))

  @Test func threePlannedDaysWorkedByHand() throws {
    // kc = 1 − e^(−1/42) = 0.0235283, ka = 1 − e^(−1/7) = 0.1331221.
    // Day 1, load 84: CTL = 42 + (84 − 42)·kc = 42.988189, ATL = 49 + (84 − 49)·ka = 53.659274;
    // the next morning TSB = 43.0 − 53.7 = −10.7, optimal.
    // Day 2, rest: CTL = 42.988189·(1 − kc) = 41.976750, ATL = 53.659274·(1 − ka) = 46.516038;
    // TSB = 42.0 − 46.5 = −4.5, grey.
    // Day 3, load 42: CTL = 41.976750 + (42 − 41.976750)·kc = 41.977297, ATL = 46.516038 +
    // (42 − 46.516038)·ka = 45.914854; TSB = 42.0 − 45.9 = −3.9, grey.
    let projection = FormProjection(
      chart: chart, from: day("2025-03-01"), plannedLoads: [84, 0, 42])
    #expect(projection.startCTL == 42 && projection.startATL == 49)
    #expect(projection.startTSBTenths == -70 && projection.startFormZone == .grey)
    let expected: [(String, Double, Double, Double, Int, FormZone)] = [
      ("2025-03-02", 84, 42.988189, 53.659274, -107, .optimal),
      ("2025-03-03", 0, 41.976750, 46.516038, -45, .grey),
      ("2025-03-04", 42, 41.977297, 45.914854, -39, .grey),
    ]
    try #require(projection.days.count == expected.count)
    for (planned, (date, load, ctl, atl, tenths, zone)) in zip(projection.days, expected) {
      #expect(planned.date == day(date) && planned.load == load)
      #expect(close(planned.ctl, ctl) && close(planned.atl, atl))
      #expect(planned.tsbTenths == tenths && planned.formZone == zone)
    }
  }

  @Test func projectingTheRecordedLoadsRetracesWorkedExampleFour() throws {
    // Example 4b from the end of 2025-03-01 under its own loads 0, 50, 80, 0.
    let anchor = FitnessSeed(date: day("2025-03-01"), ctl: 40.1, atl: 52.2, source: native("n"))
    let anchored = PerformanceChart(
      loads: [day("2025-03-01").dayNumber: 100], anchor: anchor, constants: .standard,
      lastDay: day("2025-03-01"))
    let projection = FormProjection(
      chart: anchored, from: day("2025-03-01"), plannedLoads: [0, 50, 80, 0])
    let expected = [
      (39.156515, 45.251026), (39.411644, 45.883220), (40.366619, 50.424917),
      (39.416861, 43.712246),
    ]
    for (planned, (ctl, atl)) in zip(projection.days, expected) {
      #expect(close(planned.ctl, ctl) && close(planned.atl, atl))
    }
  }

  @Test func noZoneBeforeThePMCIsEstablished() {
    // Not anchored, started 2025-03-01: established only 42 days later, on 2025-04-12.
    let young = PerformanceChart(
      loads: [day("2025-03-01").dayNumber: 60], anchor: nil, constants: .standard,
      lastDay: day("2025-03-01"))
    let projection = FormProjection(
      chart: young, from: day("2025-04-09"), plannedLoads: [50, 50, 50])
    #expect(projection.days.map(\.formZone).map { $0 == nil } == [true, false, false])
  }

  @Test func anAthleteWithoutAPMCStartsFromZero() {
    let empty = PerformanceChart(
      loads: [:], anchor: nil, constants: .standard, lastDay: day("2025-03-01"))
    let projection = FormProjection(chart: empty, from: day("2025-03-01"), plannedLoads: [42])
    // CTL = 42·kc = 0.988189, ATL = 42·ka = 5.591128: TSB 1.0 − 5.6 = −4.6, and no zone.
    #expect(projection.startCTL == 0 && close(projection.days[0].ctl, 0.988189))
    #expect(close(projection.days[0].atl, 5.591128) && projection.days[0].tsbTenths == -46)
    #expect(projection.days[0].formZone == nil)
  }

  @Test func theProjectionUsesTheChartsTimeConstants() throws {
    // τc = 21, τa = 3 from config: day 1 at load 84 from CTL 42, ATL 49.
    let custom = PerformanceChart(
      loads: [:],
      anchor: FitnessSeed(date: day("2025-03-01"), ctl: 42, atl: 49, source: native("n")),
      constants: PMCConstants(ctlDays: 21, atlDays: 3), lastDay: day("2025-03-01"))
    let projection = FormProjection(chart: custom, from: day("2025-03-01"), plannedLoads: [84])
    let first = try #require(projection.days.first)
    #expect(close(first.ctl, 42 + 42 * (1 - exp(-1.0 / 21)), 1e-12))
    #expect(close(first.atl, 49 + 35 * (1 - exp(-1.0 / 3)), 1e-12))
  }
}
