import Foundation

/// The part of an athlete's history that reports for a range of score dates read, so that a store
/// can load just that instead of every record (docs/architecture.md §6).
///
/// For score dates `first…last`:
/// - sleep segments, HRV and respiratory samples within `[start of first − 63, start of last + 2]`
///   (a report reads nights and samples back to 61 days, and a night ending on a date may start
///   the day before);
/// - daily records of the days `first − 61 … last` (baselines read 60 days back);
/// - from the training ledger: the activities of `first … last` and the latest one before,
///   the loads of `first − 1 … last`, and the PMC from `first − 14` (ramp rate, the 14-day TSB
///   line and yesterday's values);
/// - for stale data: the end times of records from the start of `first − 1` to 09:00 of `last`,
///   and the newest one before.
///
/// `WindowedHistoryTests` checks that reports from a window equal reports from the whole history.
public struct HistoryWindow: Hashable, Sendable {
  /// Days before the first score date whose nights and samples are read.
  public static let timedDaysBefore = 63
  /// Days after the last score date whose samples are read (a night ending the next morning).
  public static let timedDaysAfter = 2
  /// Days before the first score date whose daily values are read.
  public static let dailyDaysBefore = 61
  /// Days before the first score date whose PMC values are read.
  public static let chartDaysBefore = 14

  /// The score dates.
  public let dates: ClosedRange<LocalDate>

  /// The window of reports for `dates`.
  public init(dates: ClosedRange<LocalDate>) {
    self.dates = dates
  }

  /// Timed records (sleep segments, HRV and respiratory samples) that end at or after this
  /// instant (seconds since 1970) and start at or before `timedThrough` are read.
  public func timedFrom(_ clock: ZoneClock) -> Double {
    clock.startOfDay(dates.lowerBound.adding(days: -Self.timedDaysBefore))
  }

  /// See `timedFrom(_:)`.
  public func timedThrough(_ clock: ZoneClock) -> Double {
    clock.startOfDay(dates.upperBound.adding(days: Self.timedDaysAfter))
  }

  /// Daily records of these days are read.
  public var dailyDays: ClosedRange<LocalDate> {
    dates.lowerBound.adding(days: -Self.dailyDaysBefore)...dates.upperBound
  }

  /// Activities of these days (and the latest before) are read from the training ledger.
  public var activityDays: ClosedRange<LocalDate> { dates }

  /// Daily loads of these days are read from the training ledger.
  public var loadDays: ClosedRange<LocalDate> {
    dates.lowerBound.adding(days: -1)...dates.upperBound
  }

  /// PMC values from this day on are read from the training ledger.
  public var chartFrom: LocalDate { dates.lowerBound.adding(days: -Self.chartDaysBefore) }

  /// Record end times from this instant on are read for stale data, with the newest before it.
  public func recordTimesFrom(_ clock: ZoneClock) -> Double {
    clock.startOfDay(dates.lowerBound.adding(days: -1))
  }

  /// See `recordTimesFrom(_:)`: 09:00 of the last score date.
  public func recordTimesThrough(_ clock: ZoneClock) -> Double {
    clock.instant(on: dates.upperBound, secondsIntoDay: 9 * 3600)
  }

  /// The parts of `ledger` this window reads: what a store hands back.
  public func slice(_ ledger: TrainingLedger) -> TrainingLedger {
    let activities = ledger.activities.filter { activityDays.contains($0.date) }
    let before = ledger.latestActivity(onOrBefore: activityDays.lowerBound.adding(days: -1))
    var loads: [Int: Double] = [:]
    for day in loadDays.lowerBound.dayNumber...loadDays.upperBound.dayNumber {
      if let load = ledger.loads[day] { loads[day] = load }
    }
    let chart = ledger.chart
    let from = max(chartFrom, chart.startDay ?? chartFrom)
    var ctl: [Double] = []
    var atl: [Double] = []
    if chart.startDay != nil {
      for day in from.dayNumber...max(from.dayNumber, dates.upperBound.dayNumber) {
        guard let values = chart.values(atEndOf: LocalDate(dayNumber: day)) else { break }
        ctl.append(values.ctl)
        atl.append(values.atl)
      }
    }
    return TrainingLedger(
      activities: activities + (before.map { [$0] } ?? []), loads: loads,
      chart: PerformanceChart(
        startDay: chart.startDay, anchor: chart.anchor, constants: chart.constants,
        firstDay: from, ctl: ctl, atl: atl))
  }
}
