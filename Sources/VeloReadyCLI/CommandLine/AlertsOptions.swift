import ScoreEngine

/// What `veloready alerts` was asked to do.
public enum AlertsAction: Equatable, Sendable {
  /// List the day's alerts.
  case list
  /// Dismiss one alert.
  case dismiss(String)
  /// Forget the dismissals of one alert, or of all.
  case reset(String?)
}

/// Options of `veloready alerts`.
public struct AlertsOptions: Equatable, Sendable {
  /// `--date`.
  public var date: LocalDate?
  /// `--json`.
  public var json = false
  /// `--check`.
  public var check = false
  /// `--until`: the last day a dismissal holds.
  public var until: LocalDate?

  /// Defaults.
  public init() {}
}
