/// Why a score or one of its components has no value: a reason code of the VR-1 tables
/// (docs/algorithm.md §3–4), e.g. `no-sleep`.
///
/// Open like `ComponentName`: the known codes are constants, any other is kept as it is.
struct AbsentReason: RawRepresentable, Hashable, Sendable {
  let rawValue: String

  /// No main sleep for the date.
  static let noSleep = AbsentReason(rawValue: "no-sleep")
  /// Too few components for a score.
  static let insufficientData = AbsentReason(rawValue: "insufficient-data")
  /// A nightly total without bed and wake times.
  static let noBounds = AbsentReason(rawValue: "no-bounds")
  /// A night without sleep stages.
  static let noStages = AbsentReason(rawValue: "no-stages")
  /// A night given as totals, whose wake events cannot be counted (docs/algorithm.md §2.7).
  static let noSegments = AbsentReason(rawValue: "no-segments")
  /// Too few days for the baseline.
  static let noBaseline = AbsentReason(rawValue: "no-baseline")
  /// No value for the date.
  static let noData = AbsentReason(rawValue: "no-data")
  /// Fewer than 14 days of HRV.
  static let calibrating = AbsentReason(rawValue: "calibrating")
  /// The training history is too short to rate form.
  static let pmcWarmup = AbsentReason(rawValue: "pmc-warmup")
  /// Fitness too low to rate form.
  static let lowFitness = AbsentReason(rawValue: "low-fitness")
}
