import CSQLite

extension SQLiteDatabase {
  /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
  ///
  /// `databaseFailure` turns a failure of BEGIN or COMMIT into the body's error type, so callers
  /// whose body throws their own errors (e.g. the store's) keep one typed error.
  func transaction<Result, Failure: Error>(
    _ kind: TransactionKind,
    databaseFailure: (SQLiteError) -> Failure,
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    do {
      try execute("BEGIN \(kind.rawValue)")
    } catch {
      throw databaseFailure(error)
    }
    if kind != .deferred { recordWriter() }
    let result: Result
    do {
      result = try body()
    } catch {
      rollback()
      throw error
    }
    do {
      try execute("COMMIT")
    } catch {
      rollback()
      throw databaseFailure(error)
    }
    return result
  }

  /// Runs `body` in a transaction whose only failures are database failures.
  func transaction<Result>(
    _ kind: TransactionKind, _ body: () throws(SQLiteError) -> Result
  ) throws(SQLiteError) -> Result {
    try transaction(kind, databaseFailure: { $0 }, body)
  }

  /// Rolls back the open transaction, if SQLite has not already done so (it does after some
  /// errors, e.g. `SQLITE_FULL`).
  private func rollback() {
    if isInTransaction { try? execute("ROLLBACK") }
  }
}
