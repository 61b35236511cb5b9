import ScoreEngine
import VeloKit

/// What every chart has around its values: the root element, the title and text alternative,
/// the legend, the axes with their unit, and the note of a chart without values.
enum SVGFrame {
  static let namespace = "http://www.w3.org/2000/svg"

  static func rootAttributes(id: String, standalone: Bool) -> [(String, String?)] {
    let (width, height) = (ChartGeometry.width, ChartGeometry.height)
    return [
      ("xmlns", namespace), ("class", "chart"), ("id", "chart-\(id)"),
      ("viewBox", "0 0 \(ChartGeometry.number(width)) \(ChartGeometry.number(height))"),
      ("width", standalone ? ChartGeometry.number(width) : nil),
      ("height", standalone ? ChartGeometry.number(height) : nil),
      ("role", "img"), ("aria-labelledby", "\(id)-title \(id)-desc"),
    ]
  }

  /// `<title>` and `<desc>` for screen readers, the style sheet when standalone, the title.
  static func heading(
    _ out: inout Markup, id: String, title: String, summary: String, standalone: Bool
  ) {
    out.element("title", [("id", "\(id)-title")], title)
    out.element("desc", [("id", "\(id)-desc")], summary)
    if standalone {
      out.element("style", [], ChartPalette.standalone)
      out.empty(
        "rect",
        [
          ("class", "bg"), ("width", ChartGeometry.number(ChartGeometry.width)),
          ("height", ChartGeometry.number(ChartGeometry.height)),
        ])
    }
    out.element("text", [("class", "title"), ("x", "12"), ("y", "22")], title)
  }

  /// One row of swatches and names under the title; each swatch is drawn as its series is.
  static func legend(_ out: inout Markup, _ items: [(String, SVGPlot.Kind, Int)]) {
    out.open("g", [("class", "legend")])
    var x = 12.0
    let y = 42.0
    for (name, kind, colour) in items {
      let at = ChartGeometry.number
      switch kind {
      case .line(let stroke):
        let classes = ["line", "k\(colour)", stroke.rawValue].filter { !$0.isEmpty }
        out.empty(
          "line",
          [
            ("class", classes.joined(separator: " ")), ("x1", at(x)), ("y1", at(y - 4)),
            ("x2", at(x + 22)), ("y2", at(y - 4)),
          ])
      case .ticks:
        out.empty(
          "line",
          [
            ("class", "tick k\(colour)"), ("x1", at(x + 11)), ("y1", at(y - 9)),
            ("x2", at(x + 11)), ("y2", at(y + 1)),
          ])
      case .bars, .band:
        out.empty(
          "rect",
          [
            ("class", kind == .band ? "band f\(colour)" : "f\(colour)"), ("x", at(x + 4)),
            ("y", at(y - 10)), ("width", "14"), ("height", "10"),
          ])
      }
      out.element("text", [("x", at(x + 28)), ("y", at(y))], name)
      x += 28 + Double(name.count) * 6.6 + 18
    }
    out.close()
  }

  /// Grid lines and labels of the value axis, with its unit above it.
  static func valueAxis(_ out: inout Markup, _ geometry: ChartGeometry, unit: String) {
    let at = ChartGeometry.number
    out.open("g", [("class", "axis"), ("data-axis", "y")])
    let decimals = geometry.step < 1 ? (geometry.step < 0.1 ? 2 : 1) : 0
    for tick in geometry.ticks {
      let y = geometry.y(tick)
      out.empty("line", hLine(geometry, y: y, cssClass: "gridline"))
      out.element(
        "text",
        [("x", at(geometry.plotLeft - 6)), ("y", at(y + 4)), ("text-anchor", "end")],
        Shown.number(tick, decimals).replacingOccurrences(of: ",", with: ""))
    }
    out.element(
      "text", [("x", "8"), ("y", at(geometry.plotTop - 12)), ("text-anchor", "start")], unit)
    out.close()
  }

  static func hLine(_ geometry: ChartGeometry, y: Double, cssClass: String) -> [(String, String?)] {
    let at = ChartGeometry.number
    return [
      ("class", cssClass), ("x1", at(geometry.plotLeft)), ("y1", at(y)),
      ("x2", at(geometry.plotRight)), ("y2", at(y)),
    ]
  }

  /// The base line and up to six dates, the first and the last among them.
  static func dateAxis(_ out: inout Markup, _ geometry: ChartGeometry, days: ClosedRange<LocalDate>)
  {
    let count = days.upperBound.days(since: days.lowerBound) + 1
    let labels = labelSlots(count, most: 6)
    let spansYears = days.lowerBound.components.year != days.upperBound.components.year
    slotAxis(
      out: &out, geometry,
      labels: labels.map { index in
        let date = days.lowerBound.adding(days: index)
        let (year, month, day) = date.components
        let name = Shown.months[month - 1]
        // Across years the month and year say enough, and stay short enough not to collide.
        return (index, spansYears ? "\(name) \(year)" : "\(day) \(name)")
      })
  }

  /// The base line and `labels` under their slots.
  static func slotAxis(
    out: inout Markup, _ geometry: ChartGeometry, labels: [(Int, String)]
  ) {
    let at = ChartGeometry.number
    out.open("g", [("class", "axis"), ("data-axis", "x")])
    out.empty("line", hLine(geometry, y: geometry.plotBottom, cssClass: "baseline"))
    for (index, label) in labels {
      let x = geometry.x(index)
      out.empty(
        "line",
        [
          ("x1", at(x)), ("y1", at(geometry.plotBottom)), ("x2", at(x)),
          ("y2", at(geometry.plotBottom + 4)),
        ])
      let anchor =
        labels.count == 1
        ? "middle" : index == labels.first?.0 ? "start" : index == labels.last?.0 ? "end" : "middle"
      out.element(
        "text",
        [("x", at(x)), ("y", at(geometry.plotBottom + 18)), ("text-anchor", anchor)], label)
    }
    out.close()
  }

  /// At most `most` slots of `count`, a whole number of slots apart, from the first to the
  /// last; the last takes the place of the one before it, so no two labels crowd each other.
  static func labelSlots(_ count: Int, most: Int) -> [Int] {
    guard count > 1 else { return [0] }
    let stride = max(1, (count - 1 + most - 2) / max(1, most - 1))
    var slots = Array(Swift.stride(from: 0, to: count, by: stride))
    if let last = slots.last, last != count - 1 {
      if slots.count > 1 { slots.removeLast() }
      slots.append(count - 1)
    }
    return slots
  }

  /// `text` in the middle of the plot, drawn instead of the axes of a chart with nothing to show.
  static func emptyNote(_ out: inout Markup, _ geometry: ChartGeometry, _ text: String) {
    let at = ChartGeometry.number
    out.element(
      "text",
      [
        ("class", "note"), ("x", at((geometry.plotLeft + geometry.plotRight) / 2)),
        ("y", at((geometry.plotTop + geometry.plotBottom) / 2)), ("text-anchor", "middle"),
      ], text.prefix(1).uppercased() + text.dropFirst())
  }
}
