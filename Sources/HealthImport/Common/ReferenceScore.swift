import ScoreEngine

/// A score a service computed for a day — WHOOP's recovery, Oura's readiness, Garmin's sleep
/// score — kept beside veloready's own so the two can be compared, and never read by VR-2
/// (docs/formats.md §5.2, §6.7).
public struct ReferenceScore: Hashable, Sendable {
  /// Which veloready score a service's score is compared with.
  public enum Metric: String, CaseIterable, Hashable, Sendable {
    /// Compared with VR-2 recovery (WHOOP recovery %, Oura readiness).
    case recovery
    /// Compared with the VR-2 sleep score (WHOOP sleep performance %, Oura and Garmin sleep
    /// scores).
    case sleep
    /// Compared with VR-2 strain (WHOOP day strain).
    case strain

    /// The valid values: 0–100 for recovery and sleep, 0–21 for WHOOP's strain scale.
    public var range: ClosedRange<Double> { self == .strain ? 0...21 : 0...100 }
  }

  /// The day the score is for, as the service dates it.
  public var date: LocalDate
  /// The veloready score it is compared with.
  public var metric: Metric
  /// The service's own name for it, e.g. `recovery`, `readiness`, `sleep performance`.
  public var name: String
  /// The value on the service's scale.
  public var value: Double
  /// Who computed it.
  public var source: Source

  /// Creates a reference score.
  public init(date: LocalDate, metric: Metric, name: String, value: Double, source: Source) {
    self.date = date
    self.metric = metric
    self.name = name
    self.value = value
    self.source = source
  }
}
