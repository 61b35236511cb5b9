import Testing

@testable import ScoreEngine

/// What-if projections continue the PMC with its own recurrence (docs/algorithm.md §8, §15.5),
/// checked against values worked out by hand.
@Suite struct FormProjectionTests {
  /// A chart seeded on 2025-03-01 with CTL 42 and ATL 49, with no training after.
  let chart = PerformanceChart(
    loads: [:], firstFitnessDay: day("2025-03-01"),
    seed: FitnessSeed(date: day("2025-03-01"), ctl: 42, atl: 49, source: native("n")),
    lastDay: day("2025-03-01"))

  @Test func threePlannedDaysWorkedByHand() throws {
    // Day 1, load 84: CTL = 42 + (84 − 42)/42 = 43, ATL = 49 + (84 − 49)/7 = 54; the next
    // morning TSB = 43.0 − 54.0 = −11.0, optimal.
    // Day 2, rest: CTL = 43 − 43/42 = 41.976190, ATL = 54 − 54/7 = 46.285714; TSB = 42.0 − 46.3
    // = −4.3, grey.
    // Day 3, load 42: CTL = 41.976190 + (42 − 41.976190)/42 = 41.976757, ATL = 46.285714 +
    // (42 − 46.285714)/7 = 45.673469; TSB = 42.0 − 45.7 = −3.7, grey.
    let projection = FormProjection(
      chart: chart, from: day("2025-03-01"), plannedLoads: [84, 0, 42])
    #expect(projection.startCTL == 42 && projection.startATL == 49)
    #expect(projection.startTSBTenths == -70 && projection.startFormZone == .grey)
    let expected: [(String, Double, Double, Double, Int, FormZone)] = [
      ("2025-03-02", 84, 43, 54, -110, .optimal),
      ("2025-03-03", 0, 41.976190, 46.285714, -43, .grey),
      ("2025-03-04", 42, 41.976757, 45.673469, -37, .grey),
    ]
    try #require(projection.days.count == expected.count)
    for (planned, (date, load, ctl, atl, tenths, zone)) in zip(projection.days, expected) {
      #expect(planned.date == day(date) && planned.load == load)
      #expect(close(planned.ctl, ctl) && close(planned.atl, atl))
      #expect(planned.tsbTenths == tenths && planned.formZone == zone)
    }
  }

  @Test func projectingTheRecordedLoadsRetracesWorkedExampleFour() throws {
    // Seeded example 4 from the end of 2025-03-01 under its own loads 0, 50, 80, 0.
    let seed = FitnessSeed(date: day("2025-03-01"), ctl: 40, atl: 50, source: native("n"))
    let seeded = PerformanceChart(
      loads: [day("2025-03-01").dayNumber: 100], firstFitnessDay: seed.date, seed: seed,
      lastDay: day("2025-03-01"))
    let projection = FormProjection(
      chart: seeded, from: day("2025-03-01"), plannedLoads: [0, 50, 80, 0])
    let expected = [
      (39.047619, 42.857143), (39.308390, 43.877551), (40.277238, 49.037901),
      (39.318256, 42.032486),
    ]
    for (planned, (ctl, atl)) in zip(projection.days, expected) {
      #expect(close(planned.ctl, ctl) && close(planned.atl, atl))
    }
  }

  @Test func noZoneBeforeThePMCIsEstablished() {
    // Unseeded, started 2025-03-01: established only 42 days later, on 2025-04-12.
    let young = PerformanceChart(
      loads: [day("2025-03-01").dayNumber: 60], firstFitnessDay: nil, seed: nil,
      lastDay: day("2025-03-01"))
    let projection = FormProjection(
      chart: young, from: day("2025-04-09"), plannedLoads: [50, 50, 50])
    #expect(projection.days.map(\.formZone).map { $0 == nil } == [true, false, false])
  }

  @Test func anAthleteWithoutAPMCStartsFromZero() {
    let empty = PerformanceChart(
      loads: [:], firstFitnessDay: nil, seed: nil, lastDay: day("2025-03-01"))
    let projection = FormProjection(chart: empty, from: day("2025-03-01"), plannedLoads: [42])
    // CTL = 0 + 42/42 = 1, ATL = 0 + 42/7 = 6: TSB −5.0, and no zone.
    #expect(projection.startCTL == 0 && close(projection.days[0].ctl, 1))
    #expect(close(projection.days[0].atl, 6) && projection.days[0].tsbTenths == -50)
    #expect(projection.days[0].formZone == nil)
  }
}
