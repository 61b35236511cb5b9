import VeloKit

extension ChartRenderer {
  /// The title in bold, then each series' symbol in its colour and its legend entry, the series
  /// drawn on top first: the symbols tell the lines apart without colour, the colours with it.
  /// A legend entry is broken from the next, never inside, so that a symbol stays with its name.
  static func title(_ chart: TrendChart, _ style: TerminalStyle) -> [String] {
    let entries = chart.series.reversed().compactMap { line in
      line.legend.map { legend in
        let symbol = style.symbol(line.symbol.unicode, line.symbol.ascii)
        return (line.tone(0).map { style.paint(symbol, $0) } ?? symbol) + " " + legend
      }
    }
    let title = style.paint(chart.title, .bold)
    let widest = ([chart.title] + entries).map(TextWidth.of).max() ?? 0
    guard !entries.isEmpty, widest + 1 <= style.width - 4 else {
      // Too narrow for whole entries: wrapped at spaces like any title.
      let text = entries.isEmpty ? title : title + ": " + entries.joined(separator: "  ")
      return TextFit.wrap(text, hangingIndent: 2, width: style.width - 2, style).map { "  " + $0 }
    }
    return TextFit.flow(
      [title + ":"] + entries, after: "  ", separator: "  ", hangingIndent: 4, style)
  }
}
