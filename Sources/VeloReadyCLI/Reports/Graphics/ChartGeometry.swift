import Foundation

/// The frame of a chart in SVG user units, and the value axis's scale and ticks.
struct ChartGeometry {
  static let width = 720.0
  static let height = 280.0
  static let left = 56.0
  static let right = 96.0
  static let top = 72.0
  static let bottom = 34.0

  var plotLeft: Double { Self.left }
  var plotRight: Double { Self.width - Self.right }
  var plotTop: Double { Self.top }
  var plotBottom: Double { Self.height - Self.bottom }
  var plotWidth: Double { plotRight - plotLeft }

  /// The axis's lowest and highest value and the step between labelled ticks.
  let low: Double
  let high: Double
  let step: Double
  /// How many slots the x axis has (days or weeks).
  let slots: Int

  /// A scale that holds `values` (and `limits` when given) on round ticks.
  init(values: [Double], limits: ClosedRange<Double>?, slots: Int) {
    self.slots = max(1, slots)
    if let limits {
      (low, high) = (limits.lowerBound, limits.upperBound)
      step = Self.niceStep((high - low) / 5)
      return
    }
    var (least, most) = (values.min() ?? 0, values.max() ?? 1)
    if most - least < 1e-9 { (least, most) = (least - 1, most + 1) }
    let step = Self.niceStep((most - least) / 4)
    self.step = step
    low = (least / step).rounded(.down) * step
    high = (most / step).rounded(.up) * step
  }

  /// 1, 2, 2.5 or 5 times a power of ten, at least `raw`.
  static func niceStep(_ raw: Double) -> Double {
    guard raw > 0, raw.isFinite else { return 1 }
    let power = pow(10, (log10(raw)).rounded(.down))
    for factor in [1.0, 2, 2.5, 5, 10] where factor * power >= raw - 1e-9 {
      return factor * power
    }
    return 10 * power
  }

  /// The labelled values of the axis, low to high.
  var ticks: [Double] {
    var values: [Double] = []
    var value = low
    while value <= high + step / 1000 {
      values.append(value)
      value += step
    }
    return values
  }

  /// The y of `value`, clamped to the plot.
  func y(_ value: Double) -> Double {
    let fraction = high > low ? (value - low) / (high - low) : 0.5
    return plotBottom - min(1, max(0, fraction)) * (plotBottom - plotTop)
  }

  /// The width of one slot.
  var slotWidth: Double { plotWidth / Double(slots) }

  /// The x of the middle of slot `index`.
  func x(_ index: Int) -> Double { plotLeft + (Double(index) + 0.5) * slotWidth }

  /// A coordinate with at most two decimals and no trailing zero (`12`, `12.5`, `-0.25`), so that
  /// the same chart is the same bytes. Written by hand: the charts write thousands of them.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = Int((value * 100).rounded())
    let magnitude = hundredths.magnitude
    var text = (hundredths < 0 ? "-" : "") + String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text +=
        fraction % 10 == 0 ? ".\(fraction / 10)" : fraction < 10 ? ".0\(fraction)" : ".\(fraction)"
    }
    return text
  }
}
