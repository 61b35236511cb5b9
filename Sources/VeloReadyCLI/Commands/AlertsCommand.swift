import Foundation
import HealthImport
import ScoreEngine
import VeloJSON

/// `veloready alerts [--date D] [--json] [--check]`, `alerts dismiss ID [--until D]`,
/// `alerts reset [ID]`.
struct AlertsCommand {
  let action: AlertsAction
  let options: AlertsOptions
  let global: GlobalOptions
  let environment: RunEnvironment
  let console: any Console

  func run() throws(CLIError) -> ExitCode {
    let setup = try Setup.resolve(global, environment)
    setup.printWarnings(console)
    if setup.store == nil, setup.location.explicit {
      throw .missing("no veloready store at '\(setup.location.path)'")
    }
    let date = options.date ?? setup.clock.day(of: environment.now)
    switch action {
    case .list:
      let fresh = try FreshScores.compute(setup, date, now: environment.now, warnings: [])
      if options.json {
        console.out(JSONWriter.pretty(AlertsDocument.build(fresh.alerts, date: date)))
      } else {
        console.out(
          AlertsText.render(fresh.alerts, date: date, style: style).joined(separator: "\n") + "\n")
      }
      return options.check ? AlertEvaluation.checkCode(fresh.alerts) : .ok
    case .dismiss(let name):
      return try dismiss(try Self.alertID(name), setup, date)
    case .reset(let name):
      return try reset(try name.map(Self.alertID), setup)
    }
  }

  private var style: TerminalStyle {
    TerminalStyle.resolve(
      color: global.color, ascii: global.ascii, environment: environment.variables,
      isTerminal: environment.stdoutIsTerminal, terminalWidth: environment.terminalWidth)
  }

  static func alertID(_ name: String) throws(CLIError) -> AlertID {
    guard let id = AlertID(rawValue: name) else {
      let suggestion = Suggestion.nearest(to: name, in: AlertID.allCases.map(\.rawValue))
      throw .usage(
        "Unknown alert '\(name)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""),
        hint: "the alerts are " + AlertID.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return id
  }

  private func dismiss(_ id: AlertID, _ setup: Setup, _ date: LocalDate) throws(CLIError)
    -> ExitCode
  {
    guard let store = setup.store else {
      throw .missing(
        "dismissals are kept in the store, and there is none yet",
        hint: "import your data first: veloready import FILE")
    }
    let fresh = try FreshScores.compute(setup, date, now: environment.now, warnings: [])
    guard let alert = fresh.alerts.first(where: { $0.definition.id == id }) else {
      let active = fresh.alerts.map(\.definition.id.rawValue)
      throw .usage(
        "'\(id.rawValue)' is not active on \(date)",
        hint: active.isEmpty
          ? "no alert is active on \(date)" : "active: " + active.joined(separator: ", "))
    }
    if alert.hidden, alert.dismissal?.until == options.until {
      console.out("'\(id.rawValue)' is already dismissed for \(date)\n")
      return .ok
    }
    let count = (alert.dismissal?.count ?? 0) + 1
    if let maximum = alert.definition.policy.maximumDismissals, count > maximum {
      throw CLIError(
        code: .dataError,
        message:
          "'\(id.rawValue)' has been dismissed \(maximum) time\(maximum == 1 ? "" : "s") in this episode, the most it allows; it stays on the dashboard",
        hint: "it clears by itself once the condition has passed")
    }
    let dismissal = Dismissal(
      id: id, dismissedOn: date, count: count, metric: alert.metric, until: options.until)
    try store.withLock(console: console) { () throws(CLIError) in
      var file = try DismissalFile.load(from: store)
      file.dismissals[id] = dismissal
      try file.save(to: store)
    }
    console.out(
      "dismissed '\(id.rawValue)'" + AlertsText.returnClause(dismissal, alert.definition) + "\n")
    try refreshCache(setup, date)
    return .ok
  }

  private func reset(_ id: AlertID?, _ setup: Setup) throws(CLIError) -> ExitCode {
    guard let store = setup.store else {
      console.out("no dismissals to reset\n")
      return .ok
    }
    var removed: [AlertID] = []
    try store.withLock(console: console) { () throws(CLIError) in
      var file = try DismissalFile.load(from: store)
      removed = file.dismissals.keys.filter { id == nil || $0 == id }.sorted {
        $0.rawValue < $1.rawValue
      }
      for key in removed { file.dismissals[key] = nil }
      try file.save(to: store)
    }
    console.out(
      removed.isEmpty
        ? "no dismissals to reset\n"
        : "reset \(removed.map { "'\($0.rawValue)'" }.joined(separator: ", ")); they show again while active\n"
    )
    try refreshCache(setup, options.date ?? setup.clock.day(of: environment.now))
    return .ok
  }

  /// Recomputes the cached Today of `date`, when there is one, so `today --cached` agrees.
  private func refreshCache(_ setup: Setup, _ date: LocalDate) throws(CLIError) {
    guard let store = setup.store,
      case .found = ScoreCache.read(from: store, for: date, schema: TodayDocument.schema)
    else {
      return
    }
    let fresh = try FreshScores.compute(setup, date, now: environment.now, warnings: [])
    let document = TodayDocumentEditor.served(fresh.view.document, origin: .fresh, warnings: [])
    try ScoreCache.write(
      CachedToday(document: document, recentTSBTenths: fresh.view.recentTSBTenths), to: store,
      for: date)
  }
}
