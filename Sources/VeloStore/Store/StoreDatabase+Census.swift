import ScoreEngine

extension StoreDatabase {
  /// The column whose range says when a timed table's records happened: a night belongs to the
  /// day it ends on, a sample to its time, an activity to its start. Read from the tables, never
  /// from an index a damaged page could empty (docs/architecture.md §6): a key's first column is
  /// two lookups, the others (a night's end, an activity's start) a scan, which `status` affords.
  private static let timedColumns = [
    ("sleep_segments", "\"end\""), ("sleep_summaries", "\"end\""), ("hrv_samples", "time"),
    ("respiratory_samples", "time"), ("activities", "start"),
  ]

  /// Counts the rows of every record table by source, and finds the span they cover, in one
  /// read transaction.
  package func census() throws(StoreError) -> RecordCensus {
    try read { () throws(StoreError) in
      try sqlite { () throws(SQLiteError) -> RecordCensus in
        var census = RecordCensus()
        for table in RecordTables.all {
          let statement = try connection.prepare(
            "SELECT provider, source, count(*) FROM \(SQLIdentifier.quoted(table.name)) "
              + "GROUP BY provider, source ORDER BY provider, source")
          defer { statement.reset() }
          while try statement.step() {
            census.counts.append(
              RecordCensus.Count(
                table: table.name, provider: statement.text(at: 0),
                source: statement.text(at: 1), rows: Int(statement.int64(at: 2))))
          }
        }
        census.referenceScores = Int(
          try connection.scalarInteger("SELECT count(*) FROM reference_scores") ?? 0)
        census.instants = try instantSpan()
        census.days = try daySpan()
        return census
      }
    }
  }

  /// The first and last local date with any record, timed records placed in `clock`'s zone: what
  /// a report with nothing to show points at. Reads only the spans, not the counts.
  package func recordDays(in clock: ZoneClock) throws(StoreError) -> ClosedRange<LocalDate>? {
    try read { () throws(StoreError) in
      try sqlite { () throws(SQLiteError) -> ClosedRange<LocalDate>? in
        var census = RecordCensus()
        census.instants = try instantSpan()
        census.days = try daySpan()
        return census.coveredDays(in: clock)
      }
    }
  }

  private func instantSpan() throws(SQLiteError) -> ClosedRange<Double>? {
    var low: Double?
    var high: Double?
    for (table, column) in Self.timedColumns {
      let statement = try connection.prepare(
        "SELECT min(\(column)), max(\(column)) FROM \(table) NOT INDEXED")
      defer { statement.reset() }
      guard try statement.step(), !statement.isNull(at: 0), !statement.isNull(at: 1) else {
        continue
      }
      low = min(low ?? .infinity, statement.double(at: 0))
      high = max(high ?? -.infinity, statement.double(at: 1))
    }
    guard let low, let high, low <= high else { return nil }
    return low...high
  }

  /// A day that does not read as `YYYY-MM-DD` is left out here; reading the records reports it.
  private func daySpan() throws(SQLiteError) -> ClosedRange<LocalDate>? {
    var days: [LocalDate] = []
    for table in RecordTables.dailyTableNames {
      let statement = try connection.prepare(
        "SELECT min(day), max(day) FROM \(table) NOT INDEXED")
      defer { statement.reset() }
      guard try statement.step() else { continue }
      for column in Int32(0)...1 {
        if let day = statement.optionalText(at: column).flatMap(LocalDate.init(iso:)) {
          days.append(day)
        }
      }
    }
    guard let first = days.min(), let last = days.max() else { return nil }
    return first...last
  }

  /// The latest entry of the import log and how many entries it has.
  package func lastImport() throws(StoreError) -> (entry: ImportLog.Entry?, count: Int) {
    try read { () throws(StoreError) in
      try sqlite { () throws(SQLiteError) -> (ImportLog.Entry?, Int) in
        let count = try connection.scalarInteger("SELECT count(*) FROM imports") ?? 0
        let statement = try connection.prepare(
          "SELECT fingerprint, file_name, format, imported_at, added, replaced, rejected "
            + "FROM imports ORDER BY id DESC LIMIT 1")
        defer { statement.reset() }
        guard try statement.step() else { return (nil, Int(count)) }
        let entry = ImportLog.Entry(
          fingerprint: statement.text(at: 0), name: statement.text(at: 1),
          format: statement.text(at: 2), importedAt: statement.text(at: 3),
          added: Int(statement.int64(at: 4)), replaced: Int(statement.int64(at: 5)),
          rejected: Int(statement.int64(at: 6)))
        return (entry, Int(count))
      }
    }
  }
}
