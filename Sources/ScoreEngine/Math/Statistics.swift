import Foundation

/// Small statistics used by the baselines (docs/algorithm.md §4) and the timing component (§5).
enum Statistics {
  /// The arithmetic mean; `nil` for no values.
  static func mean(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    return values.reduce(0, +) / Double(values.count)
  }

  /// The sample standard deviation (divisor `n − 1`); `nil` for fewer than two values.
  static func sampleStandardDeviation(_ values: [Double]) -> Double? {
    guard values.count >= 2, let mean = mean(values) else { return nil }
    let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    return (squares / Double(values.count - 1)).squareRoot()
  }

  /// The median (the mean of the two middle values for an even count); `nil` for no values.
  static func median(_ values: [Double]) -> Double? {
    MedianSelection.median(values)
  }

  /// The circular mean of clock times given in minutes after midnight, in `0 ..< 1440`.
  static func circularMeanMinutes(_ minutes: [Double]) -> Double? {
    guard !minutes.isEmpty else { return nil }
    var sum = CircularSum()
    for value in minutes { sum.add(minutes: value) }
    return sum.meanMinutes
  }

  /// The absolute difference of two clock times on the 24-hour circle, in minutes (0–720).
  static func circularDistanceMinutes(_ a: Double, _ b: Double) -> Double {
    let difference = abs(a - b).truncatingRemainder(dividingBy: 1440)
    return min(difference, 1440 - difference)
  }
}
