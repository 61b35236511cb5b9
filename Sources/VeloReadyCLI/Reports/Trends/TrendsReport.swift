import Foundation
import ScoreEngine
import VeloJSON
import VeloKit

/// `veloready trends`: charts of recovery, HRV with its normal band, resting heart rate, sleep,
/// and CTL, ATL and TSB together, from the same daily rows as `history`.
enum TrendsReport {
  /// The charts in order, each with the `--chart` name that keeps it: `pmc` keeps two, fitness
  /// and fatigue, and form on a scale of its own.
  static func charts(_ series: ScoredDays, unicode: Bool) -> [(ChartName, TrendChart)] {
    let rows = series.rows
    let dash = unicode ? "–" : "-"
    let plusMinus = unicode ? "±" : "+/-"
    func scoreTone(_ value: Double) -> Tone? {
      Tone.band(ScoreBand(score: Rounding.units(value, decimals: 0)))
    }
    let point = (unicode: "●", ascii: "*")
    return [
      (
        .recovery,
        TrendChart(
          title: "Recovery (0\(dash)100)", subject: "recovery scores", mark: .bars,
          series: [
            .init(
              name: "recovery", symbol: point, tone: scoreTone,
              values: rows.map { $0.recovery.map(Double.init) })
          ], limits: 0...100)
      ),
      (
        .hrv,
        TrendChart(
          title: "HRV, ms (shaded: normal band, 60-day mean \(plusMinus) 1 SD)",
          subject: "HRV data", mark: .points,
          series: [.init(name: "hrv", symbol: point, tone: { _ in nil }, values: rows.map(\.hrv))],
          band: rows.map(\.hrvBand), decimals: 0, strip: cvStrip(rows, unicode: unicode))
      ),
      (
        .restingHR,
        TrendChart(
          title: "Resting heart rate, bpm", subject: "resting heart rate data", mark: .points,
          series: [
            .init(
              name: "restingHeartRate", symbol: point, tone: { _ in nil },
              values: rows.map(\.restingHeartRate))
          ], decimals: 0)
      ),
      (
        .sleep,
        TrendChart(
          title: "Sleep score (0\(dash)100)", subject: "sleep scores", mark: .bars,
          series: [
            .init(
              name: "sleep", symbol: point, tone: scoreTone,
              values: rows.map { $0.sleep.map(Double.init) })
          ], limits: 0...100)
      ),
    ] + pmcCharts(rows, unicode: unicode).map { (.pmc, $0) }
  }

  /// CTL and ATL on one scale, TSB on its own: TSB swings of ±15 around 0 would take two rows of
  /// an axis that also holds a CTL of 60 (docs/formats.md §9). Each line has its own symbol and
  /// colour, named in the title.
  static func pmcCharts(_ rows: [HistoryRow], unicode: Bool) -> [TrendChart] {
    [
      TrendChart(
        title: "Fitness and fatigue, each morning", subject: "training load", mark: .points,
        series: [
          // Drawn first, so that CTL wins a row the two share; the legend lists the top one first.
          .init(
            name: "atl", symbol: ("○", "A"), tone: { _ in .red }, values: rows.map(\.atl),
            legend: "ATL (fatigue)"),
          .init(
            name: "ctl", symbol: ("●", "C"), tone: { _ in .green }, values: rows.map(\.ctl),
            legend: "CTL (fitness)"),
        ], decimals: 0),
      TrendChart(
        title: "Form against its zero line, each morning", subject: "training load",
        mark: .points,
        series: [
          .init(
            name: "tsb", symbol: ("×", "T"), tone: { _ in .yellow }, values: rows.map(\.tsb),
            legend: "TSB = CTL \(unicode ? "−" : "-") ATL")
        ], decimals: 0, zeroLine: true),
    ]
  }

