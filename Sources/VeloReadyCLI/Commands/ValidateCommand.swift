import VeloJSON
import VeloKit

/// `veloready validate [--days N] [--date D] [--json]`.
enum ValidateCommand: TwoStepReport {
  static func work(_ run: ReportRun) throws(CLIError) -> ValidationReport {
    try ValidationReport.compute(run, try run.range(defaultDays: 180))
  }

  static func draw(_ report: ValidationReport, _ run: ReportRun) throws(CLIError) {
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
  }
}
