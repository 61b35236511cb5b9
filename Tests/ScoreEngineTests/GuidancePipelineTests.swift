import Foundation
import Testing

@testable import ScoreEngine

/// What the guidance reads from a history (docs/algorithm.md §16.1–§16.3): the seven nights of the
/// debt, the fourteen nights of the bedtime, the HRV of the kind the baselines use, and the
/// report's recovery and PMC.
@Suite struct GuidancePipelineTests {
  static let date = day("2025-03-20")

  /// Nights of 7 h 30 m asleep (in bed 23:00, asleep 23:10 to 06:40) from D−20 to D, except D−4
  /// (no night) and D−2 (a nightly total of 6 h only); daily rMSSD alternating 50 and 55 ms from
  /// D−70 on.
  static func history() -> AthleteHistory {
    let watch = native("Watch")
    var records = RecordSet()
    for back in 0...20 where back != 4 && back != 2 {
      let night = date.adding(days: -back)
      let previous = night.adding(days: -1)
      records.sleep += [
        segment("\(previous)T23:00:00Z", "\(night)T06:40:00Z", .inBed, watch),
        segment("\(previous)T23:10:00Z", "\(night)T06:40:00Z", .asleep, watch),
      ]
    }
    records.dailySleep.append(
      DailySleep(date: date.adding(days: -2), seconds: 6 * 3600, source: native("Log")))
    for back in 0...70 {
      records.dailyHRV.append(
        DailyHRV(
          date: date.adding(days: -back), milliseconds: back % 2 == 0 ? 50 : 55, kind: .rmssd,
          source: watch))
    }
    return AthleteHistory(records: records, profile: AthleteProfile(timeZone: zone("UTC")))
  }

  @Test func theDebtCountsSevenNightsIncludingATotalAndTheCapHolds() {
    let history = Self.history()
    let guidance = history.guidance(for: history.report(for: Self.date))
    let sleep = guidance.sleep
    // 480 − 450 = 30 on five nights, 480 − 360 = 120 for the total, none for D−4: 270 over six
    // nights; 270/4 = 67.5 is capped at 60: tonight 540.
    #expect(sleep.shortfalls == [30, 30, nil, 30, 120, 30, 30])
    #expect(sleep.nights == 6 && sleep.debtMinutes == 270 && sleep.debtExtraMinutes == 60)
    #expect(sleep.tonightMinutes == 540)
    // Twelve nights with clock times (not D−4, not the total of D−2), all waking at 06:40 after
    // 10 minutes' latency: 400 − 540 − 10 = −150, 21:30 on D.
    #expect(sleep.wakeTimes.count == 12 && sleep.latencyMinutes == 10)
    #expect(guidance.bedtime == instant("2025-03-20T21:30:00Z"))
  }

  @Test func theTrendUsesTheBaselinesKindAndSixtyDaysOfCV() throws {
    let history = Self.history()
    let report = history.report(for: Self.date)
    let guidance = history.guidance(for: report)
    let trend = guidance.hrvTrend
    #expect(report.hrv.kind == .rmssd && trend.days7 == 7 && trend.baseDays == 60)
    // Every window holds three or four of each value, so every day's cv7 is close to the week's.
    let week = (0...6).reversed().map { log($0 % 2 == 0 ? 50.0 : 55.0) }
    #expect(guidance.hrvWeek == week.map { Optional($0) })
    #expect(close(trend.cv7, try #require(HRVTrend.cv7(week))))
    // The same every-other-day pattern week after week: z7 is near 0, the verdict stable.
    #expect(trend.verdict == .stable)
  }

  @Test func aRecoveryWithoutAnEstablishedPMCHasNoTarget() {
    let history = Self.history()
    let report = history.report(for: Self.date)
    #expect(report.recovery.value != nil && !report.load.established)
    #expect(history.guidance(for: report).target.unavailable == .notEstablished)
  }

  /// Guidance asked for many days at once, as `week` and `trends` do, is each day's own: from
  /// D−80 (no HRV yet: no kind) through D+70 (none left in the 60 days), the cv7 of each day
  /// taken once gives the same trend as taking the 60 of every day afresh.
  @Test func guidanceOfManyDaysIsEachDaysOwn() {
    let history = Self.history()
    let reports = (-80...70).map { history.report(for: Self.date.adding(days: $0)) }
    #expect(Set(reports.map(\.hrv.kind)) == [nil, .rmssd])
    let together = history.guidance(for: reports)
    #expect(together.count == reports.count)
    for (report, guidance) in zip(reports, together) {
      #expect(guidance == history.guidance(for: report), "\(report.date)")
    }
    #expect(together.contains { $0.hrvTrend.baseDays == 60 })
    #expect(history.guidance(for: [Report]()).isEmpty)
  }
}
