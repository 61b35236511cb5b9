import ScoreEngine

/// FIT sports and sub-sports → the sports of docs/algorithm.md §7.
///
/// | FIT sport (sub-sport) | sport |
/// |---|---|
/// | cycling (2), e-biking (21) | cycling |
/// | fitness equipment (4) with indoor cycling (6) or spin (5) | cycling |
/// | running (1); fitness equipment with treadmill (1) | running |
/// | swimming (5) | swimming |
/// | walking (11) | walking |
/// | hiking (17) | hiking |
/// | training (10) with strength training (20) | strength |
/// | rowing (15); fitness equipment with indoor rowing (14) | rowing |
/// | transition (3) of a multisport file | not an activity |
/// | anything else | other |
///
/// Indoor bikes and treadmills logged as "fitness equipment" are ridden and run, so they count
/// with their sport family rather than as `other`.
enum FITSport {
  /// The transition between legs of a multisport file: not an activity of its own.
  static let transition: UInt8 = 3

  /// The sport of a FIT sport and sub-sport.
  static func sport(_ sport: UInt8?, subSport: UInt8?) -> Sport {
    switch (sport, subSport) {
    case (2?, _), (21?, _), (4?, 5?), (4?, 6?): return .cycling
    case (1?, _), (4?, 1?): return .running
    case (5?, _): return .swimming
    case (11?, _): return .walking
    case (17?, _): return .hiking
    case (10?, 20?): return .strength
    case (15?, _), (4?, 14?): return .rowing
    default: return .other
    }
  }
}
