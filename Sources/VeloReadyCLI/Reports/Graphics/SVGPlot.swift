import ScoreEngine

/// One chart of daily values as SVG: the days along the bottom, values up the side, with shaded
/// zones and bands behind lines, bars and ticks (docs/formats.md §14).
///
/// Each layer carries its values to the SVG as `data-values`, one per day, written as
/// `history --json` writes them, so what is drawn can be read back and checked.
struct SVGPlot {
  /// How a layer is drawn.
  enum Kind: Equatable {
    /// A line, broken where a day has no value; a lone day is a dot.
    case line(Stroke)
    /// Columns rising from the bottom of the axis.
    case bars
    /// Short marks along the bottom edge on days with a value above zero (activities).
    case ticks
    /// A shaded range per day (`low`, `high`).
    case band
  }

  /// The pattern of a line, so that lines differ by more than colour.
  enum Stroke: String {
    case solid = ""
    case dashed = "dash"
    case dotted = "dot"
  }

  /// One series.
  struct Layer {
    /// The `data-series` key, as named in `history --json`.
    let key: String
    /// The legend's words.
    let name: String
    let kind: Kind
    /// The index of its colour in `ChartPalette.series`.
    let colour: Int
    /// One value per day, oldest first (the band's upper edge for `.band`).
    var values: [Double?]
    /// The band's lower edge, one per day.
    var lows: [Double?] = []
    /// Decimals of `data-values`.
    var decimals = 1
  }

  /// A horizontal range of the value axis with a name (the form zones, the score bands).
  struct Zone {
    let name: String
    let low: Double?
    let high: Double?
    let colour: Int
  }

  /// `pmc`, `hrv`…: the `--chart` name and the SVG's `id`.
  let id: String
  let title: String
  /// What it draws, for the note of an empty chart: "HRV data" (`EmptyChart.note`).
  let subject: String
  /// The text alternative: what the chart shows, in a sentence or two.
  let summary: String
  /// The unit of the value axis.
  let unit: String
  let days: ClosedRange<LocalDate>
  var layers: [Layer]
  var zones: [Zone] = []
  /// The value axis when fixed (scores: 0…100); otherwise fitted to the values.
  var limits: ClosedRange<Double>?
  var zeroLine = false

  var dayCount: Int { days.upperBound.days(since: days.lowerBound) + 1 }

  /// Whether any layer has a value to draw.
  var hasValues: Bool {
    layers.contains { layer in
      // A day without training has load 0, which draws no tick.
      layer.kind != .band
        && layer.values.contains { value in value.map { layer.kind != .ticks || $0 > 0 } ?? false }
    }
  }
}
