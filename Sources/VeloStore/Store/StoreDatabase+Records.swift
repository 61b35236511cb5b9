import ScoreEngine

extension StoreDatabase {
  /// Merges `records` into the record tables by identity; what changed, counted as
  /// `RecordMerge.merge` counts it. Joins the open write, or writes on its own.
  ///
  /// One transaction and one prepared statement per table and kind of change, reused for every
  /// row: an import of hundreds of thousands of records is one commit.
  ///
  /// `streams` are activities' heart-rate streams already encoded (`HeartRateStreams`).
  package func upsert(_ records: RecordSet, streams: HeartRateStreams = HeartRateStreams())
    throws(StoreError) -> MergeStats
  {
    try upsert(records, streams: { streams })
  }

  /// As `upsert(_:streams:)`, asking for the encoded streams only when the `activities` table,
  /// the last, is written: they may be encoded on another thread meanwhile
  /// (docs/architecture.md §5, *The streams encoded beside the write*).
  package func upsert(_ records: RecordSet, streams: () -> HeartRateStreams)
    throws(StoreError) -> MergeStats
  {
    try joiningWrite { () throws(StoreError) in
      var stats = MergeStats()
      for var table in RecordTables.all {
        if table.name == RecordTables.activitiesName, !records.activities.isEmpty {
          let encoded = streams()
          if !encoded.isEmpty { table = AnyRecordTable(RecordTables.activities(encoded)) }
        }
        stats =
          stats
          + (try self.records { () throws(DatabaseFailure) in
            try table.upsert(records, connection)
          })
      }
      return stats
    }
  }

  /// Every stored record.
  package func records() throws(StoreError) -> RecordSet {
    try readRecords(nil)
  }

  /// The records of a window, read by index: timed records whose time (a segment's or an
  /// activity's start) is in `[window.from, window.to]`, daily records whose day is in
  /// `[window.firstDay, window.lastDay]`.
  package func records(in window: RecordWindow) throws(StoreError) -> RecordSet {
    try readRecords(window)
  }

  private func readRecords(_ window: RecordWindow?) throws(StoreError) -> RecordSet {
    try read { () throws(StoreError) in
      var records = RecordSet()
      for table in RecordTables.all {
        try self.records { () throws(DatabaseFailure) in
          try table.read(connection, window, &records)
        }
      }
      return records
    }
  }
}
