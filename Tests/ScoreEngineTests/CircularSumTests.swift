import Foundation
import Testing

@testable import ScoreEngine

/// The sleep timing's circular means are read from sums of terms worked out once per night
/// (`CircularSum`, docs/architecture.md §14); they must equal the means worked out from the clock
/// times to the bit, and the timing component must be the same either way.
@Suite struct CircularSumTests {
  /// The mean as it was written before: the terms summed inline.
  static func inlineMean(_ minutes: [Double]) -> Double {
    var sine = 0.0
    var cosine = 0.0
    for value in minutes {
      let angle = value / 1440 * 2 * Double.pi
      sine += sin(angle)
      cosine += cos(angle)
    }
    var mean = atan2(sine, cosine) / (2 * Double.pi) * 1440
    if mean < 0 { mean += 1440 }
    return mean
  }

  /// docs/algorithm.md §5: the circular mean of clock times, by hand — 23:30 and 00:30 average
  /// to midnight, 22:00 and 02:00 too, 06:00 and 08:00 to 07:00, 18:00 and 06:00 have none that
  /// the sums can tell (their unit vectors cancel).
  @Test func handWorkedMeans() throws {
    func mean(_ minutes: [Double]) throws -> Double {
      try #require(Statistics.circularMeanMinutes(minutes))
    }
    let midnight = try mean([1410, 30])
    #expect(min(midnight, 1440 - midnight) < 1e-9)
    let alsoMidnight = try mean([1320, 120])
    #expect(min(alsoMidnight, 1440 - alsoMidnight) < 1e-9)
    #expect(abs(try mean([360, 480]) - 420) < 1e-9)
    #expect(abs(try mean([1380, 1380, 60]) - 1419.58) < 0.01)
    #expect(Statistics.circularMeanMinutes([]) == nil)
  }

  @Test func sumsOfTermsGiveTheInlineMeanToTheBit() {
    var generator = SystemRandomNumberGenerator()
    for count in 1...20 {
      for _ in 0..<50 {
        let minutes = (0..<count).map { _ in Double.random(in: 0..<1440, using: &generator) }
        var sum = CircularSum()
        for value in minutes { sum.add(CircularTerm(minutes: value)) }
        #expect(sum.meanMinutes.bitPattern == Self.inlineMean(minutes).bitPattern)
        #expect(
          Statistics.circularMeanMinutes(minutes)?.bitPattern == Self.inlineMean(minutes).bitPattern
        )
      }
    }
  }

  /// Every day of sixteen months of data (`WindowedHistoryTests`): the sleep score from the
  /// history's timing, with its sums, equals the one from the same clock times without them,
  /// ledger and clock texts included.
  @Test func theTimingComponentIsTheSameWithTheNightsSums() {
    let history = WindowedHistoryTests.whole.history
    let first = WindowedHistoryTests.first
    var timed = 0
    for offset in 0..<WindowedHistoryTests.days {
      let date = first.adding(days: offset)
      let timing = history.timing(on: date)
      let plain = SleepTiming(lastNight: timing.lastNight, earlierNights: timing.earlierNights)
      #expect(plain.earlierSums == nil && timing.earlierSums != nil)
      let night = history.mainSleeps[date.dayNumber]
      let withSums = SleepScore.score(night: night, sleepNeedHours: 8, timing: timing)
      let without = SleepScore.score(night: night, sleepNeedHours: 8, timing: plain)
      #expect(withSums == without, "\(date)")
      if withSums.components.contains(where: { $0.name == .timing }) { timed += 1 }
    }
    #expect(timed > 300)
  }
}
