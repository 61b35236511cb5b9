import ScoreEngine
import VeloJSON
import VeloKit

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
    let setup = try Setup.resolve(global, environment, console: console)
    setup.printWarnings(console)
    if setup.store == nil, setup.location.explicit {
      throw .missing("no veloready store at '\(setup.location.path)'")
    }
    let date = options.date ?? setup.clock.day(of: environment.now)
    let dismissing = AlertDismissing(setup: setup, console: console)
    switch invocation.action {
    case nil:
      let fresh = try FreshToday.compute(setup, date, now: environment.now, warnings: [])
      let style = TerminalStyle.resolve(
        color: global.color, ascii: global.ascii, environment: environment.variables,
        isTerminal: environment.stdoutIsTerminal, terminalWidth: environment.terminalWidth)
      if options.json {
        console.json(
          AlertsDocument.build(fresh.alerts, date: date, origin: fresh.snapshot.origin))
      } else {
        let demo = fresh.snapshot.origin == .demo ? ReportRun.demoNote(style) : nil
        console.out(
          AlertsText.render(fresh.alerts, date: date, demo: demo, style: style)
            .joined(separator: "\n") + "\n")
      }
      return options.check ? AlertEvaluation.checkCode(fresh.alerts) : .ok
    case "dismiss":
      let id = try AlertDismissing.alertID(invocation.arguments.first ?? "")
      _ = try dismissing.dismiss(id, on: date, until: options.until) { () throws(CLIError) in
        try FreshToday.compute(setup, date, now: environment.now, warnings: []).alerts
      }
    case "reset":
      try dismissing.reset(try invocation.arguments.first.map(AlertDismissing.alertID))
    default:
      throw CLIError(code: .failure, message: "no alerts action '\(invocation.action ?? "")'")
    }
    return .ok
  }
}
