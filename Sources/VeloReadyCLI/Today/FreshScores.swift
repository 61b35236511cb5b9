import Foundation
import HealthImport
import ScoreEngine

/// The fresh step: the report of a date from the stored records (or the demo athlete), its
/// alerts with their dismissal state, and the Today document.
struct FreshScores {
  /// Days of history resolved before the date, so that alert streaks can reach back this far.
  static let streakDays = 60

  let report: Report
  let alerts: [EvaluatedAlert]
  let view: TodayView

  /// Loads the records (or the demo athlete when there is no store) and scores `date`.
  static func compute(_ setup: Setup, _ date: LocalDate, now: Date, warnings: [String])
    throws(CLIError) -> FreshScores
  {
    let records: RecordSet
    let origin: TodayDocument.Origin
    if let store = setup.store {
      records = try store.loadRecords()
      origin = .fresh
    } else {
      records = try DemoAthlete.records(endingOn: date, in: setup.clock, now: now)
      origin = .demo
    }
    let history = AthleteHistory(
      records: records, profile: setup.profile, dates: date.adding(days: -streakDays)...date)
    let report = history.report(for: date)
    let alerts = AlertEvaluation.evaluate(
      report,
      streaks: report.alerts.isEmpty
        ? [:] : history.alertStreaks(endingOn: date, limit: streakDays),
      dismissals: try DismissalFile.load(from: setup.store))
    let context = TodayDocument.Context(
      origin: origin, computedAt: now, clock: setup.clock, timeZoneName: setup.timeZoneName,
      stepGoal: setup.config.stepGoal, calorieGoal: setup.config.calorieGoal,
      alerts: alerts.filter { !$0.hidden }.map(\.shown), warnings: warnings)
    return FreshScores(
      report: report, alerts: alerts,
      view: TodayView(
        document: TodayDocument.build(report, context), recentTSBTenths: report.load.recentTSBTenths
      ))
  }
}
