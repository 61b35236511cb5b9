import VeloKit

/// `veloready report [--days N] [--date D | --from D --to D] --html`.
struct ReportCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let run = try ReportRun(context)
    guard run.options.html else {
      throw .usage(
        "report needs a format", hint: "add --html: veloready report --html > report.html")
    }
    let range = try run.range(defaultDays: 90)
    let series = try ScoredDays.compute(run.setup, range, now: run.now)
    let week = try WeekSummary.compute(run, date: range.dates.upperBound)
    run.console.out(ReportPage.html(series, week: week, run))
    return .ok
  }
}
