import Foundation
import ScoreEngine

/// The fresh step: a scored day, its alerts with their dismissal state, and the Today document.
struct FreshScores {
  let report: Report
  let alerts: [EvaluatedAlert]
  let view: TodayView
  /// The store generation the scores were computed from (`nil` for the demo).
  var generation: Int64?

  /// Scores `date` and builds its Today document.
  static func compute(_ setup: Setup, _ date: LocalDate, now: Date, warnings: [String])
    throws(CLIError) -> FreshScores
  {
    let day = try ScoredDay.compute(setup, date, now: now)
    let alerts = AlertEvaluation.evaluate(
      day, dismissals: try setup.store?.database.dismissals() ?? DismissalFile())
    let context = TodayDocument.Context(
      origin: day.origin, computedAt: now, clock: setup.clock, timeZoneName: setup.timeZoneName,
      stepGoal: setup.config.stepGoal, calorieGoal: setup.config.calorieGoal,
      alerts: alerts.filter { !$0.hidden }.map(\.shown), warnings: warnings)
    return FreshScores(
      report: day.report, alerts: alerts,
      view: TodayView(
        document: TodayDocument.build(day.report, context),
        recentTSBTenths: day.report.load.recentTSBTenths),
      generation: day.generation)
  }
}
