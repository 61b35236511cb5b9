import VeloJSON
import VeloKit

/// `veloready trends [--days N] [--date D] [--json]`.
struct TrendsCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let run = try ReportRun(context)
    let series = try ScoredDays.compute(
      run.setup, try run.range(defaultDays: 90), now: run.now, guidance: true)
    if run.options.json {
      run.console.json(TrendsReport.document(series, run.setup))
    } else {
      run.print(TrendsReport.render(series, run))
    }
    return .ok
  }
}
