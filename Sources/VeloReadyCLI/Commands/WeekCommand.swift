import VeloJSON
import VeloKit

/// `veloready week [--date D] [--json]`.
enum WeekCommand: TwoStepReport {
  static func work(_ run: ReportRun) throws(CLIError) -> WeekSummary {
    try WeekSummary.compute(run, date: run.options.date ?? run.today)
  }

  static func draw(_ week: WeekSummary, _ run: ReportRun) throws(CLIError) {
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
  }
}
