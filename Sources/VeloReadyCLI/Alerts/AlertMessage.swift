import ScoreEngine

/// An alert as the rider reads it: id, severity, title and a specific message.
struct AlertMessage: Equatable, Sendable {
  let id: AlertID
  let severity: AlertSeverity
  let title: String
  let message: String
}
