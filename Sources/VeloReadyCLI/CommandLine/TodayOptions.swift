import ScoreEngine

/// Options of `veloready today`.
public struct TodayOptions: Equatable, Sendable {
  /// `--date`: the score date (default today in the athlete's zone).
  public var date: LocalDate?
  /// `--json`: print the `veloready.today/v1` document.
  public var json = false
  /// `--offline`: do not contact remote sources.
  public var offline = false
  /// `--cached`: no network; the cached scores, else computed from local records.
  public var cached = false
  /// `--refresh`: ignore the cache and sync first when a sync is set up.
  public var refresh = false
  /// `--check`: exit 20/30 when a warning/critical alert is active.
  public var check = false

  /// Defaults.
  public init() {}
}
