import ScoreEngine
import VeloKit
import VeloStore

/// What `veloready status` reports about a store: where it is, how big its database is, what it
/// holds and when it last changed.
struct StoreStatus {
  /// The store directory.
  var store: String
  /// The database file.
  var database: String
  /// The database file's size, bytes.
  var databaseBytes: Int64
  /// The write-ahead log's size, bytes (0 when there is none): changes not yet copied into the
  /// database file, which belong to it.
  var logBytes: Int64
  /// `PRAGMA user_version`.
  var schemaVersion: Int64
  /// Rows per record table and source, and the time they cover.
  var census: RecordCensus
  /// The first and last local date with a record, in the athlete's zone.
  var days: ClosedRange<LocalDate>?
  /// Entries in the import log.
  var imports: Int
  /// The latest of them.
  var lastImport: ImportLog.Entry?
  /// The last intervals.icu sync, local time with offset; `nil` when never.
  var lastSync: String?
  /// The last local date a sync covered.
  var lastSyncedDay: LocalDate?
  /// What `--check` found: `nil` when it did not run, empty when the database is sound.
  var problems: [String]?

  /// The status of `store`, read in one transaction, days in `clock`'s zone.
  static func gather(_ store: Store, clock: ZoneClock, problems: [String]?) throws(CLIError)
    -> StoreStatus
  {
    let database = store.database
    let (version, census, log, sync) = try store.read {
      () throws(CLIError) -> (Int64, RecordCensus, (entry: ImportLog.Entry?, count: Int), SyncState)
      in
      try CLIError.fromStore(
        (
          try database.schemaVersion(), try database.census(), try database.lastImport(),
          try database.syncState()
        ))
    }
    return StoreStatus(
      store: store.root, database: database.path, databaseBytes: size(database.path),
      logBytes: size(database.path + "-wal"), schemaVersion: version, census: census,
      days: census.coveredDays(in: clock), imports: log.1, lastImport: log.0,
      lastSync: sync.lastSuccessAt.map(clock.iso8601), lastSyncedDay: sync.lastSyncedDay,
      problems: problems)
  }

  /// Rows per source, most first (ties by provider and name).
  var sources: [(provider: String, source: String, rows: Int)] {
    var rows: [String: (provider: String, source: String, rows: Int)] = [:]
    for count in census.counts {
      let key = count.provider + "\u{0}" + count.source
      rows[key, default: (count.provider, count.source, 0)].rows += count.rows
    }
    return rows.values.sorted {
      ($0.rows, $1.provider, $1.source) > ($1.rows, $0.provider, $0.source)
    }
  }

  /// Rows per table, in the tables' order, tables without rows left out.
  var kinds: [(table: String, rows: Int)] {
    var order: [String] = []
    var rows: [String: Int] = [:]
    for count in census.counts {
      if rows[count.table] == nil { order.append(count.table) }
      rows[count.table, default: 0] += count.rows
    }
    return order.map { ($0, rows[$0] ?? 0) }
  }

  private static func size(_ path: String) -> Int64 {
    if case .regular(let size) = DatabaseFile.inspect(path) { return size }
    return 0
  }
}
