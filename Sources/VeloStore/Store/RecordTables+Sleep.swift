import ScoreEngine

extension RecordTables {
  /// Sleep stage segments: every column is identity (a segment is its bounds, stage and source).
  static var sleepSegments: RecordTable<SleepSegment> {
    let name = "sleep_segments"
    let stages = RawValueTable<SleepStage>()
    return RecordTable(
      name: name, records: \.sleep, identity: ["start", "end", "stage", "provider", "source"],
      values: [], window: .instant("start"),
      bind: { (record, statement) throws(SQLiteError) in
        try statement.bind(record.start, at: 1)
        try statement.bind(record.end, at: 2)
        try statement.bind(record.stage.rawValue, at: 3)
        try statement.bind(record.source, at: 4)
      },
      read: { (statement, sources) throws(DatabaseRecordError) in
        SleepSegment(
          start: statement.instant(at: 0), end: statement.instant(at: 1),
          stage: try statement.value(stages, at: 2, table: name),
          source: try sources.read(statement, provider: 3, name: 4, table: name))
      })
  }

  /// Nightly sleep totals without bounds, `seconds` asleep.
  static var dailySleep: RecordTable<DailySleep> {
    let name = "daily_sleep"
    return RecordTable(
      name: name, records: \.dailySleep, identity: ["day", "provider", "source"],
      values: ["seconds"], window: .day("day"),
      bind: { (record, statement) throws(SQLiteError) in
        try statement.bind(record.date, at: 1)
        try statement.bind(record.source, at: 2)
        try statement.bind(record.seconds, at: 4)
      },
      read: { (statement, sources) throws(DatabaseRecordError) in
        DailySleep(
          date: try statement.day(at: 0, table: name), seconds: statement.double(at: 3),
          source: try sources.read(statement, provider: 1, name: 2, table: name))
      })
  }
}
