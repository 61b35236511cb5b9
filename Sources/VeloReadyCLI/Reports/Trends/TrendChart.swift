import VeloKit

/// One chart of `trends`: daily values over the range drawn as bars or points, with an optional
/// band behind them, on a fixed or fitted scale.
struct TrendChart {
  /// How values are drawn.
  enum Mark {
    /// Columns rising from the bottom, in eighths of a row.
    case bars
    /// One symbol per column, on the nearest row.
    case points
  }

  /// One line of values.
  struct Series {
    /// The legend's name.
    let name: String
    /// The symbol of a point in Unicode and in ASCII.
    let symbol: (unicode: String, ascii: String)
    /// The colour of a value.
    let tone: (Double) -> Tone?
    /// One value per day, oldest first.
    let values: [Double?]
    /// Its entry in the legend after the title, beside its symbol in its colour ("CTL
    /// (fitness)"); `nil` for a chart whose title says what its one series is.
    var legend: String? = nil
  }

  /// A one-row band under the plot: a series drawn as levels, columns above their limit marked
  /// (the HRV chart's 7-day CV against 1.5 × its usual value, docs/algorithm.md §16.3).
  struct Strip {
    /// The row's label, at the value axis.
    let label: String
    /// One value per day, oldest first.
    let values: [Double?]
    /// The limit of each day; a column above its limit is marked.
    let limits: [Double?]
    /// What the strip shows, printed under the date axis.
    let caption: String
  }

  /// The title, with the unit.
  let title: String
  /// What the chart draws, for the line an empty chart prints: "HRV data", "sleep scores".
  let subject: String
  let mark: Mark
  let series: [Series]
  /// A shaded range behind the values, one per day (HRV's normal band).
  var band: [(low: Double, high: Double)?]?
  /// The values the axis may show (0…100 for a score); it is fitted to the values inside them.
  var limits: ClosedRange<Double>?
  /// Decimals of the axis labels.
  var decimals = 0
  /// Whether to draw the zero line (TSB).
  var zeroLine = false
  /// A band under the plot.
  var strip: Strip?
}
