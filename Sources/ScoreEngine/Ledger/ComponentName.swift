/// The name of a line of a score's ledger (docs/algorithm.md §5, §6 and §10), e.g. `hrv`.
///
/// The engine declares every name it produces as a constant; the type stays open (a value, not a
/// closed enum) so that a reader of an older or newer document keeps a name it does not know and
/// shows it as it is.
public struct ComponentName: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The name as the JSON ledger writes it.
  public let rawValue: String

  /// A name as written, known or not.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The name itself.
  public var description: String { rawValue }

  /// Sleep: time asleep against the need.
  public static let duration = ComponentName(rawValue: "duration")
  /// Sleep: time asleep against time in bed.
  public static let efficiency = ComponentName(rawValue: "efficiency")
  /// Sleep: deep and REM shares.
  public static let stages = ComponentName(rawValue: "stages")
  /// Sleep: wake events.
  public static let disturbances = ComponentName(rawValue: "disturbances")
  /// Sleep: bedtime and wake time against the usual ones.
  public static let timing = ComponentName(rawValue: "timing")
  /// Sleep: the short-night cap, a ledger line with points but no sub-score and no weight
  /// (docs/algorithm.md §5.2); not a component.
  public static let shortNight = ComponentName(rawValue: "short-night")
  /// Recovery: HRV against its normal range.
  public static let hrv = ComponentName(rawValue: "hrv")
  /// Recovery: resting heart rate against its baseline.
  public static let restingHeartRate = ComponentName(rawValue: "rhr")
  /// Recovery: the displayed sleep score.
  public static let sleep = ComponentName(rawValue: "sleep")
  /// Recovery: breathing rate against its baseline.
  public static let respiratory = ComponentName(rawValue: "respiratory")
  /// Recovery: training load and form.
  public static let form = ComponentName(rawValue: "form")

  /// The five sleep components in table order.
  public static let sleepComponents: [ComponentName] = [
    .duration, .efficiency, .stages, .disturbances, .timing,
  ]
  /// The five recovery components in table order.
  public static let recoveryComponents: [ComponentName] = [
    .hrv, .restingHeartRate, .sleep, .respiratory, .form,
  ]
}
