import VeloJSON
import VeloKit

/// `veloready trends [--days N] [--date D] [--chart NAME] [--json | --svg]`.
struct TrendsCommand {
  let context: CommandContext

  init(_ context: CommandContext) {
    self.context = context
  }

  func run() throws(CLIError) -> ExitCode {
    let run = try ReportRun(context)
    if run.options.svg, run.options.chart == nil {
      throw .usage(
        "trends --svg draws one chart; name it with --chart",
        hint: "use one of \(ChartName.list), e.g. veloready trends --svg --chart pmc > pmc.svg")
    }
    let series = try ScoredDays.compute(
      run.setup, try run.range(defaultDays: 90), now: run.now, guidance: true)
    if run.options.svg, let chart = run.options.chart {
      run.console.out(TrendsSVG.plot(chart, series).svg(standalone: true))
    } else if run.options.json {
      run.console.json(TrendsReport.document(series, run.setup))
    } else {
      run.print(TrendsReport.render(series, run) + (try Self.pointer(series, run)))
    }
    return .ok
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
