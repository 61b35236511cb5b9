import Foundation
import ScoreEngine
import VeloJSON

/// One settable key of `config.json`: how to read, show and validate it (docs/formats.md §2.1).
struct ConfigKey: Sendable {
  let name: String
  let summary: String
  /// Sets the key from the text the user typed.
  let set: @Sendable (inout Config, String) throws(ConfigError) -> Void
  /// Clears the key back to its default.
  let unset: @Sendable (inout Config) -> Void
  /// The value as JSON, `nil` when unset; the API key comes back masked.
  let get: @Sendable (Config) -> JSONValue?
  /// Whether the value is a secret to mask.
  var secret = false
  /// The values a number may take, as `help config` shows them: `50–600`.
  var range: String?

  /// Every key, in `config list` order.
  static let all: [ConfigKey] = [
    ConfigKey(
      name: "timeZone", summary: "IANA time zone of your days",
      set: { config, given throws(ConfigError) in
        let text = given.uppercased() == "UTC" ? "UTC" : given
        // The zone file first: Foundation's named zones load ICU, which every run that reads
        // config.json would pay for.
        let known =
          ZoneDirectory(variables: [:]).hasZone(named: text)
          || TimeZone(identifier: text) != nil
        guard known, text.contains("/") || text == "UTC" else {
          throw ConfigError(
            key: "timeZone", value: text, expected: "an IANA zone such as 'Europe/Berlin'")
        }
        config.timeZone = text
      }, unset: { $0.timeZone = nil }, get: { config in config.timeZone.map(JSONValue.string) }),
    number(
      "sleepNeedHours", "hours of sleep you need", 4...12, decimals: 1, \.sleepNeedHours, default: 8
    ),
    choice("sex", "male, female or unspecified (TRIMP weighting)", \.sex, default: .unspecified),
    optionalNumber("maxHeartRate", "maximum heart rate, bpm", 100...250, \.maxHeartRate),
    optionalNumber("restingHeartRate", "resting heart rate, bpm", 25...120, \.restingHeartRate),
    optionalNumber(
      "thresholdHeartRate", "lactate-threshold heart rate, bpm", 80...240, \.thresholdHeartRate),
    optionalNumber("ftp", "functional threshold power of rides, watts", 50...600, \.ftp),
    optionalNumber("runFtp", "running threshold power of runs, watts", 50...600, \.runFtp),
    integer(
      "ctlDays", "time constant of CTL (fitness), days", PMCConstants.ctlDaysRange, \.ctlDays,
      default: PMCConstants.standard.ctlDays),
    integer(
      "atlDays", "time constant of ATL (fatigue), days; below ctlDays",
      PMCConstants.atlDaysRange, \.atlDays, default: PMCConstants.standard.atlDays),
    integer("stepGoal", "daily step goal", 1...200_000, \.stepGoal, default: 10_000),
    integer(
      "calorieGoal", "daily active-energy goal, kcal", 1...20_000, \.calorieGoal, default: 500),
    choice("hrvKind", "auto, rmssd or sdnn", \.hrvKind, default: .auto),
    ConfigKey(
      name: "sources",
      summary: "the providers in precedence, most trusted first, from: "
        + Provider.allCases.map(\.rawValue).joined(separator: ", "),
      set: { config, text throws(ConfigError) in config.sources = try parseSources(text) },
      unset: { $0.sources = Config.defaultSources },
      get: { .array($0.sources.map { .string($0.rawValue) }) }),
    ConfigKey(
      name: "intervals.athleteId", summary: "intervals.icu athlete id (0: the key's owner)",
      set: { config, text throws(ConfigError) in
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber }) else {
          throw ConfigError(
            key: "intervals.athleteId", value: text, expected: "an id such as 'i123456' or '0'")
        }
        config.intervals.athleteId = text
      }, unset: { $0.intervals.athleteId = "0" }, get: { .string($0.intervals.athleteId) }),
    ConfigKey(
      name: "intervals.baseURL", summary: "intervals.icu API address",
      set: { config, text throws(ConfigError) in
        guard let url = URL(string: text), let scheme = url.scheme,
          ["http", "https"].contains(scheme),
          url.host != nil
        else {
          throw ConfigError(
            key: "intervals.baseURL", value: shown(text), expected: "an http(s) URL")
        }
        // A user or password in the URL would be a second place for a credential, kept in
        // plain sight and sent to whatever the URL names; the key has its own setting.
        guard url.user == nil, url.password == nil else {
          throw ConfigError(
            key: "intervals.baseURL", value: shown(text),
            expected: "an http(s) URL without a user or password (set the API key with "
              + "'intervals.apiKey')")
        }
        config.intervals.baseURL = text.hasSuffix("/") ? String(text.dropLast()) : text
      }, unset: { $0.intervals.baseURL = IntervalsConfig.defaultBaseURL },
      get: { .string($0.intervals.baseURL) }),
    integer(
      "intervals.syncIntervalMinutes", "minutes between automatic syncs (0: every run)", 0...1440,
      \.intervals.syncIntervalMinutes, default: 15),
    ConfigKey(
      name: "intervals.apiKey",
      summary: "intervals.icu API key (or VELOREADY_INTERVALS_API_KEY); shown masked",
      set: { config, text throws(ConfigError) in
        guard text.count >= 8, !text.contains(where: \.isWhitespace) else {
          throw ConfigError(
            key: "intervals.apiKey", value: "…", expected: "the key from intervals.icu settings")
        }
        config.intervals.apiKey = text
      }, unset: { $0.intervals.apiKey = nil },
      get: { config in config.intervals.apiKey.map { _ in .string(ConfigKey.masked) } },
      secret: true),
    ConfigKey(
      name: "sections",
      summary: "Today sections in order, from: "
        + SectionID.allCases.map(\.rawValue).joined(separator: ", "),
      set: { config, text throws(ConfigError) in config.sections = try parseSections(text) },
      unset: { $0.sections = nil },
      get: { config in
        .array((config.sections ?? SectionID.allCases.map(\.rawValue)).map { .string($0) })
      }),
  ]

  /// What a set secret shows as.
  static let masked = "******** (set)"

  static func named(_ name: String) -> ConfigKey? {
    all.first { $0.name == name }
  }

  private static func number(
    _ name: String, _ summary: String, _ range: ClosedRange<Double>, decimals: Int,
    _ path: WritableKeyPath<Config, Double> & Sendable, default value: Double
  ) -> ConfigKey {
    ConfigKey(
      name: name, summary: summary,
      set: { config, text throws(ConfigError) in
        config[keyPath: path] = try parseNumber(name, text, range, unit: summary)
      }, unset: { $0[keyPath: path] = value },
      get: { .fixed($0[keyPath: path], decimals: decimals) }, range: shown(range))
  }

  private static func optionalNumber(
    _ name: String, _ summary: String, _ range: ClosedRange<Double>,
    _ path: WritableKeyPath<Config, Double?> & Sendable
  ) -> ConfigKey {
    ConfigKey(
      name: name, summary: summary,
      set: { config, text throws(ConfigError) in
        config[keyPath: path] = try parseNumber(name, text, range, unit: summary)
      }, unset: { $0[keyPath: path] = nil }, get: { $0[keyPath: path].map { .number($0) } },
      range: shown(range))
  }

  private static func integer(
    _ name: String, _ summary: String, _ range: ClosedRange<Int>,
    _ path: WritableKeyPath<Config, Int> & Sendable, default value: Int
  ) -> ConfigKey {
    ConfigKey(
      name: name, summary: summary,
      set: { config, text throws(ConfigError) in
        guard let number = Int(text), range.contains(number) else {
          throw ConfigError(
            key: name, value: text,
            expected: "a whole number in \(range.lowerBound)–\(range.upperBound)")
        }
        config[keyPath: path] = number
      }, unset: { $0[keyPath: path] = value }, get: { .integer($0[keyPath: path]) },
      range: "\(range.lowerBound)–\(range.upperBound)")
  }

  private static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ summary: String, _ path: WritableKeyPath<Config, Value> & Sendable,
    default value: Value
  ) -> ConfigKey where Value.RawValue == String {
    ConfigKey(
      name: name, summary: summary,
      set: { config, text throws(ConfigError) in
        guard let parsed = Value(rawValue: text) else {
          throw ConfigError(
            key: name, value: text,
            expected: "one of " + Value.allCases.map(\.rawValue).joined(separator: ", "))
        }
        config[keyPath: path] = parsed
      }, unset: { $0[keyPath: path] = value }, get: { .string($0[keyPath: path].rawValue) })
  }

  static func parseNumber(
    _ name: String, _ text: String, _ range: ClosedRange<Double>, unit: String
  ) throws(ConfigError) -> Double {
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw ConfigError(
        key: name, value: text,
        expected: "a number in \(format(range.lowerBound))–\(format(range.upperBound))")
    }
    return number
  }

  static func parseSources(_ text: String) throws(ConfigError) -> [Provider] {
    let names = listItems(text)
    var providers: [Provider] = []
    for name in names {
      guard let provider = Provider(rawValue: name), !providers.contains(provider) else {
        throw ConfigError(
          key: "sources", value: text,
          expected: "distinct providers from "
            + Provider.allCases.map(\.rawValue).joined(separator: ", "))
      }
      providers.append(provider)
    }
    guard !providers.isEmpty else {
      throw ConfigError(key: "sources", value: text, expected: "at least one provider")
    }
    return providers
  }

  static func parseSections(_ text: String) throws(ConfigError) -> [String] {
    let names = listItems(text)
    for name in names
    where SectionID(rawValue: name) == nil || names.filter({ $0 == name }).count > 1 {
      throw ConfigError(
        key: "sections", value: text,
        expected: "distinct sections from "
          + SectionID.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return names
  }

  /// Items of `a,b,c` or of a JSON array of strings.
  static func listItems(_ text: String) -> [String] {
    if let array = try? JSONParser.parse(text).arrayValue {
      return array.compactMap(\.stringValue)
    }
    return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  private static func shown(_ range: ClosedRange<Double>) -> String {
    "\(format(range.lowerBound))–\(format(range.upperBound))"
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
