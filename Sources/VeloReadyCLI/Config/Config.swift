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
      hrvKind: hrvKind, precedence: SourcePrecedence(sources))
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
