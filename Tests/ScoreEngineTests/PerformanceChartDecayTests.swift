import Foundation
import Testing

@testable import ScoreEngine

/// Days after the last load decay CTL and ATL with no load (docs/algorithm.md §8), one step a
/// day. The chart keeps checkpoints of that decay, so a date centuries after the data costs a
/// bounded number of steps, and every value is exactly the day-by-day one.
@Suite struct PerformanceChartDecayTests {
  let last = day("2026-11-20")

  func chart(_ constants: PMCConstants = .standard) -> PerformanceChart {
    let loads: [Int: Double] = [
      last.dayNumber - 2: 180, last.dayNumber - 1: 95.5, last.dayNumber: 240,
    ]
    return PerformanceChart(loads: loads, anchor: nil, constants: constants, lastDay: last)
  }

  @Test(arguments: [PMCConstants.standard, PMCConstants(ctlDays: 84, atlDays: 21)])
  func everyDayAfterTheDataIsTheDayByDayDecayExactly(_ constants: PMCConstants) throws {
    let chart = chart(constants)
    var values = try #require(chart.values(atEndOf: last))
    // 84-day CTL settles after about 62,000 days; past that, every day has the settled value.
    for after in 1...70_000 {
      values = constants.step(ctl: values.ctl, atl: values.atl, load: 0)
      guard after % 97 == 0 || after < 600 || after > 69_000 else { continue }
      let asked = try #require(chart.values(atEndOf: last.adding(days: after)))
      #expect(asked.ctl == values.ctl && asked.atl == values.atl, "\(after) days after")
    }
  }

  @Test func theLastDayThatCanBeAskedHasTheSettledValue() throws {
    let chart = chart()
    let far = try #require(chart.values(atEndOf: RecordValidator.Range.days.upperBound))
    let settled = PMCConstants.standard.step(ctl: far.ctl, atl: far.atl, load: 0)
    #expect(settled == far)
    // Worked by hand: CTL from zero after loads 180, 95.5, 240 with kc = 0.023528 is 4.235, 6.382, 11.879; after
    // 2,900,000 days without load it is a few of the smallest doubles, where the step rounds to no change.
    #expect(try close(#require(chart.values(atEndOf: last)).ctl, 11.879, 1e-3))
    #expect(far.ctl < .leastNormalMagnitude && far.atl < .leastNormalMagnitude)
  }
}
