import Foundation
import ScoreEngine

/// Every day of a range scored from one read: the store's window for the range (with the 60
/// days before it that baselines and alert streaks read) resolved into one `AthleteHistory`, and
/// each date scored by the same `report(for:)` that `today` uses.
struct DailySeries {
  /// The days listed.
  let range: DayRange
  /// One row per day, oldest first.
  let rows: [HistoryRow]
  /// One report per day, oldest first.
  let reports: [Report]
  /// The resolved history (its dates start 60 days before the range).
  let history: AthleteHistory
  /// `fresh` from the store, `demo` without one.
  let origin: ScoreOrigin

  /// Scores every day of `range`.
  static func compute(_ setup: Setup, _ range: DayRange, now: Date) throws(CLIError)
    -> DailySeries
  {
    let first = range.dates.lowerBound
    let scored = try ScoredRange.read(
      setup, first.adding(days: -ScoredDay.streakDays)...range.dates.upperBound, now: now)
    let history = scored.history
    let dismissals = try setup.store?.database.dismissals() ?? DismissalFile()
    var reports: [Report] = []
    var rows: [HistoryRow] = []
    reports.reserveCapacity(range.count)
    rows.reserveCapacity(range.count)
    for offset in 0..<range.count {
      let date = first.adding(days: offset)
      let report = history.report(for: date)
      // Streaks matter only to decide whether a dismissal still holds; they cost a report per
      // day back, so they are counted only for an alert that has a dismissal.
      let dismissed = report.alerts.contains { dismissals.dismissals[$0.id] != nil }
      let streaks =
        dismissed ? history.alertStreaks(endingOn: date, limit: ScoredDay.streakDays) : [:]
      let alerts = AlertEvaluation.evaluate(report, streaks: streaks, dismissals: dismissals)
      reports.append(report)
      rows.append(HistoryRow(report, alerts: alerts))
    }
    return DailySeries(
      range: range, rows: rows, reports: reports, history: history, origin: scored.origin)
  }
}
