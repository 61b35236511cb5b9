import Foundation
import ScoreEngine
import VeloJSON

/// intervals.icu settings (docs/formats.md §2.1).
struct IntervalsConfig: Equatable, Sendable {
  static let defaultBaseURL = "https://intervals.icu"

  var athleteId = "0"
  var baseURL = IntervalsConfig.defaultBaseURL
  var syncIntervalMinutes = 15
  /// The API key; never printed, logged, cached or put in JSON.
  var apiKey: String?
}

/// The athlete's settings, as `config.json` holds them (docs/formats.md §2).
struct Config: Equatable, Sendable {
  static let defaultSources: [Provider] = [.intervals, .appleHealth, .strava, .native]

  var timeZone: String?
  var sleepNeedHours = 8.0
  var sex = Sex.unspecified
  var maxHeartRate: Double?
  var restingHeartRate: Double?
  var thresholdHeartRate: Double?
  var ftp: Double?
  var runFtp: Double?
  var ctlDays = PMCConstants.standard.ctlDays
  var atlDays = PMCConstants.standard.atlDays
  var stepGoal = 10_000
  var calorieGoal = 500
  var hrvKind = HRVKindPreference.auto
  var sources = Config.defaultSources
  var intervals = IntervalsConfig()
  var sections: [String]?
  /// Keys of `config.json` this version does not know, kept as they are when saving.
  var unknown: [String: JSONValue] = [:]

  /// The engine's view of these settings, with days in `clock`'s zone.
  func profile(clock: ZoneClock) -> AthleteProfile {
    AthleteProfile(
      clock: clock, sleepNeedHours: sleepNeedHours, sex: sex, maxHeartRate: maxHeartRate,
      restingHeartRate: restingHeartRate, thresholdHeartRate: thresholdHeartRate, ftp: ftp,
      runFTP: runFtp, pmcConstants: PMCConstants(ctlDays: ctlDays, atlDays: atlDays),
      hrvKind: hrvKind, precedence: SourcePrecedence(sources))
  }

  /// Checks the settings that must agree with each other: `atlDays` below `ctlDays`
  /// (docs/formats.md §2). `changed` names the key just set, which the error then names; a
  /// file read as a whole names `atlDays`.
  func checkTogether(changed: String? = nil) throws(ConfigError) {
    guard atlDays >= ctlDays else { return }
    if changed == "ctlDays" {
      throw ConfigError(
        key: "ctlDays", value: String(ctlDays),
        expected: "a whole number in \(PMCConstants.ctlDaysRange.lowerBound)–"
          + "\(PMCConstants.ctlDaysRange.upperBound) above atlDays (\(atlDays))")
    }
    throw ConfigError(
      key: "atlDays", value: String(atlDays),
      expected: "a whole number in \(PMCConstants.atlDaysRange.lowerBound)–"
        + "\(PMCConstants.atlDaysRange.upperBound) below ctlDays (\(ctlDays))")
  }
}

/// Why a configuration value is not acceptable.
struct ConfigError: Error, Equatable {
  let key: String
  let value: String
  let expected: String

  /// `invalid value 'x' for 'key': expected …`.
  var message: String { "invalid value '\(value)' for '\(key)': expected \(expected)" }
}
