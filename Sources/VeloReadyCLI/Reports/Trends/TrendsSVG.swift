import ScoreEngine

/// The charts of `trends --svg` and of the HTML report, from the same daily rows as `history`
/// (docs/formats.md §14).
enum TrendsSVG {
  /// How many of the seven days up to a day need an HRV for its 7-day mean: more than half.
  static let weeklyMeanMinimum = 4

  static func plots(_ series: ScoredDays) -> [SVGPlot] {
    ChartName.allCases.map { plot($0, series) }
  }

  /// The chart `chart`.
  static func plot(_ chart: ChartName, _ series: ScoredDays) -> SVGPlot {
    let name = chart.rawValue
    let rows = series.rows
    let days = series.range.dates
    switch chart {
    case .recovery, .sleep:
      let recovery = chart == .recovery
      let word = recovery ? "Recovery" : "Sleep score"
      return SVGPlot(
        id: name, title: "\(word), 0–100", subject: recovery ? "recovery scores" : "sleep scores",
        summary: "\(word) of each day as a column, on bands Pay attention below 40, Fair 40–59, "
          + "Good 60–79 and Optimal from 80. \(describe(rows.map { (recovery ? $0.recovery : $0.sleep).map(Double.init) }, recovery ? "recovery scores" : "sleep scores", days))",
        unit: "score", days: days,
        layers: [
          .init(
            key: name, name: word, kind: .bars, colour: recovery ? 0 : 2,
            values: rows.map { (recovery ? $0.recovery : $0.sleep).map(Double.init) },
            decimals: 0)
        ], zones: scoreZones, limits: 0...100)
    case .hrv:
      let band = rows.map(\.hrvBand)
      return SVGPlot(
        id: name, title: "HRV, ms", subject: "HRV data",
        summary: "Each morning's HRV, its 7-day mean and its normal range, the 60-day mean "
          + "plus or minus one standard deviation. \(describe(rows.map(\.hrv), "HRV data", days))",
        unit: "ms", days: days,
        layers: [
          .init(
            key: "hrvBand", name: "normal range", kind: .band, colour: 0,
            values: band.map { $0?.high }, lows: band.map { $0?.low }),
          .init(key: "hrv", name: "HRV", kind: .line(.solid), colour: 0, values: rows.map(\.hrv)),
          .init(
            key: "hrv7DayMean", name: "7-day mean", kind: .line(.dashed), colour: 1,
            values: trailingMean(rows.map(\.hrv), days: 7, minimum: weeklyMeanMinimum)),
        ])
    case .restingHR:
      return SVGPlot(
        id: name, title: "Resting heart rate, bpm", subject: "resting heart rate data",
        summary: "Each morning's resting heart rate and its 60-day baseline. "
          + describe(rows.map(\.restingHeartRate), "resting heart rate data", days),
        unit: "bpm", days: days,
        layers: [
          .init(
            key: "restingHeartRate", name: "resting HR", kind: .line(.solid), colour: 1,
            values: rows.map(\.restingHeartRate)),
          .init(
            key: "restingHeartRateBaseline", name: "baseline", kind: .line(.dashed), colour: 7,
            values: rows.map(\.restingHeartRateBaseline)),
        ])
    case .pmc:
      return SVGPlot(
        id: name, title: "Form: CTL, ATL and TSB each morning", subject: "training load",
        summary: "Fitness (CTL), fatigue (ATL) and form (TSB = CTL − ATL) each morning, on the "
          + "form zones of TSB, with a mark on each day with training. "
          + describe(rows.map(\.ctl), "training load", days, word: "CTL"),
        unit: "TSS/day", days: days,
        layers: [
          .init(key: "ctl", name: "CTL", kind: .line(.solid), colour: 0, values: rows.map(\.ctl)),
          .init(key: "atl", name: "ATL", kind: .line(.dashed), colour: 1, values: rows.map(\.atl)),
          .init(key: "tsb", name: "TSB", kind: .line(.dotted), colour: 2, values: rows.map(\.tsb)),
          .init(
            key: "load", name: "training day", kind: .ticks, colour: 7,
            values: rows.map { $0.load }),
        ], zones: formZones, zeroLine: true)
    }
  }

  /// The score bands of docs/algorithm.md §6.
  static let scoreZones: [SVGPlot.Zone] = [
    .init(name: "Optimal", low: 80, high: 100, colour: 3),
    .init(name: "Good", low: 60, high: 80, colour: 4),
    .init(name: "Fair", low: 40, high: 60, colour: 5),
    .init(name: "Pay attention", low: 0, high: 40, colour: 1),
  ]

  /// The form zones of TSB (docs/algorithm.md §8).
  static let formZones: [SVGPlot.Zone] = [
    .init(name: "Transition", low: 25, high: nil, colour: 4),
    .init(name: "Fresh", low: 5, high: 25, colour: 3),
    .init(name: "Grey zone", low: -10, high: 5, colour: 7),
    .init(name: "Optimal", low: -30, high: -10, colour: 0),
    .init(name: "High risk", low: nil, high: -30, colour: 1),
  ]

  /// The mean of the values of the `days` days up to each day, when at least `minimum` have one.
  static func trailingMean(_ values: [Double?], days: Int, minimum: Int) -> [Double?] {
    values.indices.map { index in
      let window = values[max(0, index - days + 1)...index].compactMap { $0 }
      guard window.count >= minimum else { return nil }
      return window.reduce(0, +) / Double(window.count)
    }
  }

  /// "Values on 85 of 90 days, from 41 to 63." for the text alternative; without any, the
  /// empty chart's own sentence, "No HRV data in these 90 days."
  static func describe(
    _ values: [Double?], _ subject: String, _ days: ClosedRange<LocalDate>, word: String = "Values"
  ) -> String {
    let present = values.compactMap { $0 }
    guard let low = present.min(), let high = present.max() else {
      let note = EmptyChart.note(subject, days)
      return note.prefix(1).uppercased() + note.dropFirst() + "."
    }
    return "\(word) on \(present.count) of \(values.count) days, from "
      + "\(Shown.number(low, 0)) to \(Shown.number(high, 0))."
  }
}
