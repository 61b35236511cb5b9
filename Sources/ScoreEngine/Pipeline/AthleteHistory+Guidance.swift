import Foundation

extension AthleteHistory {
  /// Days before a date that its guidance reads: the cv7 of D−60 looks back to D−66.
  public static let guidanceDaysBefore = 66
  /// Days before a date whose cv7 its HRV trend's usual variation is the median of.
  static let cvBaseDays = 60

  /// veloready's guidance for the date of `report` (docs/algorithm.md §16.1–§16.3), from that
  /// report and the nights and HRV of the days before it.
  ///
  /// It reads HRV back to D−66, further than a report does (D−61): a history limited to
  /// `scoringDates` holds that only for dates at least 5 days after their first, which the
  /// 60 days of alert streaks that `today` and every report read before their dates give.
  public func guidance(for report: Report) -> DayGuidance {
    let values = hrvDaily(report.hrv.kind)
    let day = report.date.dayNumber
    return guidance(for: report) { back in
      HRVTrend.cv7((0...6).compactMap { values[day - back - $0] })
    }
  }

  /// veloready's guidance for the date of each of `reports`, the same as `guidance(for:)` gives
  /// one by one: a day's 60 earlier cv7 are those of the days before it, so each day's cv7 is
  /// taken once for all the reports that read it rather than up to 60 times.
  public func guidance(for reports: [Report]) -> [DayGuidance] {
    let days = reports.map(\.date.dayNumber)
    guard let low = days.min(), let high = days.max() else { return [] }
    var tables: [HRVKind?: CV7Table] = [:]
    return reports.map { report in
      let kind = report.hrv.kind
      let table =
        tables[kind] ?? CV7Table(hrvDaily(kind), days: (low - Self.cvBaseDays)...(high - 1))
      tables[kind] = table
      let day = report.date.dayNumber
      return guidance(for: report) { back in table[day - back] }
    }
  }

  /// The daily ln HRV of `kind`; none without a kind.
  private func hrvDaily(_ kind: HRVKind?) -> DayValues<Double> {
    kind.map { $0 == .rmssd ? rmssdDaily : sdnnDaily } ?? DayValues()
  }

  /// The guidance of `report`'s date, `cv7(back)` giving the cv7 of the day `back` days before it.
  private func guidance(for report: Report, cv7: (Int) -> Double?) -> DayGuidance {
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
    let values = hrvDaily(report.hrv.kind)
    let week = (0...6).reversed().map { values[day - $0] }
    let earlier = (1...Self.cvBaseDays).reversed().compactMap(cv7)
    return DayGuidance(
      target: target, sleep: sleep, bedtime: bedtime,
      hrvTrend: HRVTrend(z7: report.hrv.z7, week: week, earlierCV7: earlier), hrvWeek: week)
  }
}

/// The cv7 of each day of a span of day numbers, each taken once from the daily ln HRV of one
/// kind (docs/algorithm.md §16.3).
private struct CV7Table {
  private let first: Int
  private let values: [Double?]

  init(_ daily: DayValues<Double>, days: ClosedRange<Int>) {
    first = days.lowerBound
    values = days.map { day in HRVTrend.cv7((0...6).compactMap { daily[day - $0] }) }
  }

  /// The cv7 of day number `day`; `nil` when it has none or lies outside the span.
  subscript(_ day: Int) -> Double? {
    let index = day - first
    return index >= 0 && index < values.count ? values[index] : nil
  }
}
