import ScoreEngine
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// The text charts of `trends` and their SVG counterparts as a rider reads them
/// (docs/formats.md §9 and §14): bars on 0, form on its own scale, empty charts in words.
@Suite struct TrendChartTests {
  static let style = TerminalStyle(color: false, unicode: true, width: 80)
  static let last = LocalDate(iso: "2026-11-20") ?? LocalDate(dayNumber: 0)

  static func days(_ count: Int) -> ClosedRange<LocalDate> {
    last.adding(days: 1 - count)...last
  }

  static func chart(
    _ values: [Double?], mark: TrendChart.Mark, limits: ClosedRange<Double>? = nil,
    zeroLine: Bool = false
  ) -> TrendChart {
    TrendChart(
      title: "Test", subject: "HRV data", mark: mark,
      series: [.init(name: "x", symbol: ("×", "T"), tone: { _ in nil }, values: values)],
      limits: limits, zeroLine: zeroLine)
  }

  /// The value label of each of the nine rows, top first ("" for an unlabelled row).
  static func labels(_ lines: [String]) -> [String] {
    lines.filter { $0.contains("┤") || $0.contains("│") }.map { line in
      guard let axis = line.firstIndex(of: "┤") else { return "" }
      return line[..<axis].trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func scoreBarsStandOnZero() {
    // Scores of 70 to 97: the axis is still 0–100, labelled 100, 50 and 0, and every bar fills
    // the bottom row (a score of 70 is 70/100 × 72 eighths = 50 eighths, six full rows).
    let lines = ChartRenderer.render(
      Self.chart([70, 85, 97], mark: .bars, limits: 0...100), dates: Self.days(3), style: Self.style
    )
    #expect(Self.labels(lines) == ["100", "", "", "", "50", "", "", "", "0"])
    let bottom = lines.first { $0.hasPrefix("    0┤") }
    #expect(bottom == "    0┤███")
  }

  @Test func barsWithoutLimitsAlsoStartAtZero() {
    let scale = ChartRenderer.fitted([40, 44] + [0])
    #expect(scale.lowerBound == 0)
  }

  @Test func formSwingsOfFifteenSpreadOverTheChart() {
    // TSB −15 … +15 with its zero line: spread 30, step 5 (the round step at or above 30 / 6),
    // six steps → −15 … 15; −15 on the bottom row, 0 on the middle one, +15 on the top.
    let lines = ChartRenderer.render(
      Self.chart([-15, 0, 15], mark: .points, zeroLine: true), dates: Self.days(3),
      style: Self.style)
    #expect(Self.labels(lines) == ["15", "", "", "", "0", "", "", "", "-15"])
    #expect(lines.contains("   15┤  ×"))
    #expect(lines.contains("    0┤─×──────"))
    #expect(lines.contains("  -15┤×"))
  }

  @Test func formAlwaysHoldsItsZeroLine() {
    // TSB of +2 … +10 alone would fit 2 … 10; the zero line widens it to 0 … 10, step 2, five
    // steps, one more for a round middle: 0 … 12, labelled 12, 6, 0.
    let lines = ChartRenderer.render(
      Self.chart([2, 10], mark: .points, zeroLine: true), dates: Self.days(2), style: Self.style)
    #expect(Self.labels(lines) == ["12", "", "", "", "6", "", "", "", "0"])
  }

  @Test func anEmptyChartSaysSoInsteadOfDrawingAxes() {
    let lines = ChartRenderer.render(
      Self.chart([nil, nil], mark: .points), dates: Self.days(90), style: Self.style)
    #expect(lines == ["  Test", "  no HRV data in these 90 days"])
    let one = ChartRenderer.render(
      Self.chart([nil], mark: .points), dates: Self.days(1), style: Self.style)
    #expect(one.last == "  no HRV data on Fri 20 Nov")
  }

  @Test func theFormChartsNameEachSymbolAndColour() {
    let charts = TrendsReport.pmcCharts([], unicode: true)
    #expect(charts.count == 2)
    #expect(
      ChartRenderer.title(charts[0], Self.style)
        == ["  Fitness and fatigue, each morning:  ● CTL (fitness)  ○ ATL (fatigue)"])
    #expect(
      ChartRenderer.title(charts[1], Self.style)
        == ["  Form against its zero line, each morning:  × TSB = CTL − ATL"])
    // At 40 columns an entry moves to the next line whole, its symbol with its name.
    let narrow = TerminalStyle(color: false, unicode: true, width: 40)
    #expect(
      ChartRenderer.title(charts[0], narrow)
        == ["  Fitness and fatigue, each morning:", "    ● CTL (fitness)  ○ ATL (fatigue)"])
    #expect(charts[1].zeroLine)
    let ascii = TerminalStyle(color: false, unicode: false, width: 80)
    #expect(
      ChartRenderer.title(TrendsReport.pmcCharts([], unicode: false)[0], ascii)
        == ["  Fitness and fatigue, each morning:  C CTL (fitness)  A ATL (fatigue)"])
    // In colour each symbol is painted in its line's colour: green, red and yellow.
    let colour = TerminalStyle(color: true, unicode: true, width: 80)
    let painted = (ChartRenderer.title(charts[0], colour) + ChartRenderer.title(charts[1], colour))
      .joined()
    for (symbol, tone) in [("●", Tone.green), ("○", .red), ("×", .yellow)] {
      #expect(painted.contains(colour.paint(symbol, tone)))
    }
  }

  @Test func anEmptySVGChartSaysTheSameWithoutAxes() {
    let plot = SVGPlot(
      id: "hrv", title: "HRV, ms", subject: "HRV data", summary: "", unit: "ms",
      days: Self.days(90),
      layers: [
        .init(
          key: "hrv", name: "HRV", kind: .line(.solid), colour: 0,
          values: [Double?](repeating: nil, count: 90))
      ])
    let svg = plot.svg(standalone: false)
    #expect(svg.contains(">No HRV data in these 90 days</text>"))
    #expect(!svg.contains("\"axis\""))
  }
}
