import ScoreEngine
import VeloJSON
import VeloKit

extension SVGPlot {
  /// The chart as an `<svg>` element; `standalone` adds the XML namespace's size, the style
  /// sheet and a background, for a file of its own.
  func svg(standalone: Bool) -> String {
    let geometry = ChartGeometry(values: scaleValues, limits: limits, slots: dayCount)
    var out = Markup()
    out.open(
      "svg",
      SVGFrame.rootAttributes(id: id, standalone: standalone) + [
        ("data-chart", id), ("data-from", days.lowerBound.description),
        ("data-to", days.upperBound.description), ("data-days", String(dayCount)),
      ])
    SVGFrame.heading(&out, id: id, title: title, summary: summary, standalone: standalone)
    guard hasValues else {
      // As in the text chart: a sentence, not axes around a made-up scale.
      SVGFrame.emptyNote(&out, geometry, EmptyChart.note(subject, days))
      out.close()
      return out.text
    }
    SVGFrame.legend(&out, layers.map { ($0.name, $0.kind, $0.colour) })
    drawZones(&out, geometry)
    SVGFrame.valueAxis(&out, geometry, unit: unit)
    if zeroLine, geometry.low < 0, geometry.high > 0 {
      out.empty("line", SVGFrame.hLine(geometry, y: geometry.y(0), cssClass: "zero"))
    }
    for layer in layers.sorted(by: { $0.kind.order < $1.kind.order }) {
      draw(layer, &out, geometry)
    }
    SVGFrame.dateAxis(&out, geometry, days: days)
    out.close()
    return out.text
  }

  /// Every value the axis must hold.
  private var scaleValues: [Double] {
    var values = layers.filter { $0.kind != .ticks }.flatMap { $0.values + $0.lows }
      .compactMap { $0 }
    if zeroLine { values.append(0) }
    return values
  }

  private func drawZones(_ out: inout Markup, _ geometry: ChartGeometry) {
    for zone in zones {
      let top = geometry.y(min(zone.high ?? geometry.high, geometry.high))
      let bottom = geometry.y(max(zone.low ?? geometry.low, geometry.low))
      guard bottom - top > 0.5 else { continue }
      out.open("g", [("class", "zone"), ("data-zone", zone.name)])
      out.empty(
        "rect",
        [
          ("class", "f\(zone.colour)"), ("x", ChartGeometry.number(geometry.plotLeft)),
          ("y", ChartGeometry.number(top)), ("width", ChartGeometry.number(geometry.plotWidth)),
          ("height", ChartGeometry.number(bottom - top)),
        ])
      out.element(
        "text",
        [
          ("x", ChartGeometry.number(geometry.plotRight + 6)),
          ("y", ChartGeometry.number((top + bottom) / 2 + 3)),
        ], zone.name)
      out.close()
    }
  }

  private func draw(_ layer: Layer, _ out: inout Markup, _ geometry: ChartGeometry) {
    let values = layer.values.map { value in
      value.map { JSONWriter.fixed($0, decimals: layer.decimals) } ?? "null"
    }
    var attributes: [(String, String?)] = [
      ("data-series", layer.key), ("data-values", values.joined(separator: " ")),
    ]
    if layer.kind == .band {
      attributes.append(
        (
          "data-lows",
          layer.lows.map { $0.map { JSONWriter.fixed($0, decimals: layer.decimals) } ?? "null" }
            .joined(separator: " ")
        ))
    }
    out.open("g", attributes)
    switch layer.kind {
    case .line(let stroke): SVGShapes.line(&out, layer, stroke, geometry)
    case .bars: SVGShapes.bars(&out, layer, geometry)
    case .ticks: SVGShapes.ticks(&out, layer, geometry)
    case .band: SVGShapes.band(&out, layer, geometry)
    }
    out.close()
  }
}

extension SVGPlot.Kind {
  /// Drawing order: bands behind bars behind lines, ticks on top.
  var order: Int {
    switch self {
    case .band: 0
    case .bars: 1
    case .line: 2
    case .ticks: 3
    }
  }
}
