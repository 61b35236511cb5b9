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
      var lines = WeekText.render(week, run)
      if week.isBlank {
        lines.append("")
        lines += try DataPointer.lines(
          run.setup, missing: week.previousMonday...week.through, run.style
        ) { "veloready week --date \($0.upperBound)" }
      }
      run.print(lines)
    }
    return .ok
  }
}
