import ScoreEngine

/// One alert's dismissal, as kept in the store's `alerts.json`.
package struct Dismissal: Equatable, Sendable {
  /// The alert.
  package var id: AlertID
  /// The score date it was dismissed for.
  package var dismissedOn: LocalDate
  /// Dismissals of this episode so far.
  package var count: Int
  /// The alert's metric at the dismissal, in displayed units.
  package var metric: Int?
  /// The last date the dismissal holds (`--until`), if given.
  package var until: LocalDate?
  /// The alert's severity at the dismissal; `nil` in files written before it was kept.
  package var severity: AlertSeverity? = nil

  /// Creates one from its fields.
  package init(
    id: AlertID, dismissedOn: LocalDate, count: Int, metric: Int? = nil, until: LocalDate? = nil,
    severity: AlertSeverity? = nil
  ) {
    self.id = id
    self.dismissedOn = dismissedOn
    self.count = count
    self.metric = metric
    self.until = until
    self.severity = severity
  }
}
