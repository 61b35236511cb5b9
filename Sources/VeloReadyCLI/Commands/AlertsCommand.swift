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
    let dismissing = AlertDismissing(setup: setup, console: console)
    switch action {
    case .list:
      let fresh = try FreshScores.compute(setup, date, now: environment.now, warnings: [])
      let style = TerminalStyle.resolve(
        color: global.color, ascii: global.ascii, environment: environment.variables,
        isTerminal: environment.stdoutIsTerminal, terminalWidth: environment.terminalWidth)
      if options.json {
        console.out(
          JSONWriter.pretty(
            AlertsDocument.build(fresh.alerts, date: date), asciiOnly: !style.unicode))
      } else {
        console.out(
          AlertsText.render(fresh.alerts, date: date, style: style).joined(separator: "\n") + "\n")
      }
      return options.check ? AlertEvaluation.checkCode(fresh.alerts) : .ok
    case .dismiss(let name):
      let id = try AlertDismissing.alertID(name)
      let alerts = try FreshScores.compute(setup, date, now: environment.now, warnings: []).alerts
      if try dismissing.dismiss(id, among: alerts, on: date, until: options.until) {
        try refreshCache(setup, date)
      }
    case .reset(let name):
      try dismissing.reset(try name.map(AlertDismissing.alertID))
      try refreshCache(setup, date)
    }
    return .ok
  }

  /// Recomputes the cached Today of `date`, when there is one, so `today --cached` agrees.
  private func refreshCache(_ setup: Setup, _ date: LocalDate) throws(CLIError) {
    guard let store = setup.store, case .found = TodayCache.read(store, date, setup) else { return }
    let fresh = try FreshScores.compute(setup, date, now: environment.now, warnings: [])
    try TodayCache.write(fresh.snapshot, to: store)
  }
}
