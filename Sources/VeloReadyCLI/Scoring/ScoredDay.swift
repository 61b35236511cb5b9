import Foundation
import ScoreEngine

/// One date scored from the stored records, or from the demo athlete when there is no store.
struct ScoredDay {
  /// Days of history resolved before the date, so that alert streaks can reach back this far.
  static let streakDays = 60

  let date: LocalDate
  let report: Report
  let history: AthleteHistory
  /// `fresh` from the store, `demo` without one.
  let origin: ScoreOrigin

  /// Loads the records (or the demo athlete) and scores `date`.
  static func compute(_ setup: Setup, _ date: LocalDate, now: Date) throws(CLIError) -> ScoredDay {
    let records: RecordSet
    let origin: ScoreOrigin
    if let store = setup.store {
      records = try store.loadRecords()
      origin = .fresh
    } else {
      records = try DemoAthlete.records(endingOn: date, in: setup.clock, now: now)
      origin = .demo
    }
    let history = AthleteHistory(
      records: records, profile: setup.profile, dates: date.adding(days: -streakDays)...date)
    return ScoredDay(
      date: date, report: history.report(for: date), history: history, origin: origin)
  }

  /// Consecutive days each of the day's alert conditions has held, including the day.
  var alertStreaks: [AlertID: Int] {
    report.alerts.isEmpty ? [:] : history.alertStreaks(endingOn: date, limit: Self.streakDays)
  }
}
