import ScoreEngine
import VeloJSON

/// `veloready alerts [--date D] [--json] [--check]`, `alerts dismiss ID [--until D]`,
/// `alerts reset [ID]`.
struct AlertsCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let (invocation, options, global) = (context.invocation, context.options, context.global)
    let (environment, console) = (context.environment, context.console)
    let setup = try Setup.resolve(global, environment)
    setup.printWarnings(console)
    if setup.store == nil, setup.location.explicit {
      throw .missing("no veloready store at '\(setup.location.path)'")
    }
    let date = options.date ?? setup.clock.day(of: environment.now)
    let dismissing = AlertDismissing(setup: setup, console: console)
    switch invocation.action {
    case nil:
      let fresh = try FreshScores.compute(setup, date, now: environment.now, warnings: [])
      if options.json {
        console.out(JSONWriter.pretty(AlertsDocument.build(fresh.alerts, date: date)))
      } else {
        let style = TerminalStyle.resolve(
          color: global.color, ascii: global.ascii, environment: environment.variables,
          isTerminal: environment.stdoutIsTerminal, terminalWidth: environment.terminalWidth)
        console.out(
          AlertsText.render(fresh.alerts, date: date, style: style).joined(separator: "\n") + "\n")
      }
      return options.check ? AlertEvaluation.checkCode(fresh.alerts) : .ok
    case "dismiss":
      let id = try AlertDismissing.alertID(invocation.arguments.first ?? "")
      let alerts = try FreshScores.compute(setup, date, now: environment.now, warnings: []).alerts
      if try dismissing.dismiss(id, among: alerts, on: date, until: options.until) {
        try refreshCache(setup, date)
      }
    case "reset":
      try dismissing.reset(try invocation.arguments.first.map(AlertDismissing.alertID))
      try refreshCache(setup, date)
    default:
      throw CLIError(code: .failure, message: "no alerts action '\(invocation.action ?? "")'")
    }
    return .ok
  }

  /// Recomputes the cached Today of `date`, when there is one, so `today --cached` agrees.
  private func refreshCache(_ setup: Setup, _ date: LocalDate) throws(CLIError) {
    guard let store = setup.store,
      case .found = ScoreCache.read(from: store, for: date, schema: TodayDocument.schema)
    else { return }
    let fresh = try FreshScores.compute(setup, date, now: context.environment.now, warnings: [])
    let document = TodayDocumentEditor.served(fresh.view.document, origin: .fresh, warnings: [])
    try ScoreCache.write(
      CachedToday(document: document, recentTSBTenths: fresh.view.recentTSBTenths), to: store,
      for: date)
  }
}
