import Foundation
import ScoreEngine
import VeloKit

/// One date's report, scored from the store (reading only the window its report and its alert
/// streaks need) or from the demo athlete when there is no store, with the history it was
/// scored from.
struct DayReport {
  /// Days of history resolved before the date, so that alert streaks can reach back this far.
  static let streakDays = 60

  let date: LocalDate
  let report: Report
  let history: AthleteHistory
  /// `fresh` from the store, `demo` without one.
  let origin: ScoreOrigin
  /// The store generation the records were read at (`nil` for the demo).
  let generation: Int64?

  /// Scores `date`: from the window of the store's records that the report and its alert streaks
  /// read, or from the demo athlete.
  static func compute(_ setup: Setup, _ date: LocalDate, now: Date) throws(CLIError) -> DayReport {
    let range = try LoadedHistory.read(setup, date.adding(days: -streakDays)...date, now: now)
    return DayReport(
      date: date, report: range.history.report(for: date), history: range.history,
      origin: range.origin, generation: range.generation)
  }

  /// Consecutive days each of the day's alert conditions has held, including the day.
  var alertStreaks: [AlertID: Int] {
    report.alerts.isEmpty ? [:] : history.alertStreaks(endingOn: date, limit: Self.streakDays)
  }
}
