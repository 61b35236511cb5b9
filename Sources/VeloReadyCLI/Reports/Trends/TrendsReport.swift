import Foundation
import ScoreEngine
import VeloJSON
import VeloKit

/// `veloready trends`: charts of recovery, HRV with its normal band, resting heart rate, sleep,
/// and CTL, ATL and TSB together, from the same daily rows as `history`.
enum TrendsReport {
  static func charts(_ series: ScoredDays, unicode: Bool) -> [TrendChart] {
    let rows = series.rows
    let dash = unicode ? "–" : "-"
    let plusMinus = unicode ? "±" : "+/-"
    func scoreTone(_ value: Double) -> Tone? {
      Tone.band(ScoreBand(score: Rounding.units(value, decimals: 0)))
    }
    let point = (unicode: "●", ascii: "*")
    return [
      TrendChart(
        title: "Recovery (0\(dash)100)", mark: .bars,
        series: [
          .init(
            name: "recovery", symbol: point, tone: scoreTone,
            values: rows.map {
              $0.recovery.map(Double.init)
            })
        ], limits: 0...100),
      TrendChart(
        title: "HRV, ms (shaded: normal band, 60-day mean \(plusMinus) 1 SD)", mark: .points,
        series: [.init(name: "hrv", symbol: point, tone: { _ in nil }, values: rows.map(\.hrv))],
        band: rows.map(\.hrvBand), decimals: 0),
      TrendChart(
        title: "Resting heart rate, bpm", mark: .points,
        series: [
          .init(
            name: "restingHeartRate", symbol: point, tone: { _ in nil },
            values: rows.map(\.restingHeartRate))
        ], decimals: 0),
      TrendChart(
        title: "Sleep score (0\(dash)100)", mark: .bars,
        series: [
          .init(
            name: "sleep", symbol: point, tone: scoreTone,
            values: rows.map {
              $0.sleep.map(Double.init)
            })
        ], limits: 0...100),
      TrendChart(
        title: unicode
          ? "Form, each morning: ● CTL  ○ ATL  × TSB" : "Form, each morning: C CTL  A ATL  T TSB",
        mark: .points,
        series: [
          .init(name: "tsb", symbol: ("×", "T"), tone: { _ in .yellow }, values: rows.map(\.tsb)),
          .init(name: "atl", symbol: ("○", "A"), tone: { _ in .red }, values: rows.map(\.atl)),
          .init(name: "ctl", symbol: ("●", "C"), tone: { _ in .green }, values: rows.map(\.ctl)),
        ], decimals: 0, zeroLine: true),
    ]
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
    for chart in charts(series, unicode: style.unicode) {
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
            "restingHeartRate": .fixed(row.restingHeartRate, 1), "ctl": .fixed(row.ctl, 1),
            "atl": .fixed(row.atl, 1), "tsb": .fixed(row.tsb, 1),
          ])
        }),
    ])
  }
}
