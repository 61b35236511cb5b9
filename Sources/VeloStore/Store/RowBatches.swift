/// Inserting a table's records several rows to a statement, with the counts and the rows that
/// inserting them one at a time gives (docs/architecture.md §6, *Several rows a statement*).
///
/// Starting and ending the statement that carries a single row cost SQLite about as much as
/// inserting the row (7,400 instructions a row inside `sqlite3_step` on a big import, 4,200 at
/// 32 rows a statement); a statement of `rows` rows pays that once. `INSERT … ON CONFLICT DO NOTHING` inserts, in
/// order, each row whose identity is new (to the store and to the rows before it in the
/// statement), and its count of changes says how many did. When all did, each is a record
/// added, as one at a time. When some did not, every row of the batch is then run, in order,
/// through the update that replaces a stored record whose values differ: a row the batch
/// inserted finds its own values (no earlier row of the batch had its identity, or it would
/// not have been inserted) and changes nothing, and each other row replaces or leaves the
/// stored record exactly as it would have one row at a time, since the rows before it left
/// the same record behind. So `added` is the batch's changes, `replaced` the update's, and the
/// rest are unchanged; the table ends the same, rowids included.
enum RowBatches {
  /// Rows to a statement. SQLite allows 32,766 parameters; the widest table has 19 columns.
  static let rows = 32

  /// Merges `records` into `table` by identity: the counts of `MergeStats`.
  static func upsert<Record>(
    _ records: [Record], into table: RecordTable<Record>, _ database: SQLiteDatabase,
    rows: Int = rows
  ) throws(SQLiteError) -> MergeStats {
    var stats = MergeStats()
    guard !records.isEmpty else { return stats }
    let update = try table.updateSQL.map { (sql) throws(SQLiteError) in try database.prepare(sql) }
    var start = records.startIndex
    if rows > 1, records.count >= rows {
      let batch = try database.prepare(table.insertSQL(rows: rows))
      let width = Int32(table.columns.count)
      while records.endIndex - start >= rows {
        let slice = records[start..<start + rows]
        defer { batch.parameterOffset = 0 }
        for (row, record) in slice.enumerated() {
          batch.parameterOffset = Int32(row) * width
          try table.bind(record, batch)
        }
        try batch.run()
        let added = batch.changes
        stats.added += added
        if added < rows {
          var replaced = 0
          if let update {
            for record in slice {
              try table.bind(record, update)
              try update.run()
              replaced += update.changes
            }
          }
          stats.replaced += replaced
          stats.unchanged += rows - added - replaced
        }
        start += rows
      }
    }
    let insert = try database.prepare(table.insertSQL)
    for record in records[start...] {
      try table.bind(record, insert)
      try insert.run()
      if insert.changes > 0 {
        stats.added += 1
        continue
      }
      guard let update else {
        stats.unchanged += 1
        continue
      }
      try table.bind(record, update)
      try update.run()
      if update.changes > 0 { stats.replaced += 1 } else { stats.unchanged += 1 }
    }
    return stats
  }
}
