import ScoreEngine
import VeloKit
import VeloStore

/// An alert condition that holds on a date, with its message and dismissal state.
struct EvaluatedAlert: Sendable {
  let definition: AlertDefinition
  let condition: AlertCondition
  let message: String
  let streak: Int
  /// The metric today, in displayed units.
  let metric: Int?
  /// The dismissal of this episode, if any.
  let dismissal: Dismissal?
  /// Whether the dismissal hides it today.
  let hidden: Bool
  /// Why a dismissed alert is showing again, when it is.
  let returnedBecause: String?

  var severity: AlertSeverity { condition.severity }

  /// The rider-facing form for `today`.
  var shown: AlertMessage {
    AlertMessage(
      id: definition.id, severity: severity, title: definition.title, message: message)
  }
}

/// Applies the registry and the dismissals to a day's conditions (a pure function).
enum AlertEvaluation {
  /// Every condition of `day`, with its streak and dismissal state, and `sync` (a failing sync,
  /// with its streak) when there is one.
  static func evaluate(
    _ day: DayReport, dismissals: DismissalFile, sync: (AlertCondition, streak: Int)? = nil
  ) -> [EvaluatedAlert] {
    var streaks = day.alertStreaks
    if let sync { streaks[sync.0.id] = sync.streak }
    return evaluate(
      day.report, streaks: streaks, dismissals: dismissals, also: sync.map { [$0.0] } ?? [])
  }

  /// Every condition of `report` and `also`, in priority order, with its dismissal state on
  /// `report.date`.
  static func evaluate(
    _ report: Report, streaks: [AlertID: Int], dismissals: DismissalFile,
    also: [AlertCondition] = []
  ) -> [EvaluatedAlert] {
    let date = report.date
    return (report.alerts + also).compactMap { condition -> EvaluatedAlert? in
      guard let definition = AlertRegistry.definition(condition.id) else { return nil }
      let streak = streaks[condition.id] ?? 1
      let metric = definition.metric(report, condition)
      let dismissal = dismissals.dismissals[condition.id].flatMap {
        episodeHolds($0, on: date, streak: streak) ? $0 : nil
      }
      var hidden = dismissal != nil
      var returned: String?
      if let dismissal {
        if let then = dismissal.severity, condition.severity > then {
          // Worse than what the rider chose to ignore: back at once, whatever the policy.
          hidden = false
          returned = "back: it became \(condition.severity.rawValue)"
        } else if let days = definition.policy.reappearAfterDays,
          date.days(since: dismissal.dismissedOn) >= days
        {
          hidden = false
          returned = "back \(days) day\(days == 1 ? "" : "s") after it was dismissed"
        } else if let until = dismissal.until, date > until {
          hidden = false
          returned = "back after \(until), the end of its dismissal"
        } else if let worsening = definition.policy.worsening, let then = dismissal.metric,
          let metric,
          worsening.hasWorsened(from: then, to: metric)
        {
          hidden = false
          returned = "back early: \(worsening.phrase)"
        }
      }
      return EvaluatedAlert(
        definition: definition, condition: condition,
        message: definition.message(
          AlertContext(condition: condition, report: report, streak: streak)),
        streak: streak, metric: metric, dismissal: dismissal, hidden: hidden,
        returnedBecause: returned)
    }.sorted { $0.definition.priority < $1.definition.priority }
  }

  /// Whether `dismissal` still belongs to the episode on `date`: it was made on or before `date`
  /// and the condition has held every day since.
  static func episodeHolds(_ dismissal: Dismissal, on date: LocalDate, streak: Int) -> Bool {
    date >= dismissal.dismissedOn && streak >= date.days(since: dismissal.dismissedOn) + 1
  }

  /// `--check` of `veloready alerts`: the alerts showing, by `AlertCheck`.
  static func checkCode(_ alerts: [EvaluatedAlert]) -> ExitCode {
    AlertCheck.exitCode(showing: alerts.filter { !$0.hidden }.map(\.severity))
  }
}
