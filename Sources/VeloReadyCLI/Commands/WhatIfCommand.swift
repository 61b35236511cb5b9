import VeloJSON
import VeloKit

/// `veloready what-if (--load N [--days N] | --loads A,B,… | --rest [--days N]) [--target BAND]
/// [--date D] [--json]`.
struct WhatIfCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let run = try ReportRun(context)
    let loads = try WhatIfPlan.loads(run.options)
    let report = try WhatIfReport.compute(
      run, from: run.options.date ?? run.today, loads: loads, target: run.options.target)
    if run.options.json {
      run.console.json(report.document(run.setup))
    } else {
      run.print(report.render(run))
    }
    return .ok
  }
}
