extension StoreDatabase {
  /// Runs `body` as one write: `BEGIN IMMEDIATE`, the body, the generation advanced, `COMMIT`;
  /// any error rolls everything back. Inside, every accessor joins this transaction.
  func write<Result>(_ body: () throws(CLIError) -> Result) throws(CLIError) -> Result {
    try connection.transaction(.immediate, databaseFailure: sqliteFailure) { () throws(CLIError) in
      let result = try body()
      try sqlite { () throws(SQLiteError) in
        try connection.prepare("UPDATE meta SET value = value + 1 WHERE key = 'generation'").run()
      }
      return result
    }
  }

  /// Runs `body` in one read transaction (all it reads comes from one committed state), or in
  /// the transaction already open.
  func read<Result>(_ body: () throws(CLIError) -> Result) throws(CLIError) -> Result {
    if connection.isInTransaction { return try body() }
    return try connection.transaction(.deferred, databaseFailure: sqliteFailure, body)
  }

  /// Runs `body` in the open transaction, or in a write of its own.
  func joiningWrite<Result>(_ body: () throws(CLIError) -> Result) throws(CLIError) -> Result {
    if connection.isInTransaction { return try body() }
    return try write(body)
  }

  /// The counter every write advances: a cached score stamped with an older generation was
  /// computed from other data.
  func generation() throws(CLIError) -> Int64 {
    try sqlite { () throws(SQLiteError) in
      try connection.scalarInteger("SELECT value FROM meta WHERE key = 'generation'") ?? 0
    }
  }

  /// The rider-facing error for a SQLite failure on this database.
  func sqliteFailure(_ error: SQLiteError) -> CLIError {
    error.cliError(database: path)
  }

  /// Runs SQLite calls, turning their failure into the rider-facing error.
  func sqlite<Result>(_ body: () throws(SQLiteError) -> Result) throws(CLIError) -> Result {
    do {
      return try body()
    } catch {
      throw sqliteFailure(error)
    }
  }

  /// Runs record-layer calls, turning their failure into the rider-facing error.
  func records<Result>(_ body: () throws(DatabaseFailure) -> Result) throws(CLIError) -> Result {
    do {
      return try body()
    } catch {
      throw error.cliError(database: path)
    }
  }
}
