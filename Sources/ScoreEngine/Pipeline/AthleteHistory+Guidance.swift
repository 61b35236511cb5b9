import Foundation

extension AthleteHistory {
  /// Days before a date that its guidance reads: the cv7 of D−60 looks back to D−66.
  public static let guidanceDaysBefore = 66

  /// veloready's guidance for the date of `report` (docs/algorithm.md §16.1–§16.3), from that
  /// report and the nights and HRV of the days before it.
  ///
  /// It reads HRV back to D−66, further than a report does (D−61): a history limited to
  /// `scoringDates` holds that only for dates at least 5 days after their first, which the
  /// 60 days of alert streaks that `today` and every report read before their dates give.
  public func guidance(for report: Report) -> DayGuidance {
    let date = report.date
    if let scoringDates {
      precondition(
        date.adding(days: -Self.guidanceDaysBefore)
          >= scoringDates.lowerBound.adding(days: -HistoryWindow.dailyDaysBefore),
        "\(date) reads HRV from before the history's window")
    }
    let day = date.dayNumber
    let load = report.load
    let target = TargetLoad.target(
      recovery: report.recovery.value.map(ScoreBand.init(score:)), established: load.established,
      ctl: load.ctl, atl: load.atl, constants: load.constants, done: load.today,
      steps: steps[day])
    let asleep: [Double?] = (0..<SleepPlan.debtNights).reversed().map { back in
      guard let night = mainSleeps[day - back], night.asleepSeconds > 0 else { return nil }
      return night.asleepSeconds / 60
    }
    let timing: [(wake: Double, latency: Double)] = (0..<SleepPlan.timingNights).reversed()
      .compactMap { back in
        guard let wake = mainSleeps[day - back]?.wake else { return nil }
        return (
          clock.secondsIntoDay(ofEpochSeconds: wake.timeIntervalSince1970) / 60,
          (mainSleeps[day - back]?.latencySeconds ?? 0) / 60
        )
      }
    let sleep = SleepPlan(
      needHours: profile.sleepNeedHours, asleepMinutes: asleep,
      strainTenths: Rounding.units(report.strain.value, decimals: 1), timing: timing)
    let bedtime = sleep.bedtime.map {
      Date(
        timeIntervalSince1970: clock.instant(
          on: date.adding(days: $0.day), secondsIntoDay: Double($0.minutes * 60)))
    }
    let values = report.hrv.kind.map { $0 == .rmssd ? rmssdDaily : sdnnDaily } ?? DayValues()
    let week = (0...6).reversed().map { values[day - $0] }
    let earlier = (1...60).reversed().compactMap { back in
      HRVTrend.cv7((0...6).compactMap { values[day - back - $0] })
    }
    return DayGuidance(
      target: target, sleep: sleep, bedtime: bedtime,
      hrvTrend: HRVTrend(z7: report.hrv.z7, week: week, earlierCV7: earlier), hrvWeek: week)
  }
}
