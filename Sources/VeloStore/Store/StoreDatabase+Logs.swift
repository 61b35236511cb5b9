import Foundation
import ScoreEngine

extension StoreDatabase {
  /// The import log, oldest first.
  func importLog() throws(StoreError) -> ImportLog {
    ImportLog(entries: try importEntries(where: "", fingerprint: nil))
  }

  /// The latest import of a file with this content fingerprint, looked up by index (before the
  /// file is parsed), or `nil` when it is new.
  package func importEntry(fingerprint: String) throws(StoreError) -> ImportLog.Entry? {
    try importEntries(where: "WHERE fingerprint = ?1", fingerprint: fingerprint).last
  }

  /// Whether the import log holds a fingerprint starting with `prefix`
  /// (`ContentHash.fingerprintPrefix`: a file of that size), looked up by index.
  package func hasImport(fingerprintPrefix prefix: String) throws(StoreError) -> Bool {
    try sqlite { () throws(SQLiteError) -> Bool in
      // The range [prefix, prefix + U+FFFF) holds exactly the texts starting with it, in the
      // index's binary order, unlike LIKE, which would scan the table.
      let statement = try connection.prepare(
        "SELECT 1 FROM imports WHERE fingerprint >= ?1 AND fingerprint < ?2 LIMIT 1")
      defer { statement.reset() }
      try statement.bind(prefix, at: 1)
      try statement.bind(prefix + "\u{FFFF}", at: 2)
      return try statement.step()
    }
  }

  private func importEntries(where condition: String, fingerprint: String?) throws(StoreError)
    -> [ImportLog.Entry]
  {
    try sqlite { () throws(SQLiteError) in
      let statement = try connection.prepare(
        "SELECT fingerprint, file_name, format, imported_at, added, replaced, rejected "
          + "FROM imports \(condition) ORDER BY id")
      defer { statement.reset() }
      if let fingerprint { try statement.bind(fingerprint, at: 1) }
      var entries: [ImportLog.Entry] = []
      while try statement.step() {
        entries.append(
          ImportLog.Entry(
            fingerprint: statement.text(at: 0), name: statement.text(at: 1),
            format: statement.text(at: 2), importedAt: statement.text(at: 3),
            added: Int(statement.int64(at: 4)), replaced: Int(statement.int64(at: 5)),
            rejected: Int(statement.int64(at: 6))))
      }
      return entries
    }
  }

  /// Appends an entry to the import log. Joins the open write, or writes on its own.
  package func logImport(_ entry: ImportLog.Entry) throws(StoreError) {
    try joiningWrite { () throws(StoreError) in
      try sqlite { () throws(SQLiteError) in
        let statement = try connection.prepare(
          "INSERT INTO imports (fingerprint, file_name, format, imported_at, added, replaced, "
            + "rejected) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
        try statement.bind(entry.fingerprint, at: 1)
        try statement.bind(entry.name, at: 2)
        try statement.bind(entry.format, at: 3)
        try statement.bind(entry.importedAt, at: 4)
        try statement.bind(Int64(entry.added), at: 5)
        try statement.bind(Int64(entry.replaced), at: 6)
        try statement.bind(Int64(entry.rejected), at: 7)
        try statement.run()
      }
    }
  }

  /// The intervals.icu sync state ("never synced" when there is none).
  package func syncState() throws(StoreError) -> SyncState {
    typealias Row = (Double?, String?, failure: SyncState.Failure?)
    let row = try sqlite { () throws(SQLiteError) -> Row? in
      let statement = try connection.prepare(
        "SELECT last_success_at, last_synced_day, failing_since, last_failure_at, last_failure "
          + "FROM sync_state WHERE service = ?1")
      defer { statement.reset() }
      try statement.bind(Self.intervalsService, at: 1)
      guard try statement.step() else { return nil }
      var failure: SyncState.Failure?
      if let since = statement.optionalDouble(at: 2), let latest = statement.optionalDouble(at: 3) {
        failure = SyncState.Failure(
          since: Date(timeIntervalSince1970: since), latest: Date(timeIntervalSince1970: latest),
          message: statement.optionalText(at: 4) ?? "")
      }
      return (statement.optionalDouble(at: 0), statement.optionalText(at: 1), failure)
    }
    guard let (instant, dayText, failure) = row else { return SyncState() }
    var state = SyncState(
      lastSuccessAt: instant.map { Date(timeIntervalSince1970: $0) }, failure: failure)
    if let dayText {
      guard let day = LocalDate(iso: dayText) else {
        throw DatabaseRecordError(table: "sync_state", reason: "'\(dayText)' is not a day")
          .storeError(database: path)
      }
      state.lastSyncedDay = day
    }
    return state
  }

  /// Replaces the intervals.icu sync state. Joins the open write, or writes on its own.
  package func saveSyncState(_ state: SyncState) throws(StoreError) {
    try joiningWrite { () throws(StoreError) in
      try sqlite { () throws(SQLiteError) in
        let statement = try connection.prepare(
          "INSERT OR REPLACE INTO sync_state (service, last_success_at, last_synced_day, "
            + "failing_since, last_failure_at, last_failure) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        try statement.bind(Self.intervalsService, at: 1)
        try statement.bind(state.lastSuccessAt?.timeIntervalSince1970, at: 2)
        try statement.bind(state.lastSyncedDay?.description, at: 3)
        try statement.bind(state.failure?.since.timeIntervalSince1970, at: 4)
        try statement.bind(state.failure?.latest.timeIntervalSince1970, at: 5)
        try statement.bind(state.failure?.message, at: 6)
        try statement.run()
      }
    }
  }

  /// The `sync_state.service` of intervals.icu.
  package static let intervalsService = "intervals.icu"
}
