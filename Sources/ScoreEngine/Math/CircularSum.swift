import Foundation

/// The sine and cosine of a clock time's angle on the 24-hour circle: one term of a circular
/// mean (docs/algorithm.md §5, timing).
struct CircularTerm: Hashable, Sendable {
  let sine: Double
  let cosine: Double

  /// The term of `minutes` after midnight.
  init(minutes: Double) {
    let angle = minutes / 1440 * 2 * Double.pi
    sine = sin(angle)
    cosine = cos(angle)
  }
}

/// The running sums of the terms of clock times, from which their circular mean is read.
///
/// A report's sleep timing takes the mean bedtime and wake of the 14 nights before it; each
/// night's terms are worked out once when the history is resolved (`NightClockTimes`) and added
/// here in the order of the nights, the order `Statistics.circularMeanMinutes` adds them, so the
/// mean is the same to the bit (docs/architecture.md §14).
struct CircularSum: Hashable, Sendable {
  private(set) var sine = 0.0
  private(set) var cosine = 0.0

  /// Adds the clock time `minutes` after midnight.
  mutating func add(minutes: Double) {
    add(CircularTerm(minutes: minutes))
  }

  /// Adds a term worked out before.
  mutating func add(_ term: CircularTerm) {
    sine += term.sine
    cosine += term.cosine
  }

  /// The circular mean of the times added, minutes in `0 ..< 1440`.
  var meanMinutes: Double {
    var mean = atan2(sine, cosine) / (2 * Double.pi) * 1440
    if mean < 0 { mean += 1440 }
    return mean
  }
}
