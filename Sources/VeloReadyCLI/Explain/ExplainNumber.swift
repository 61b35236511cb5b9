import ScoreEngine
import VeloJSON

/// How explain writes numbers: knots as short as they are defined, values as displayed.
enum ExplainNumber {
  /// A knot coordinate with no more decimals than it has, e.g. `-1`, `0.08`, `2.5`.
  static func short(_ value: Double) -> String {
    for decimals in 0...3 {
      let text = JSONWriter.fixed(value, decimals: decimals)
      if abs((Double(text) ?? value) - value) < 1e-9 { return text }
    }
    return JSONWriter.fixed(value, decimals: 3)
  }

  /// How the value `x`, shown as `xText`, maps through `map` to `result` (one decimal): the knots
  /// it fell between, or the end knot it lies beyond.
  static func mapping(_ map: PiecewiseLinear, _ x: Double, _ xText: String, result: Double)
    -> String
  {
    let segment = map.segment(around: x)
    func knot(_ point: (x: Double, y: Double)) -> String {
      short(point.x) + " → " + short(point.y)
    }
    let value = Shown.number(result, 1)
    switch segment.position {
    case .between:
      return "\(xText) lies between \(knot(segment.lower)) and \(knot(segment.upper)): \(value)"
    case .before:
      return "\(xText) is at or before the first knot \(knot(segment.lower)): \(value)"
    case .after:
      return "\(xText) is at or after the last knot \(knot(segment.lower)): \(value)"
    }
  }

  /// `a + b + c − d`: integer points summing to a score (a cap's points are negative).
  static func sum(_ parts: [Int]) -> String {
    var text = ""
    for (index, part) in parts.enumerated() {
      if index == 0 {
        text = part < 0 ? "−\(-part)" : String(part)
      } else {
        text += part < 0 ? " − \(-part)" : " + \(part)"
      }
    }
    return text
  }
}
