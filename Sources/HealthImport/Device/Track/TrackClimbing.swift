/// The total ascent of a track from its points' altitudes (docs/algorithm.md §7.6).
///
/// A GPS altitude jitters by a metre or two from fix to fix even on flat ground, so summing every
/// rise between consecutive points counts the noise as climbing. The altitudes are read as a
/// zigzag instead: a turn from climbing to descending (or back) counts only once the altitude has
/// moved `threshold` metres away from the highest (or lowest) point since the last turn. Each
/// climb then counts in full, from the low point where it began to the high point where it
/// ended, and a wobble smaller than the threshold counts nothing.
enum TrackClimbing {
  /// The swing, metres, that confirms a turn.
  static let threshold = 3.0

  /// The total ascent in metres of `altitudes` in time order; `nil` with fewer than two.
  static func ascent(_ altitudes: [Double]) -> Double? {
    let finite = altitudes.filter(\.isFinite)
    guard var low = finite.first, finite.count > 1 else { return nil }
    var high = low
    // Until the first turn, the direction is unknown: `low` and `high` are the extremes so far.
    var rising: Bool?
    var ascent = 0.0
    for altitude in finite.dropFirst() {
      switch rising {
      case nil:
        low = min(low, altitude)
        high = max(high, altitude)
        if altitude - low >= threshold {
          rising = true
          high = altitude
        } else if high - altitude >= threshold {
          rising = false
          low = altitude
        }
      case true?:
        if altitude > high {
          high = altitude
        } else if high - altitude >= threshold {
          ascent += high - low
          rising = false
          low = altitude
        }
      case false?:
        if altitude < low {
          low = altitude
        } else if altitude - low >= threshold {
          rising = true
          high = altitude
        }
      }
    }
    if rising == true { ascent += high - low }
    return ascent
  }
}
