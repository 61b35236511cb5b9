/// Heart-rate settings in force on an activity's date (docs/algorithm.md §7.4).
public struct HeartRateSettings: Hashable, Sendable {
  /// Resting heart rate, bpm.
  public var resting: Double
  /// Maximum heart rate, bpm.
  public var maximum: Double
  /// Lactate-threshold heart rate, bpm.
  public var threshold: Double
  /// TRIMP weighting.
  public var sex: Sex

  /// Creates settings.
  public init(resting: Double, maximum: Double, threshold: Double, sex: Sex) {
    self.resting = resting
    self.maximum = maximum
    self.threshold = threshold
    self.sex = sex
  }

  /// Whether the settings allow a TRIMP: `max > rest` and `LTHR > rest`. The method does not say what
  /// happens otherwise; a zero or negative heart-rate reserve makes TRIMP meaningless, so the
  /// heart-rate methods are skipped and the next method applies.
  var allowsTRIMP: Bool { maximum > resting && threshold > resting }
}
