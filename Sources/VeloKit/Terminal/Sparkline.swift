/// A one-line chart of values, scaled between their minimum and maximum.
package enum Sparkline {
  static let unicodeLevels = Array("▁▂▃▄▅▆▇█")
  static let asciiLevels = Array("_.-~=+*#")

  /// One character per value (a space for a missing value).
  package static func draw(_ values: [Int?], unicode: Bool) -> String {
    let levels = unicode ? unicodeLevels : asciiLevels
    let present = values.compactMap { $0 }
    guard let low = present.min(), let high = present.max() else {
      return String(repeating: " ", count: values.count)
    }
    return String(
      values.map { value -> Character in
        guard let value else { return " " }
        guard high > low else { return levels[levels.count / 2] }
        let position = Double(value - low) / Double(high - low) * Double(levels.count - 1)
        return levels[Int(position.rounded())]
      })
  }
}
