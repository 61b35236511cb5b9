import ScoreEngine
import VeloKit

/// Draws a `TrendChart` as lines of text with a labelled value axis and a date axis
/// (docs/architecture.md §14): bars in eighth blocks (`#` in ASCII), points as symbols, the band
/// shaded. More days than columns are averaged into columns.
enum ChartRenderer {
  /// Rows of the plot area: an odd count, so that the middle row is labelled with the middle of
  /// the scale.
  static let height = 9
  static let bars = Array(" ▁▂▃▄▅▆▇█")

  static func render(_ chart: TrendChart, dates: ClosedRange<LocalDate>, style: TerminalStyle)
    -> [String]
  {
    let days = dates.upperBound.days(since: dates.lowerBound) + 1
    let series = chart.series.map { ($0, $0.values) }
    let bandLow = chart.band?.map { $0?.low }
    let bandHigh = chart.band?.map { $0?.high }
    let values = series.flatMap(\.1) + (bandLow ?? []) + (bandHigh ?? [])
    var lines = title(chart, style)
    // Axes around nothing would draw a made-up scale (0 to 1); the rider is told instead. A band
    // alone (HRV's, from the days before the range) is no data of these days.
    guard series.contains(where: { $0.1.contains { $0 != nil } }) else {
      return lines
        + TextFit.wrap(
          EmptyChart.note(chart.subject, dates), after: "  ", hangingIndent: 2, style)
    }
    let scale: ClosedRange<Double>
    switch chart.mark {
    // A bar's height is its value: the axis starts at 0 (a score's at its whole 0–100), since
    // bars on a cut axis make 80 look four times 50.
    case .bars: scale = chart.limits ?? fitted(values + [0])
    // The zero line is what form is read against, so it is always on the scale.
    case .points: scale = fitted(values + (chart.zeroLine ? [0] : []), within: chart.limits)
    }
    let labels = [scale.upperBound, (scale.lowerBound + scale.upperBound) / 2, scale.lowerBound]
      .map { Shown.number($0, chart.decimals) }
    let labelWidth = labels.map(\.count).max() ?? 1
    let width = max(8, min(days, style.width - 2 - labelWidth - 1))
    var grid = [[Cell]](repeating: [Cell](repeating: Cell(), count: width), count: height)
    if let bandLow, let bandHigh {
      let lows = SeriesSampling.buckets(bandLow, into: width)
      let highs = SeriesSampling.buckets(bandHigh, into: width)
      for column in 0..<min(width, lows.count) {
        guard let low = lows[column], let high = highs[column] else { continue }
        for row in self.row(low, scale)...self.row(high, scale) {
          grid[row][column] = Cell(text: style.symbol("░", ":"), tone: .grey)
        }
      }
    }
    if chart.zeroLine, scale.contains(0) {
      let zero = row(0, scale)
      for column in 0..<width where grid[zero][column].text == " " {
        grid[zero][column] = Cell(text: style.symbol("─", "-"), tone: .grey)
      }
    }
    for (line, values) in series {
      let columns = SeriesSampling.buckets(values, into: width)
      for (column, value) in columns.enumerated() where column < width {
        guard let value else { continue }
        let tone = line.tone(value)
        switch chart.mark {
        case .points:
          let symbol = style.symbol(line.symbol.unicode, line.symbol.ascii)
          grid[row(value, scale)][column] = Cell(text: symbol, tone: tone)
        case .bars:
          // A value at the bottom of the scale still shows, unlike a missing one.
          let eighths = max(
            1, Int(((value - scale.lowerBound) / span(scale) * Double(height * 8)).rounded()))
          for row in 0..<height {
            let fill = min(8, max(0, eighths - row * 8))
            guard fill > 0 else { continue }
            let text = style.unicode ? String(bars[fill]) : (fill >= 4 ? "#" : ".")
            grid[row][column] = Cell(text: text, tone: tone)
          }
        }
      }
    }
    for row in (0..<height).reversed() {
      let label =
        row == height - 1
        ? labels[0] : row == height / 2 ? labels[1] : row == 0 ? labels[2] : ""
      let axis = label.isEmpty ? style.symbol("│", "|") : style.symbol("┤", "+")
      var line = "  " + String(repeating: " ", count: labelWidth - label.count) + label + axis
      for cell in grid[row] { line += cell.tone.map { style.paint(cell.text, $0) } ?? cell.text }
      lines.append(TextFit.trimmed(line))
    }
    let indent = String(repeating: " ", count: 2 + labelWidth)
    lines.append(
      indent + style.symbol("└", "+") + String(repeating: style.symbol("─", "-"), count: width))
    lines.append(indent + " " + dateAxis(dates, days: days, width: width))
    if let strip = chart.strip {
      lines += self.strip(strip, width: width, labelWidth: labelWidth, style: style)
    }
    return lines
  }

