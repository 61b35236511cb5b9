import Foundation
import Testing

@testable import ScoreEngine

/// A report scored without its ledgers (`ScoreDetail.scores`, docs/architecture.md §14) has the
/// values of the full report: the same sleep and recovery value, exact value, quality and
/// reason, and every other field equal; only the components, figures and cap line are left out.
@Suite struct ScoreDetailTests {
  /// `score` without its ledger, as `.scores` gives it.
  static func stripped(_ score: WeightedScore) -> WeightedScore {
    WeightedScore(
      value: score.value, reason: score.reason, exactValue: score.exactValue,
      quality: score.quality, components: [], absent: [])
  }

  /// Sixteen months of varied data (`WindowedHistoryTests`): short and long nights, nights
  /// without stages, both HRV kinds, a gap with no data, the PMC before and after it is
  /// established.
  @Test func everyDayOfTheHistoryHasTheFullReportsValues() {
    let history = WindowedHistoryTests.whole.history
    let first = WindowedHistoryTests.first
    let dates = first...first.adding(days: WindowedHistoryTests.days - 1)
    let full = history.reports(for: dates)
    let scores = history.reports(for: dates, detail: .scores)
    #expect(scores.count == full.count)
    var withLedger = 0
    for (report, values) in zip(full, scores) {
      var expected = report
      expected.sleep = Self.stripped(report.sleep)
      expected.recovery = Self.stripped(report.recovery)
      #expect(values == expected, "\(report.date)")
      #expect(values.sleep.components.isEmpty && values.recovery.components.isEmpty)
      if !report.sleep.components.isEmpty { withLedger += 1 }
    }
    // The comparison covers scored days and days without a score.
    #expect(withLedger > 300)
    #expect(full.contains { $0.sleep.value == nil } && full.contains { $0.recovery.value == nil })
    #expect(full.contains { $0.recovery.quality == .limited })
  }

  /// Nights of every length with all five components: the caps of §5.2 (below 0.75 and 0.50 of
  /// the need) lower the same value with and without the ledger.
  @Test(arguments: [180.0, 230, 300, 357, 358, 420, 480, 600])
  func shortNightsAreCappedTheSameWithoutTheirLedger(_ minutes: Double) {
    let seconds = minutes * 60
    let bedtime = Date(timeIntervalSince1970: 1_739_232_000)
    let night = SleepNight(
      source: native("x"), bedtime: bedtime, wake: bedtime.addingTimeInterval(seconds),
      asleepSeconds: seconds, deepSeconds: 0.2 * seconds, remSeconds: 0.25 * seconds,
      coreSeconds: 0.55 * seconds, awakeSeconds: 0, wakeEvents: 4, latencySeconds: 0,
      hasStages: true, hasAwakeSegments: false)
    let timing = SleepTiming(
      lastNight: (30, 400), earlierNights: Array(repeating: (0, 420), count: 6))
    let full = SleepScore.score(night: night, sleepNeedHours: 8, timing: timing)
    let scores = SleepScore.score(night: night, sleepNeedHours: 8, timing: timing, detail: .scores)
    #expect(scores == Self.stripped(full))
    #expect(full.components.count == 5)
    if minutes == 357 { #expect(full.cap?.limit == 59) }
    if minutes >= 358 { #expect(full.cap == nil) }
  }
}
