import Foundation

/// The typical clock time and the spread of a set of clock times, on the 24-hour circle so that
/// 23:50 and 00:10 are 20 minutes apart (docs/algorithm.md §15.2).
///
/// With each time as an angle `θ = 2π · minutes / 1440`, `R̄` is the length of the mean of the
/// unit vectors `(cos θ, sin θ)`; the circular standard deviation is `√(−2 ln R̄)` radians (Mardia
/// and Jupp, *Directional Statistics*, 2000), given here in minutes. For times only a few minutes
/// apart it equals the ordinary standard deviation (with divisor n) to within a fraction of a
/// minute: bedtimes 22:00 and 23:00 spread by 30.0 minutes.
public struct ClockSpread: Hashable, Sendable {
  /// How many times went in.
  public let count: Int
  /// The circular mean, minutes after midnight, 0 ..< 1440.
  public let meanMinutes: Double
  /// The circular standard deviation, minutes.
  public let standardDeviationMinutes: Double

  /// The spread of `minutes` (minutes after midnight); `nil` for fewer than two times or times
  /// spread evenly around the clock (no mean direction).
  public init?(minutes: [Double]) {
    guard minutes.count >= 2 else { return nil }
    var sum = CircularSum()
    for value in minutes { sum.add(minutes: value) }
    let length =
      (sum.sine * sum.sine + sum.cosine * sum.cosine).squareRoot() / Double(minutes.count)
    guard length > 1e-9 else { return nil }
    // Rounding can put R̄ a hair above 1 for identical times.
    let radians = (-2 * log(min(length, 1))).squareRoot()
    count = minutes.count
    meanMinutes = sum.meanMinutes
    standardDeviationMinutes = radians / (2 * Double.pi) * 1440
  }
}
