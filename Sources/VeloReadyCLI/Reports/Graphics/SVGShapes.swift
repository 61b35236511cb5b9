import VeloKit

/// The marks of a layer. Each layer is one path (plus dots for lone days), not one element per
/// day, so a ten-year chart stays a file a browser opens at once.
enum SVGShapes {
  private static let at = ChartGeometry.number

  /// A line through the days with a value, broken at days without one; a day alone is a dot.
  static func line(
    _ out: inout Markup, _ layer: SVGPlot.Layer, _ stroke: SVGPlot.Stroke,
    _ geometry: ChartGeometry
  ) {
    var path = ""
    var lone: [Int] = []
    var run: [Int] = []
    func finish() {
      if run.count == 1 { lone.append(run[0]) }
      if run.count > 1 {
        path +=
          run.enumerated().map { offset, index in
            (offset == 0 ? "M" : "L")
              + "\(at(geometry.x(index))) \(at(geometry.y(layer.values[index] ?? 0)))"
          }.joined(separator: " ") + " "
      }
      run = []
    }
    for (index, value) in layer.values.enumerated() {
      if value == nil { finish() } else { run.append(index) }
    }
    finish()
    let classes = ["line", "k\(layer.colour)", stroke.rawValue].filter { !$0.isEmpty }
    if !path.isEmpty {
      out.empty(
        "path",
        [("class", classes.joined(separator: " ")), ("d", String(path.dropLast()))])
    }
    for index in lone {
      out.empty(
        "circle",
        [
          ("class", "f\(layer.colour)"), ("cx", at(geometry.x(index))),
          ("cy", at(geometry.y(layer.values[index] ?? 0))), ("r", "2.5"),
        ])
    }
  }

  /// One column per day from the bottom of the axis, at most 80% of the day's width.
  static func bars(_ out: inout Markup, _ layer: SVGPlot.Layer, _ geometry: ChartGeometry) {
    let width = max(0.4, geometry.slotWidth * 0.8)
    let base = geometry.y(geometry.low)
    var path: [String] = []
    for (index, value) in layer.values.enumerated() {
      guard let value else { continue }
      let top = geometry.y(value)
      let x = geometry.x(index) - width / 2
      path.append("M\(at(x)) \(at(base))V\(at(top))H\(at(x + width))V\(at(base))Z")
    }
    guard !path.isEmpty else { return }
    out.empty("path", [("class", "bars f\(layer.colour)"), ("d", path.joined())])
  }

  /// A mark along the bottom edge on each day with a value above zero.
  static func ticks(_ out: inout Markup, _ layer: SVGPlot.Layer, _ geometry: ChartGeometry) {
    let base = geometry.plotBottom
    let path = layer.values.enumerated().compactMap { index, value -> String? in
      guard let value, value > 0 else { return nil }
      return "M\(at(geometry.x(index))) \(at(base))V\(at(base - 8))"
    }
    guard !path.isEmpty else { return }
    out.empty("path", [("class", "tick k\(layer.colour)"), ("d", path.joined())])
  }

  /// The band between `lows` and `values`, one shape per run of days that have both.
  static func band(_ out: inout Markup, _ layer: SVGPlot.Layer, _ geometry: ChartGeometry) {
    var shapes: [String] = []
    var run: [Int] = []
    func finish() {
      defer { run = [] }
      guard let first = run.first, let last = run.last else { return }
      let half = geometry.slotWidth / 2
      let upper = run.map { "\(at(geometry.x($0))) \(at(geometry.y(layer.values[$0] ?? 0)))" }
      let lower = run.reversed().map {
        "\(at(geometry.x($0))) \(at(geometry.y(layer.lows[$0] ?? 0)))"
      }
      // A run of one day is widened to its slot so it still shows.
      let edges =
        run.count == 1
        ? [
          "\(at(geometry.x(first) - half)) \(at(geometry.y(layer.values[first] ?? 0)))",
          "\(at(geometry.x(last) + half)) \(at(geometry.y(layer.values[last] ?? 0)))",
          "\(at(geometry.x(last) + half)) \(at(geometry.y(layer.lows[last] ?? 0)))",
          "\(at(geometry.x(first) - half)) \(at(geometry.y(layer.lows[first] ?? 0)))",
        ] : upper + lower
      shapes.append("M" + edges.joined(separator: " L") + " Z")
    }
    for index in layer.values.indices {
      let has = layer.values[index] != nil && index < layer.lows.count && layer.lows[index] != nil
      if has { run.append(index) } else { finish() }
    }
    finish()
    guard !shapes.isEmpty else { return }
    out.empty("path", [("class", "band f\(layer.colour)"), ("d", shapes.joined(separator: " "))])
  }
}
