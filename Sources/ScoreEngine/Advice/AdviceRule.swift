/// One row of the advice table (docs/algorithm.md §15.7): the conditions it matches and the advice
/// it gives. A `nil` condition matches anything.
public struct AdviceRule: Hashable, Sendable {
  /// What the day's alerts must contain for the rule to match.
  public enum AlertCondition: String, Hashable, Sendable, CaseIterable {
    /// A critical alert, or `illness-watch` at any severity.
    case criticalOrIllness
    /// A warning about the body: `hrv-suppressed`, `rhr-elevated` or `overtraining`.
    case bodyWarning
  }

  /// The rule's number in the table, 1 first.
  public var number: Int
  /// The alert condition, or `nil`.
  public var alerts: AlertCondition?
  /// The recovery bands it matches (`nil` in the list: no score); `nil` matches any band and no
  /// score. A list, not a set: a set of optionals is instantiated at run time by checking that
  /// `Optional<ScoreBand>` is `Hashable`, which in veloready's static executable scans every
  /// conformance record, on every start of `today` (docs/performance.md §5c).
  public var recovery: [ScoreBand?]?
  /// The form zones it matches (`nil` in the list: no zone); `nil` matches any.
  public var form: [FormZone?]?
  /// The advice, or `nil` for "no advice".
  public var advice: TrainingAdvice?
  /// Why, in a few words a rider reads.
  public var reason: String

  /// Whether the rule holds for the day.
  public func matches(_ day: AdviceInputs) -> Bool {
    if let alerts, !day.satisfies(alerts) { return false }
    if let recovery, !recovery.contains(day.recovery) { return false }
    if let form, !form.contains(day.form) { return false }
    return true
  }
}

/// What the advice table reads: the displayed recovery band, the form zone and the alerts showing.
public struct AdviceInputs: Hashable, Sendable {
  /// The band of the displayed recovery score, `nil` without one.
  public var recovery: ScoreBand?
  /// The form zone, `nil` before the PMC is established.
  public var form: FormZone?
  /// The alerts showing (dismissed ones left out), with their severities.
  public var alerts: [AlertID: AlertSeverity]

  /// Creates the inputs of one day.
  public init(recovery: ScoreBand?, form: FormZone?, alerts: [AlertID: AlertSeverity]) {
    self.recovery = recovery
    self.form = form
    self.alerts = alerts
  }

  /// Whether the alerts meet `condition`.
  func satisfies(_ condition: AdviceRule.AlertCondition) -> Bool {
    switch condition {
    case .criticalOrIllness:
      return alerts.values.contains(.critical) || alerts[.illnessWatch] != nil
    case .bodyWarning:
      return [AlertID.hrvSuppressed, .rhrElevated, .overtraining].contains { alerts[$0] != nil }
    }
  }
}
