import Foundation

/// One sleep that a service gives as totals: its bounds and the time in each stage, with no
/// segments (docs/formats.md §1.5, docs/algorithm.md §2.7). WHOOP, Oura and Garmin Connect
/// exports describe nights this way.
///
/// A stage total the service did not give is `nil`, which is not the same as a stage it measured
/// at zero minutes.
public struct SleepSummary: Hashable, Sendable {
  /// In bed: the start of the sleep as the service bounds it.
  public var start: Date
  /// Out of bed: the end of the sleep (`end ≥ start`, at most 24 h later).
  public var end: Date
  /// Time asleep, seconds, 0–86400.
  public var asleepSeconds: Double
  /// Deep sleep (AASM N3), seconds.
  public var deepSeconds: Double?
  /// REM sleep, seconds.
  public var remSeconds: Double?
  /// Light sleep (AASM N1 + N2, veloready's `core`), seconds.
  public var coreSeconds: Double?
  /// Awake between `start` and `end`, seconds.
  public var awakeSeconds: Double?
  /// Time from `start` to falling asleep, seconds, when the service reports it.
  public var latencySeconds: Double?
  /// Who reported it.
  public var source: Source

  /// Creates a summary; every stage total is optional.
  public init(
    start: Date, end: Date, asleepSeconds: Double, deepSeconds: Double? = nil,
    remSeconds: Double? = nil, coreSeconds: Double? = nil, awakeSeconds: Double? = nil,
    latencySeconds: Double? = nil, source: Source
  ) {
    self.start = start
    self.end = end
    self.asleepSeconds = asleepSeconds
    self.deepSeconds = deepSeconds
    self.remSeconds = remSeconds
    self.coreSeconds = coreSeconds
    self.awakeSeconds = awakeSeconds
    self.latencySeconds = latencySeconds
    self.source = source
  }

  /// Deep, REM and light sleep together, seconds (a missing total counts 0).
  public var stageSeconds: Double {
    (deepSeconds ?? 0) + (remSeconds ?? 0) + (coreSeconds ?? 0)
  }

  /// Whether the service measured stages: some deep, REM or light sleep.
  public var hasStages: Bool { stageSeconds > 0 }
}
