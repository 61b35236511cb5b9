import VeloJSON
import VeloKit

/// `veloready trends [--days N] [--date D] [--chart NAME] [--json | --svg]`.
enum TrendsCommand: TwoStepReport {
  static func work(_ run: ReportRun) throws(CLIError) -> ScoredDays {
    if run.options.svg, run.options.chart == nil {
      throw .usage(
        "trends --svg draws one chart; name it with --chart",
        hint: "use one of \(ChartName.list), e.g. veloready trends --svg --chart pmc > pmc.svg")
    }
    return try ScoredDays.compute(
      run.setup, try run.range(defaultDays: 90), now: run.now, guidance: true)
  }

  static func draw(_ series: ScoredDays, _ run: ReportRun) throws(CLIError) {
    if run.options.svg, let chart = run.options.chart {
      run.console.out(TrendsSVG.plot(chart, series).svg(standalone: true))
    } else if run.options.json {
      run.console.json(TrendsReport.document(series, run.setup))
    } else {
      run.print(TrendsReport.render(series, run) + (try Self.pointer(series, run)))
    }
  }

  /// Where the data is when the range has none.
  static func pointer(_ series: ScoredDays, _ run: ReportRun) throws(CLIError) -> [String] {
    guard series.isBlank else { return [] }
    return [""]
      + (try DataPointer.lines(run.setup, missing: series.range.dates, run.style) {
        "veloready trends \(DataPointer.window($0))"
      })
  }
}
