import VeloJSON
import VeloKit

/// `veloready impacts [--days N] [--date D] [--tag NAME] [--json]`.
struct ImpactsCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let run = try ReportRun(context)
    let report = try ImpactsReport.compute(
      run, try run.range(defaultDays: 180), only: run.options.tag)
    if run.options.json {
      run.console.json(ImpactsDocument.build(report, run.setup))
    } else {
      run.print(ImpactsText.render(report, run))
    }
    return .ok
  }
}
