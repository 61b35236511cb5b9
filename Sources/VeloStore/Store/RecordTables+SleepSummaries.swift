import ScoreEngine

extension RecordTables {
  /// Nights a service gave as totals (WHOOP, Oura, Garmin Connect): (start, end, source) →
  /// `asleep_s` and the optional stage totals, seconds (docs/formats.md §5.2).
  static var sleepSummaries: RecordTable<SleepSummary> {
    let name = "sleep_summaries"
    let totals: [WritableKeyPath<SleepSummary, Double?>] = [
      \.deepSeconds, \.remSeconds, \.coreSeconds, \.awakeSeconds, \.latencySeconds,
    ]
    return RecordTable(
      name: name, records: \.sleepSummaries, identity: ["start", "end", "provider", "source"],
      values: ["asleep_s", "deep_s", "rem_s", "core_s", "awake_s", "latency_s"],
      window: .instant("start"),
      bind: { (record, statement) throws(SQLiteError) in
        try statement.bind(record.start, at: 1)
        try statement.bind(record.end, at: 2)
        try statement.bind(record.source, at: 3)
        try statement.bind(record.asleepSeconds, at: 5)
        for (offset, total) in totals.enumerated() {
          try statement.bind(record[keyPath: total], at: Int32(6 + offset))
        }
      },
      read: { (statement, sources) throws(DatabaseRecordError) in
        var summary = SleepSummary(
          start: statement.instant(at: 0), end: statement.instant(at: 1),
          asleepSeconds: statement.double(at: 4),
          source: try sources.read(statement, provider: 2, name: 3, table: name))
        for (offset, total) in totals.enumerated() {
          summary[keyPath: total] = statement.optionalDouble(at: Int32(5 + offset))
        }
        return summary
      })
  }
}
