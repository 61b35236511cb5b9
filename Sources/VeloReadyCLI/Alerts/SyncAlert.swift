import Foundation
import ScoreEngine
import VeloJSON
import VeloStore

/// `sync-failing`: the latest intervals.icu sync failed and none has succeeded for more than a
/// day (docs/algorithm.md §11). It is raised from the store's sync state, not from the day's
/// records, and only for today: it says what is wrong now, not on a past date.
enum SyncAlert {
  /// Hours without a successful sync before a failing one is an alert.
  static let hours = 24.0

  /// The condition on `date` at `now`, with its streak (the days it has held, today included);
  /// `nil` when the latest sync succeeded or none was tried, when it has failed for a day or
  /// less, or when `date` is not today.
  static func condition(_ state: SyncState, now: Date, clock: ZoneClock, date: LocalDate)
    -> (AlertCondition, streak: Int)?
  {
    guard let failure = state.failure, date == clock.day(of: now) else { return nil }
    // From the last success: how old the synced data is. A rider whose syncs never succeeded
    // counts from the first failure.
    let since = state.lastSuccessAt ?? failure.since
    let hours = now.timeIntervalSince(since) / 3600
    guard hours > Self.hours else { return nil }
    let first = clock.day(of: since.addingTimeInterval(Self.hours * 3600))
    let condition = AlertCondition(
      id: .syncFailing, severity: .warning,
      evidence: [
        .number("hoursWithoutSync", hours, decimals: 1),
        Figure(
          "lastSuccessAt",
          state.lastSuccessAt.map { .text(ISO8601Text.format($0)) } ?? .none),
        Figure("lastFailure", .text(failure.message)),
      ])
    return (condition, max(1, date.days(since: first) + 1))
  }

  /// The rider's message, from the condition's evidence alone.
  static func message(_ condition: AlertCondition) -> String {
    var hours = 0.0
    var succeeded = false
    var latest = ""
    for figure in condition.evidence {
      switch (figure.name, figure.value) {
      case ("hoursWithoutSync", .number(let value, _)): hours = value
      case ("lastSuccessAt", .text): succeeded = true
      case ("lastFailure", .text(let text)):
        // The title already says the sync fails: the reason is what is new.
        let prefix = "intervals.icu sync failed: "
        latest = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
      default: break
      }
    }
    let span = Shown.span(seconds: hours * 3600)
    return
      (succeeded
      ? "The last successful intervals.icu sync was \(span) ago; every sync since has failed"
      : "No intervals.icu sync has succeeded; they have failed for \(span)")
      + " (the latest: \(latest)). Run `veloready sync` to retry and see what to do."
  }
}
