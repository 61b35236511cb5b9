import ScoreEngine

/// The record tables of the store's database, one per record kind (docs/formats.md §5).
enum RecordTables {
  /// Every table, in `RecordSet` order. Built once: each table's SQL text and key paths cost
  /// more to make than a small read costs to run. Never mutated after it is made, and the
  /// language initialises a static once, on first use, from any thread.
  nonisolated(unsafe) static let all: [AnyRecordTable] = [
    AnyRecordTable(sleepSegments), AnyRecordTable(sleepSummaries), AnyRecordTable(dailySleep),
    AnyRecordTable(hrvSamples),
    AnyRecordTable(dailyHRV), AnyRecordTable(restingHeartRate),
    AnyRecordTable(respiratorySamples), AnyRecordTable(dailyRespiratoryRate),
    AnyRecordTable(skinTemperature), AnyRecordTable(steps), AnyRecordTable(activeEnergy),
    AnyRecordTable(fitnessSeeds), AnyRecordTable(activities),
  ]

  /// Every table, with `activities` binding and reading the streams in hand.
  static func all(with streams: HeartRateStreams) -> [AnyRecordTable] {
    guard !streams.isEmpty else { return all }
    return all.map { table in
      table.name == activitiesName ? AnyRecordTable(activities(streams)) : table
    }
  }

  /// The daily tables of wellness records, which count for stale data (docs/algorithm.md §11).
  static let wellnessDailyTableNames = [
    "daily_sleep", "daily_hrv", "resting_heart_rate", "daily_respiratory_rate", "skin_temperature",
  ]

  /// The tables keyed by a local day.
  static let dailyTableNames = [
    "daily_sleep", "daily_hrv", "resting_heart_rate", "daily_respiratory_rate", "skin_temperature",
    "steps", "active_energy", "fitness_seeds",
  ]

  /// Daily resting heart rate, `bpm`.
  static var restingHeartRate: RecordTable<DailyValue> {
    daily("resting_heart_rate", \.restingHeartRate, value: "bpm")
  }

  /// Daily respiratory rate, `brpm` (breaths per minute).
  static var dailyRespiratoryRate: RecordTable<DailyValue> {
    daily("daily_respiratory_rate", \.dailyRespiratoryRate, value: "brpm")
  }

  /// Daily skin-temperature deviation, `deviation_c` (°C).
  static var skinTemperature: RecordTable<DailyValue> {
    daily("skin_temperature", \.skinTemperature, value: "deviation_c")
  }

  /// Daily step count, `count`.
  static var steps: RecordTable<DailyValue> {
    daily("steps", \.steps, value: "count")
  }

  /// Daily active energy, `kcal`.
  static var activeEnergy: RecordTable<DailyValue> {
    daily("active_energy", \.activeEnergy, value: "kcal")
  }

  /// A table of one value per source and day: (day, provider, source) → value.
  private static func daily(
    _ name: String, _ records: WritableKeyPath<RecordSet, [DailyValue]>, value: String
  ) -> RecordTable<DailyValue> {
    RecordTable(
      name: name, records: records, identity: ["day", "provider", "source"], values: [value],
      window: .day("day"),
      bind: { (record, statement) throws(SQLiteError) in
        try statement.bind(record.date, at: 1)
        try statement.bind(record.source, at: 2)
        try statement.bind(record.value, at: 4)
      },
      read: { (statement, sources) throws(DatabaseRecordError) in
        DailyValue(
          date: try statement.day(at: 0, table: name),
          value: statement.double(at: 3),
          source: try sources.read(statement, provider: 1, name: 2, table: name))
      })
  }
}
