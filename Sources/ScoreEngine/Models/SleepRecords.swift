import Foundation

/// A sleep stage as recorded by a device (docs/formats.md §1.5, docs/algorithm.md §2).
public enum SleepStage: String, CaseIterable, Hashable, Sendable, Codable {
  /// In bed, not necessarily asleep.
  case inBed
  /// Asleep, stage unknown.
  case asleep
  /// Light or intermediate sleep (AASM N1 + N2).
  case core
  /// Deep sleep (AASM N3).
  case deep
  /// REM sleep.
  case rem
  /// Awake during the sleep period.
  case awake

  /// Whether the stage counts as sleep (core, deep, rem or unspecified asleep).
  public var isAsleep: Bool {
    switch self {
    case .asleep, .core, .deep, .rem: return true
    case .inBed, .awake: return false
    }
  }

  /// Whether the stage is one of the measured stages core, deep or rem.
  public var isMeasuredStage: Bool {
    self == .core || self == .deep || self == .rem
  }
}

/// One interval of one sleep stage from one source.
public struct SleepSegment: Hashable, Sendable {
  /// Start of the interval.
  public var start: Date
  /// End of the interval (`end ≥ start`, at most 24 h later).
  public var end: Date
  /// The stage.
  public var stage: SleepStage
  /// Who recorded it.
  public var source: Source

  /// Creates a segment.
  public init(start: Date, end: Date, stage: SleepStage, source: Source) {
    self.start = start
    self.end = end
    self.stage = stage
    self.source = source
  }
}

/// A nightly sleep total for a local date, with no bounds or stages (e.g. intervals.icu `sleepSecs`).
public struct DailySleep: Hashable, Sendable {
  /// The local date the night ends on.
  public var date: LocalDate
  /// Seconds asleep, 0–86400.
  public var seconds: Double
  /// Who reported it.
  public var source: Source

  /// Creates a nightly total.
  public init(date: LocalDate, seconds: Double, source: Source) {
    self.date = date
    self.seconds = seconds
    self.source = source
  }
}