  /// The strip's row, in the plot's columns, and its caption.
  static func strip(
    _ strip: TrendChart.Strip, width: Int, labelWidth: Int, style: TerminalStyle
  ) -> [String] {
    let values = SeriesSampling.buckets(strip.values, into: width)
    let limits = SeriesSampling.buckets(strip.limits, into: width)
    let levels = Array(
      Sparkline.draw(
        values.map { $0.map { Rounding.units($0, decimals: 2) } }, unicode: style.unicode))
    var row = ""
    for (column, level) in levels.enumerated() {
      // Compared as displayed, in hundredths: 1.5 × 1.4 is 2.10, and 2.1 is not above it.
      if let value = values[column], column < limits.count, let limit = limits[column],
        Rounding.units(value, decimals: 2) > Rounding.units(limit, decimals: 2)
      {
        row += style.paint(style.symbol("⚠", "!"), .amber)
      } else {
        row += values[column] == nil ? " " : style.paint(String(level), .grey)
      }
    }
    let label = String(strip.label.prefix(max(labelWidth, 2)))
    let head = "  " + String(repeating: " ", count: max(0, labelWidth - label.count)) + label + " "
    return [TextFit.trimmed(head + row)]
      + TextFit.wrap(strip.caption, after: "  ", hangingIndent: 2, style)
  }

  /// One cell of the plot.
  struct Cell {
    var text = " "
    var tone: Tone?
  }

  /// The nearest row of `value`, 0 at the bottom.
  static func row(_ value: Double, _ scale: ClosedRange<Double>) -> Int {
    let position = (value - scale.lowerBound) / span(scale) * Double(height - 1)
    return min(height - 1, max(0, Int(position.rounded())))
  }

  static func span(_ scale: ClosedRange<Double>) -> Double {
    max(scale.upperBound - scale.lowerBound, 1e-9)
  }

  /// From the lowest to the highest value, widened outwards to a round step (1, 2 or 5 times a
  /// power of ten, about a sixth of the values' spread), and kept inside `limits` when given.
  static func fitted(_ values: [Double?], within limits: ClosedRange<Double>? = nil)
    -> ClosedRange<Double>
  {
    let present = values.compactMap { $0 }
    guard let low = present.min(), let high = present.max() else { return limits ?? 0...1 }
    let step = roundStep(max(high - low, 1) / 6)
    var bottom = (low / step).rounded(.down) * step
    var top = (high / step).rounded(.up) * step
    if top == bottom { top += step }
    if let limits {
      bottom = max(bottom, limits.lowerBound)
      top = min(top, limits.upperBound)
    }
    // An even number of steps puts a round value on the middle row.
    if Int(((top - bottom) / step).rounded()) % 2 == 1 {
      if top + step <= limits?.upperBound ?? .infinity {
        top += step
      } else {
        bottom -= step
      }
    }
    return bottom...max(top, bottom + 1)
  }

  /// The round number (1, 2 or 5 times a power of ten) at or above `rough`.
  static func roundStep(_ rough: Double) -> Double {
    var power = 1.0
    while power * 10 <= rough { power *= 10 }
    while power > rough { power /= 10 }
    for factor in [1.0, 2, 5, 10] where factor * power >= rough { return factor * power }
    return 10 * power
  }

  /// The first and last dates under the ends of the axis, and the middle one when there is room.
  static func dateAxis(_ dates: ClosedRange<LocalDate>, days: Int, width: Int) -> String {
    func label(_ date: LocalDate) -> String {
      let (_, month, day) = date.components
      return "\(day) \(Shown.months[month - 1])"
    }
    let first = label(dates.lowerBound)
    let last = label(dates.upperBound)
    let columns = min(width, days)
    guard columns >= first.count + last.count + 1 else { return first }
    var text = first + String(repeating: " ", count: columns - first.count - last.count) + last
    let middleDate = dates.lowerBound.adding(days: (days - 1) / 2)
    let middle = label(middleDate)
    let start = (columns - middle.count) / 2
    if start > first.count + 1, start + middle.count < columns - last.count - 1 {
      var characters = Array(text)
      characters.replaceSubrange(start..<start + middle.count, with: Array(middle))
      text = String(characters)
    }
    return text
  }
}
