import Foundation

/// The HRV statistic a value measures; the two are never mixed (docs/algorithm.md §4.1).
public enum HRVKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// Root mean square of successive differences.
  case rmssd
  /// Standard deviation of NN intervals.
  case sdnn
}

/// One HRV measurement at an instant.
public struct HRVSample: Hashable, Sendable {
  /// When it was taken.
  public var time: Date
  /// Milliseconds, 5–300.
  public var milliseconds: Double
  /// rMSSD or SDNN.
  public var kind: HRVKind
  /// Who measured it.
  public var source: Source

  /// Creates a sample.
  public init(time: Date, milliseconds: Double, kind: HRVKind, source: Source) {
    self.time = time
    self.milliseconds = milliseconds
    self.kind = kind
    self.source = source
  }
}

/// A value that a source reports once per local date (resting HR, a daily HRV, steps, …).
public struct DailyValue: Hashable, Sendable {
  /// The local date.
  public var date: LocalDate
  /// The value, in the unit of the metric that holds it.
  public var value: Double
  /// Who reported it.
  public var source: Source

  /// Creates a daily value.
  public init(date: LocalDate, value: Double, source: Source) {
    self.date = date
    self.value = value
    self.source = source
  }
}

/// A daily HRV value of one kind (e.g. intervals.icu `hrv` as rMSSD).
public struct DailyHRV: Hashable, Sendable {
  /// The local date.
  public var date: LocalDate
  /// Milliseconds, 5–300.
  public var milliseconds: Double
  /// rMSSD or SDNN.
  public var kind: HRVKind
  /// Who reported it.
  public var source: Source

  /// Creates a daily HRV value.
  public init(date: LocalDate, milliseconds: Double, kind: HRVKind, source: Source) {
    self.date = date
    self.milliseconds = milliseconds
    self.kind = kind
    self.source = source
  }
}

/// One respiratory-rate measurement at an instant.
public struct RespiratorySample: Hashable, Sendable {
  /// When it was taken.
  public var time: Date
  /// Breaths per minute, 5–40.
  public var breathsPerMinute: Double
  /// Who measured it.
  public var source: Source

  /// Creates a sample.
  public init(time: Date, breathsPerMinute: Double, source: Source) {
    self.time = time
    self.breathsPerMinute = breathsPerMinute
    self.source = source
  }
}

/// A source's own CTL and ATL at the end of a local date, used only to anchor the PMC
/// (docs/algorithm.md §8).
public struct FitnessSeed: Hashable, Sendable {
  /// The local date whose end the values describe.
  public var date: LocalDate
  /// Chronic training load, 0–300.
  public var ctl: Double
  /// Acute training load, 0–300.
  public var atl: Double
  /// Who computed it.
  public var source: Source

  /// Creates a seed.
  public init(date: LocalDate, ctl: Double, atl: Double, source: Source) {
    self.date = date
    self.ctl = ctl
    self.atl = atl
    self.source = source
  }
}
