import CSQLite

extension SQLiteError {
  /// The rider-facing error for this failure on the store's database at `path`: what happened
  /// and what to do next. Damaged data exits 65; a database that cannot be opened, read or
  /// written (missing, read-only, busy, disk full) exits 66; anything else is a bug (exit 1).
  func cliError(database path: String) -> CLIError {
    switch primaryCode {
    case SQLITE_CORRUPT, SQLITE_NOTADB:
      let what = primaryCode == SQLITE_NOTADB ? "is not a SQLite database" : "is damaged"
      return .badData(
        "the store's database '\(path)' \(what) (\(message))", hint: Self.damagedHint(path))
    case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
      return .unreadable(
        "cannot open the store's database '\(path)' (\(message))",
        hint: "check that its folder exists and that you may read and write both")
    case SQLITE_READONLY:
      return .unreadable(
        "cannot write the store's database '\(path)': it is read-only (\(message))",
        hint: "check the permissions of the file, its '-wal' and '-shm' files, and its folder")
    case SQLITE_FULL:
      return .unreadable(
        "cannot write the store's database '\(path)': the disk is full",
        hint: "free some space and run the command again; the store is as it was before")
    case SQLITE_BUSY, SQLITE_LOCKED:
      return .unreadable(
        "the store's database '\(path)' is busy: another veloready kept it locked (\(message))",
        hint: "wait for the other veloready to finish, then run the command again")
    case SQLITE_IOERR, SQLITE_NOLFS:
      return .unreadable(
        "cannot read or write the store's database '\(path)' (\(message))",
        hint: "check the disk; the store is as it was before the command")
    case SQLITE_NOMEM:
      return CLIError(code: .failure, message: "out of memory reading '\(path)'")
    default:
      return CLIError(
        code: .failure, message: "the store's database '\(path)' failed: \(description)")
    }
  }

  /// What to do about a damaged database: check it, or move it aside and start again.
  static func damagedHint(_ path: String) -> String {
    "run 'veloready status --check' to check it; to start afresh, move '\(path)' aside and "
      + "re-import your files"
  }
}
