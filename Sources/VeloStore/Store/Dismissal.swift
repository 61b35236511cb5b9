import ScoreEngine

/// One alert's dismissal, as kept in the store's `alerts.json`.
struct Dismissal: Equatable, Sendable {
  /// The alert.
  var id: AlertID
  /// The score date it was dismissed for.
  var dismissedOn: LocalDate
  /// Dismissals of this episode so far.
  var count: Int
  /// The alert's metric at the dismissal, in displayed units.
  var metric: Int?
  /// The last date the dismissal holds (`--until`), if given.
  var until: LocalDate?
  /// The alert's severity at the dismissal; `nil` in files written before it was kept.
  var severity: AlertSeverity? = nil
}
