import Foundation
import ScoreEngine
import VeloKit
import VeloStore

/// Today computed afresh, the counterpart of `CachedToday`: the day's report, its alerts with
/// their dismissal state, and the snapshot the dashboard draws and the cache stores.
struct FreshToday {
  let report: Report
  let alerts: [EvaluatedAlert]
  let snapshot: TodaySnapshot
  /// The store generation the scores were computed from (`nil` for the demo).
  var generation: Int64?

  /// Scores `date` and builds its snapshot.
  static func compute(_ setup: Setup, _ date: LocalDate, now: Date, warnings: [String])
    throws(CLIError) -> FreshToday
  {
    let day = try DayReport.compute(setup, date, now: now)
    let alerts = AlertEvaluation.evaluate(
      day,
      dismissals: try CLIError.fromStore(try setup.store?.database.dismissals()) ?? DismissalFile(),
      sync: try syncCondition(setup, date, now: now))
    let context = TodaySnapshot.Context(
      origin: day.origin, computedAt: now, timeZone: setup.timeZone,
      timeZoneName: setup.timeZoneName, stepGoal: setup.config.stepGoal,
      calorieGoal: setup.config.calorieGoal, alerts: alerts.filter { !$0.hidden }.map(\.shown),
      warnings: warnings,
      hoursSinceNewestRecord: day.history.hoursSinceNewestRecord(before: date),
      hasRecords: try CLIError.fromStore(try setup.store?.hasRecords()) ?? true,
      guidance: day.history.guidance(for: day.report),
      tags: try CLIError.fromStore(try setup.store?.database.tags(date...date))?.map {
        TodaySnapshot.Tag(name: $0.name, value: $0.value)
      } ?? [])
    return FreshToday(
      report: day.report, alerts: alerts,
      snapshot: TodaySnapshot(report: day.report, context: context), generation: day.generation)
  }

  /// `sync-failing` on `date`, from the store's sync state (docs/algorithm.md §11).
  static func syncCondition(_ setup: Setup, _ date: LocalDate, now: Date) throws(CLIError)
    -> (AlertCondition, streak: Int)?
  {
    guard let store = setup.store, setup.syncConfigured else { return nil }
    let state = try CLIError.fromStore(try store.database.syncState())
    return SyncAlert.condition(state, now: now, clock: setup.clock, date: date)
  }
}
