import VeloJSON
import VeloKit

/// `veloready validate [--days N] [--date D] [--json]`.
struct ValidateCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let run = try ReportRun(context)
    let report = try ValidationReport.compute(run, try run.range(defaultDays: 180))
    if run.options.json {
      run.console.json(report.document(run.setup))
    } else {
      var lines = ValidationText.render(report, run)
      if report.isBlank {
        lines.append("")
        lines += try DataPointer.lines(run.setup, missing: report.range.dates, run.style) {
          "veloready validate \(DataPointer.window($0))"
        }
      }
      run.print(lines)
    }
    return .ok
  }
}