  /// The 7-day CV of ln HRV under the HRV chart, as displayed, with the days above 1.5 × its
  /// usual value marked, and the last day's verdict (docs/algorithm.md §16.3).
  static func cvStrip(_ rows: [HistoryRow], unicode: Bool) -> TrendChart.Strip? {
    let values = rows.map { $0.hrvTrend?.cv7.map { Rounding.display($0, decimals: 1) } }
    guard values.contains(where: { $0 != nil }) else { return nil }
    let limits = rows.map { row in
      row.hrvTrend?.cvBase.map { Rounding.display($0, decimals: 1) * HRVTrend.cvLimitFactor }
    }
    let present = values.compactMap { $0 }
    let dash = unicode ? "–" : "-"
    var caption =
      "CV: the 7-day CV of ln HRV, \(Shown.number(present.min(), 1))\(dash)"
      + "\(Shown.number(present.max(), 1)) %; \(unicode ? "⚠" : "!") above 1.5 \(unicode ? "×" : "x") its usual value."
    if let last = rows.last, let trend = last.hrvTrend {
      caption +=
        " \(Shown.shortDate(last.date)): \(trend.verdict.rawValue.replacingOccurrences(of: "-", with: " "))"
      if let cv7 = trend.cv7 {
        caption += ", CV \(Shown.number(cv7, 1)) %"
        if let base = trend.cvBase { caption += " (usual \(Shown.number(base, 1)) %)" }
      }
      caption += "."
    }
    return TrendChart.Strip(label: "CV", values: values, limits: limits, caption: caption)
  }

  static func render(_ series: ScoredDays, _ run: ReportRun) -> [String] {
    let style = run.style
    var lines = run.title(
      "Trends", series.range.text(unicode: style.unicode), origin: series.origin)
    let plotWidth = style.width - 6
    if series.range.count > plotWidth {
      let per = SeriesSampling.daysPerColumn(
        series.range.count, columns: plotWidth, unicode: style.unicode)
      lines += TextFit.wrap(
        "Each column is the mean of \(per).", after: "  ", hangingIndent: 2, style)
    }
    // The charts in the order `charts` makes them; `--chart` keeps those of one name.
    let chosen = charts(series, unicode: style.unicode).filter { name, _ in
      run.options.chart.map { $0 == name } ?? true
    }
    for (_, chart) in chosen {
      lines.append("")
      lines += ChartRenderer.render(chart, dates: series.range.dates, style: style)
    }
    lines.append("")
    lines += TextFit.wrap(
      "Blank columns are days without a value.", after: "  ", hangingIndent: 2, style)
    return lines
  }

  /// `veloready trends --json`: `veloready.trends/v1` (docs/formats.md §9), the values charted.
  static func document(_ series: ScoredDays, _ setup: Setup) -> JSONValue {
    .object([
      "schema": .string("veloready.trends/v1"),
      "algorithm": .string(Algorithm.version),
      "from": .string(series.range.dates.lowerBound.description),
      "to": .string(series.range.dates.upperBound.description),
      "timeZone": .string(setup.timeZoneName),
      "origin": .string(series.origin.rawValue),
      "days": .array(
        series.rows.map { row in
          let band = row.hrvBand
          return .object([
            "date": .string(row.date.description), "recovery": .integer(row.recovery),
            "sleep": .integer(row.sleep), "hrv": .fixed(row.hrv, 1),
            "hrvBandLow": .fixed(band?.low, 1), "hrvBandHigh": .fixed(band?.high, 1),
            "hrvCV": .fixed(row.hrvTrend?.cv7, 1),
            "hrvCVBase": .fixed(row.hrvTrend?.cvBase, 1),
            "hrvTrend": .string(row.hrvTrend?.verdict.rawValue),
            "restingHeartRate": .fixed(row.restingHeartRate, 1), "ctl": .fixed(row.ctl, 1),
            "atl": .fixed(row.atl, 1), "tsb": .fixed(row.tsb, 1),
          ])
        }),
    ])
  }
}
