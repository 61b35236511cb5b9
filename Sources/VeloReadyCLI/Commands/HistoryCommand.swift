import VeloJSON
import VeloKit

/// `veloready history [--days N] [--date D | --from D --to D] [--json | --csv]`.
enum HistoryCommand: TwoStepReport {
  static func work(_ run: ReportRun) throws(CLIError) -> ScoredDays {
    try ScoredDays.compute(run.setup, try run.range(defaultDays: 30), now: run.now)
  }

  static func draw(_ series: ScoredDays, _ run: ReportRun) throws(CLIError) {
    if run.options.json {
      run.console.json(HistoryDocument.build(series, run.setup))
    } else if run.options.csv {
      if series.origin == .demo { run.console.err("note: \(run.demoNote)\n") }
      run.console.data(HistoryDocument.csv(series, run.setup.clock))
    } else {
      run.print(HistoryText.render(series, run) + (try pointer(series, run)))
    }
  }

  /// Where the data is when the range has none.
  static func pointer(_ series: ScoredDays, _ run: ReportRun) throws(CLIError) -> [String] {
    guard series.isBlank else { return [] }
    return [""]
      + (try DataPointer.lines(run.setup, missing: series.range.dates, run.style) {
        "veloready history \(DataPointer.range($0))"
      })
  }
}
