import ScoreEngine

extension RecordTables {
  /// HRV samples: (time, kind, source) → `ms`.
  static var hrvSamples: RecordTable<HRVSample> {
    let name = "hrv_samples"
    let kinds = RawValueTable<HRVKind>()
    return RecordTable(
      name: name, records: \.hrv, identity: ["time", "kind", "provider", "source"],
      values: ["ms"], window: .instant("time"),
      bind: { (record, statement) throws(SQLiteError) in
        try statement.bind(record.time, at: 1)
        try statement.bind(record.kind.rawValue, at: 2)
        try statement.bind(record.source, at: 3)
        try statement.bind(record.milliseconds, at: 5)
      },
      read: { (statement, sources) throws(DatabaseRecordError) in
        HRVSample(
          time: statement.instant(at: 0), milliseconds: statement.double(at: 4),
          kind: try statement.value(kinds, at: 1, table: name),
          source: try sources.read(statement, provider: 2, name: 3, table: name))
      })
  }

  /// Daily HRV values: (day, kind, source) → `ms`.
  static var dailyHRV: RecordTable<DailyHRV> {
    let name = "daily_hrv"
    let kinds = RawValueTable<HRVKind>()
    return RecordTable(
      name: name, records: \.dailyHRV, identity: ["day", "kind", "provider", "source"],
      values: ["ms"], window: .day("day"),
      bind: { (record, statement) throws(SQLiteError) in
        try statement.bind(record.date, at: 1)
        try statement.bind(record.kind.rawValue, at: 2)
        try statement.bind(record.source, at: 3)
        try statement.bind(record.milliseconds, at: 5)
      },
      read: { (statement, sources) throws(DatabaseRecordError) in
        DailyHRV(
          date: try statement.day(at: 0, table: name), milliseconds: statement.double(at: 4),
          kind: try statement.value(kinds, at: 1, table: name),
          source: try sources.read(statement, provider: 2, name: 3, table: name))
      })
  }

  /// Respiratory-rate samples: (time, source) → `brpm`.
  static var respiratorySamples: RecordTable<RespiratorySample> {
    let name = "respiratory_samples"
    return RecordTable(
      name: name, records: \.respiratoryRate, identity: ["time", "provider", "source"],
      values: ["brpm"], window: .instant("time"),
      bind: { (record, statement) throws(SQLiteError) in
        try statement.bind(record.time, at: 1)
        try statement.bind(record.source, at: 2)
        try statement.bind(record.breathsPerMinute, at: 4)
      },
      read: { (statement, sources) throws(DatabaseRecordError) in
        RespiratorySample(
          time: statement.instant(at: 0), breathsPerMinute: statement.double(at: 3),
          source: try sources.read(statement, provider: 1, name: 2, table: name))
      })
  }

  /// PMC seeds: (day, source) → `ctl`, `atl`.
  static var fitnessSeeds: RecordTable<FitnessSeed> {
    let name = "fitness_seeds"
    return RecordTable(
      name: name, records: \.fitness, identity: ["day", "provider", "source"],
      values: ["ctl", "atl"], window: .day("day"),
      bind: { (record, statement) throws(SQLiteError) in
        try statement.bind(record.date, at: 1)
        try statement.bind(record.source, at: 2)
        try statement.bind(record.ctl, at: 4)
        try statement.bind(record.atl, at: 5)
      },
      read: { (statement, sources) throws(DatabaseRecordError) in
        FitnessSeed(
          date: try statement.day(at: 0, table: name), ctl: statement.double(at: 3),
          atl: statement.double(at: 4),
          source: try sources.read(statement, provider: 1, name: 2, table: name))
      })
  }
}
