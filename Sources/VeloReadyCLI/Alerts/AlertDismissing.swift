import ScoreEngine
import VeloKit
import VeloStore

/// `alerts dismiss` and `alerts reset`: the rider's decisions about alerts, kept in the store.
struct AlertDismissing {
  let setup: Setup
  let console: any Console

  /// The alert named `name`, or a usage error suggesting the nearest id.
  static func alertID(_ name: String) throws(CLIError) -> AlertID {
    guard let id = AlertID(rawValue: name) else {
      let suggestion = Suggestion.nearest(to: name, in: AlertID.allCases.map(\.rawValue))
      throw .usage(
        "Unknown alert '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
        hint: "the alerts are " + AlertID.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return id
  }

  /// Dismisses `id`, active on `date` among the alerts `evaluate` gives, until `until` or its
  /// policy brings it back; `false` when it was already dismissed that way.
  ///
  /// The alerts are evaluated inside the store's write transaction, so a dismissal made by
  /// another process meanwhile is seen and counted, never overwritten.
  func dismiss(
    _ id: AlertID, on date: LocalDate, until: LocalDate?,
    evaluate: () throws(CLIError) -> [EvaluatedAlert]
  ) throws(CLIError) -> Bool {
    if let until, until < date {
      // A dismissal that ends before the day it is made on would hide nothing; saying so
      // beats storing a decision that silently does not hold.
      throw .usage(
        "--until '\(until)' is before \(date), the day '\(id.rawValue)' is dismissed on",
        hint: "give a date on or after \(date), or --date for the alert's day")
    }
    guard let store = setup.store else {
      throw .missing(
        "dismissals are kept in the store, and there is none yet",
        hint: "import your data first: veloready import FILE")
    }
    let outcome = try store.write { () throws(CLIError) -> (Dismissal, AlertDefinition)? in
      try record(id, on: date, until: until, among: try evaluate(), in: store)
    }
    guard let (dismissal, definition) = outcome else {
      console.say("'\(id.rawValue)' is already dismissed for \(date)\n")
      return false
    }
    console.say(
      "dismissed '\(id.rawValue)'" + AlertsText.returnClause(dismissal, definition) + "\n")
    return true
  }

  /// Stores the dismissal of `id` among `alerts`; `nil` when it was already dismissed that way.
  private func record(
    _ id: AlertID, on date: LocalDate, until: LocalDate?, among alerts: [EvaluatedAlert],
    in store: Store
  ) throws(CLIError) -> (Dismissal, AlertDefinition)? {
    guard let alert = alerts.first(where: { $0.definition.id == id }) else {
      let active = alerts.map(\.definition.id.rawValue)
      throw .usage(
        "'\(id.rawValue)' is not active on \(date)",
        hint: active.isEmpty
          ? "no alert is active on \(date)" : "active: " + active.joined(separator: ", "))
    }
    if alert.hidden, alert.dismissal?.until == until { return nil }
    let count = (alert.dismissal?.count ?? 0) + 1
    if let maximum = alert.definition.policy.maximumDismissals, count > maximum {
      throw CLIError(
        code: .dataError,
        message:
          "'\(id.rawValue)' has been dismissed \(maximum) time\(maximum == 1 ? "" : "s") in this episode, the most it allows; it stays on the dashboard",
        hint: "it clears by itself once the condition has passed")
    }
    let dismissal = Dismissal(
      id: id, dismissedOn: date, count: count, metric: alert.metric, until: until,
      severity: alert.severity)
    var dismissals = try CLIError.fromStore(try store.database.dismissals())
    dismissals.dismissals[id] = dismissal
    try CLIError.fromStore(try store.database.saveDismissals(dismissals))
    return (dismissal, alert.definition)
  }

  /// Forgets the dismissals of `id`, or of every alert.
  func reset(_ id: AlertID?) throws(CLIError) {
    guard let store = setup.store else {
      console.say("no dismissals to reset\n")
      return
    }
    var removed: [AlertID] = []
    try store.write { () throws(CLIError) in
      var file = try CLIError.fromStore(try store.database.dismissals())
      removed = file.dismissals.keys.filter { id == nil || $0 == id }.sorted {
        $0.rawValue < $1.rawValue
      }
      for key in removed { file.dismissals[key] = nil }
      try CLIError.fromStore(try store.database.saveDismissals(file))
    }
    console.say(
      removed.isEmpty
        ? "no dismissals to reset\n"
        : "reset \(removed.map { "'\($0.rawValue)'" }.joined(separator: ", ")); they show again while active\n"
    )
  }
}
