import VeloJSON
import VeloKit

/// A chart of stacked columns over named slots (weeks): the weekly load by sport.
struct SVGStacks {
  /// One part of every column (a sport), with its value in each slot.
  struct Part {
    let key: String
    let name: String
    let colour: Int
    let values: [Double]
  }

  let id: String
  let title: String
  let summary: String
  let unit: String
  /// The slot labels (a week's Monday), and the label of each slot in `data-slots`.
  let slots: [(label: String, key: String)]
  let parts: [Part]

  func svg(standalone: Bool) -> String {
    let totals = slots.indices.map { slot in parts.reduce(0) { $0 + $1.values[slot] } }
    let geometry = ChartGeometry(
      values: [0] + totals, limits: nil, slots: slots.count)
    var out = Markup()
    out.open(
      "svg",
      SVGFrame.rootAttributes(id: id, standalone: standalone) + [
        ("data-chart", id), ("data-slots", slots.map(\.key).joined(separator: " ")),
      ])
    SVGFrame.heading(&out, id: id, title: title, summary: summary, standalone: standalone)
    guard totals.contains(where: { $0 > 0 }) else {
      let weeks = slots.count == 1 ? "this week" : "these \(slots.count) weeks"
      SVGFrame.emptyNote(&out, geometry, "no training load in \(weeks)")
      out.close()
      return out.text
    }
    SVGFrame.legend(&out, parts.map { ($0.name, .bars, $0.colour) })
    SVGFrame.valueAxis(&out, geometry, unit: unit)
    let at = ChartGeometry.number
    let width = max(0.4, geometry.slotWidth * 0.7)
    var below = [Double](repeating: 0, count: slots.count)
    for part in parts {
      out.open(
        "g",
        [
          ("data-series", part.key),
          (
            "data-values",
            part.values.map { JSONWriter.fixed($0, decimals: 1) }.joined(separator: " ")
          ),
        ])
      var path = ""
      for (slot, value) in part.values.enumerated() where value > 0 {
        let (bottom, top) = (geometry.y(below[slot]), geometry.y(below[slot] + value))
        let x = geometry.x(slot) - width / 2
        path += "M\(at(x)) \(at(bottom))V\(at(top))H\(at(x + width))V\(at(bottom))Z"
        below[slot] += value
      }
      // The line between parts is kept for columns wide enough to show it past its colour.
      let line = width >= 4 ? "stack " : ""
      if !path.isEmpty { out.empty("path", [("class", "\(line)f\(part.colour)"), ("d", path)]) }
      out.close()
    }
    SVGFrame.slotAxis(
      out: &out, geometry,
      labels: slots.isEmpty
        ? [] : SVGFrame.labelSlots(slots.count, most: 8).map { ($0, slots[$0].label) })
    out.close()
    return out.text
  }
}
