extension StoreDatabase {
  /// Runs `body` as one write: `BEGIN IMMEDIATE`, the body, the generation advanced, `COMMIT`;
  /// any error rolls everything back. Inside, every accessor joins this transaction. A failure
  /// of the store itself reaches the caller as `failure(error)`, so a body that throws its own
  /// errors keeps one typed error.
  func write<Result, Failure: Error>(
    failure: (StoreError) -> Failure, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    func databaseFailure(_ error: SQLiteError) -> Failure { failure(sqliteFailure(error)) }
    var committed: Int64?
    let result = try connection.transaction(.immediate, databaseFailure: databaseFailure) {
      () throws(Failure) in
      let result = try body()
      do throws(SQLiteError) {
        try connection.prepare("UPDATE meta SET value = value + 1 WHERE key = 'generation'").run()
        committed = try connection.scalarInteger(
          "SELECT value FROM meta WHERE key = 'generation'")
      } catch {
        throw databaseFailure(error)
      }
      return result
    }
    // Only once the commit returned: the file must never name a generation the database lacks.
    if let committed { generationFile.record(committed) }
    return result
  }

  /// `write(failure:_:)` for a body whose only failures are the store's.
  func write<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
    try write(failure: { $0 }, body)
  }

  /// Runs `body` in one read transaction (all it reads comes from one committed state), or in
  /// the transaction already open; a failure of the store itself is `failure(error)`.
  package func read<Result, Failure: Error>(
    failure: (StoreError) -> Failure, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if connection.isInTransaction { return try body() }
    return try connection.transaction(
      .deferred, databaseFailure: { failure(sqliteFailure($0)) }, body)
  }

  /// `read(failure:_:)` for a body whose only failures are the store's.
  func read<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
    try read(failure: { $0 }, body)
  }

  /// Runs `body` in the open transaction, or in a write of its own.
  func joiningWrite<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
    if connection.isInTransaction { return try body() }
    return try write(body)
  }

  /// The counter every write advances: a cached score stamped with an older generation was
  /// computed from other data.
  package func generation() throws(StoreError) -> Int64 {
    try sqlite { () throws(SQLiteError) in
      try connection.scalarInteger("SELECT value FROM meta WHERE key = 'generation'") ?? 0
    }
  }

  /// The store's error for a SQLite failure on this database.
  func sqliteFailure(_ error: SQLiteError) -> StoreError {
    .sqlite(error, database: path)
  }

  /// Runs SQLite calls, turning their failure into the store's error.
  package func sqlite<Result>(_ body: () throws(SQLiteError) -> Result) throws(StoreError) -> Result
  {
    do {
      return try body()
    } catch {
      throw sqliteFailure(error)
    }
  }

  /// Runs record-layer calls, turning their failure into the store's error.
  func records<Result>(_ body: () throws(DatabaseFailure) -> Result) throws(StoreError) -> Result {
    do {
      return try body()
    } catch {
      throw error.storeError(database: path)
    }
  }
}
