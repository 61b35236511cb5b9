/// Why a score or one of its components has no value: a reason code of docs/algorithm.md §5 and
/// §6, e.g. `no-sleep`.
///
/// Open like `ComponentName`: the engine's codes are constants, and a reader keeps any other code
/// as it is.
public struct AbsentReason: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The code as the JSON writes it.
  public let rawValue: String

  /// A code as written, known or not.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The code itself.
  public var description: String { rawValue }

  /// No main sleep for the date.
  public static let noSleep = AbsentReason(rawValue: "no-sleep")
  /// Too few of hrv, rhr and sleep for a recovery score.
  public static let insufficientData = AbsentReason(rawValue: "insufficient-data")
  /// A night without bed and wake times (a nightly total).
  public static let noBounds = AbsentReason(rawValue: "no-bounds")
  /// A night without sleep stages.
  public static let noStages = AbsentReason(rawValue: "no-stages")
  /// A night given as totals, whose wake events cannot be counted (docs/algorithm.md §2.7).
  public static let noSegments = AbsentReason(rawValue: "no-segments")
  /// Too few days for the baseline.
  public static let noBaseline = AbsentReason(rawValue: "no-baseline")
  /// No value for the date.
  public static let noData = AbsentReason(rawValue: "no-data")
  /// Fewer than 14 days of HRV.
  public static let calibrating = AbsentReason(rawValue: "calibrating")
  /// The PMC is not established yet.
  public static let pmcWarmup = AbsentReason(rawValue: "pmc-warmup")
  /// Fitness too low to rate form.
  public static let lowFitness = AbsentReason(rawValue: "low-fitness")
}
