/// How serious an alert is.
public enum AlertSeverity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
  /// For information.
  case info
  /// Worth acting on.
  case warning
  /// Act now.
  case critical

  /// Orders by seriousness, `info` lowest.
  public static func < (lhs: AlertSeverity, rhs: AlertSeverity) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// The stable ids of the alert conditions (docs/algorithm.md §11).
public enum AlertID: String, Hashable, Sendable, Codable, CaseIterable {
  /// No main sleep while HRV or resting HR exists.
  case missingSleep = "missing-sleep"
  /// No wellness data for D and nothing recent.
  case staleData = "stale-data"
  /// The HRV baseline of a rider who records HRV has fewer than 14 days.
  case calibrating
  /// Today's HRV well below the normal range.
  case hrvSuppressed = "hrv-suppressed"
  /// Resting HR 5 bpm or more above baseline.
  case rhrElevated = "rhr-elevated"
  /// Deep negative form with a suppressed 7-day HRV.
  case overtraining
  /// Two or more signs of illness.
  case illnessWatch = "illness-watch"
  /// The latest intervals.icu sync failed and none has succeeded for more than a day. Not a
  /// condition of the day's records: the command line raises it from the store's sync state
  /// (docs/algorithm.md §11), never `AlertConditions`.
  case syncFailing = "sync-failing"
}

/// An alert condition that holds on day D, with the numbers that made it fire.
public struct AlertCondition: Hashable, Sendable {
  /// The condition.
  public var id: AlertID
  /// Its severity on D.
  public var severity: AlertSeverity
  /// The displayed values behind it, e.g. `zToday`, `restingHeartRate`, `baseline`.
  public var evidence: [Figure]

  /// Creates a condition.
  public init(id: AlertID, severity: AlertSeverity, evidence: [Figure]) {
    self.id = id
    self.severity = severity
    self.evidence = evidence
  }
}
