import VeloJSON
import VeloKit

/// `veloready week [--date D] [--json]`.
struct WeekCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let run = try ReportRun(context)
    let week = try WeekSummary.compute(run, date: run.options.date ?? run.today)
    if run.options.json {
      run.console.json(WeekDocument.build(week, run.setup))
    } else {
      run.print(WeekText.render(week, run))
    }
    return .ok
  }
}
