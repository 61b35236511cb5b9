import Foundation

/// The athlete's sex, for TRIMP weighting (docs/algorithm.md §7.3).
public enum Sex: String, CaseIterable, Hashable, Sendable, Codable {
  /// Male weighting (a, b) = (0.64, 1.92).
  case male
  /// Female weighting (a, b) = (0.86, 1.67).
  case female
  /// Not set: the mean of the male and female loads.
  case unspecified
}

/// Which HRV kind the baselines use (docs/algorithm.md §4.1).
public enum HRVKindPreference: String, CaseIterable, Hashable, Sendable, Codable {
  /// rMSSD when it has at least as many of the last 61 days as SDNN, else SDNN.
  case auto
  /// Always rMSSD.
  case rmssd
  /// Always SDNN.
  case sdnn
}

/// The configuration values the algorithm reads (docs/formats.md §2).
public struct AthleteProfile: Hashable, Sendable {
  /// The athlete's IANA time zone as a clock: it defines the days.
  public var clock: ZoneClock
  /// Sleep need in hours, 4–12.
  public var sleepNeedHours: Double
  /// Sex for TRIMP.
  public var sex: Sex
  /// Configured maximum heart rate, bpm.
  public var maxHeartRate: Double?
  /// Configured resting heart rate, bpm.
  public var restingHeartRate: Double?
  /// Configured lactate-threshold heart rate, bpm.
  public var thresholdHeartRate: Double?
  /// Configured functional threshold power of cycling, watts.
  public var ftp: Double?
  /// Configured running threshold power, watts.
  public var runFTP: Double?
  /// The PMC's time constants.
  public var pmcConstants: PMCConstants
  /// HRV kind choice.
  public var hrvKind: HRVKindPreference
  /// Provider precedence.
  public var precedence: SourcePrecedence

  /// The athlete's time zone as a Foundation `TimeZone` (made on demand for a TZif clock).
  public var timeZone: TimeZone { clock.timeZone }

  /// Creates a profile in a Foundation time zone; unset values fall back as
  /// docs/algorithm.md §7.4 describes.
  public init(
    timeZone: TimeZone, sleepNeedHours: Double = 8, sex: Sex = .unspecified,
    maxHeartRate: Double? = nil, restingHeartRate: Double? = nil,
    thresholdHeartRate: Double? = nil, ftp: Double? = nil, runFTP: Double? = nil,
    pmcConstants: PMCConstants = .standard, hrvKind: HRVKindPreference = .auto,
    precedence: SourcePrecedence = .standard
  ) {
    self.init(
      clock: ZoneClock(timeZone: timeZone), sleepNeedHours: sleepNeedHours, sex: sex,
      maxHeartRate: maxHeartRate, restingHeartRate: restingHeartRate,
      thresholdHeartRate: thresholdHeartRate, ftp: ftp, runFTP: runFTP,
      pmcConstants: pmcConstants, hrvKind: hrvKind, precedence: precedence)
  }

  /// Creates a profile whose days are those of `clock`; unset values fall back as
  /// docs/algorithm.md §7.4 describes.
  public init(
    clock: ZoneClock, sleepNeedHours: Double = 8, sex: Sex = .unspecified,
    maxHeartRate: Double? = nil, restingHeartRate: Double? = nil,
    thresholdHeartRate: Double? = nil, ftp: Double? = nil, runFTP: Double? = nil,
    pmcConstants: PMCConstants = .standard, hrvKind: HRVKindPreference = .auto,
    precedence: SourcePrecedence = .standard
  ) {
    self.clock = clock
    self.sleepNeedHours = sleepNeedHours
    self.sex = sex
    self.maxHeartRate = maxHeartRate
    self.restingHeartRate = restingHeartRate
    self.thresholdHeartRate = thresholdHeartRate
    self.ftp = ftp
    self.runFTP = runFTP
    self.pmcConstants = pmcConstants
    self.hrvKind = hrvKind
    self.precedence = precedence
  }
}

extension AthleteProfile {
  /// The configured threshold powers by sport family.
  public var powerThresholds: PowerThresholds { PowerThresholds(cycling: ftp, running: runFTP) }
}
