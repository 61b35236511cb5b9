import CSQLite
import VeloKit
import VeloStore

extension CLIError {
  /// The rider's words for a failure of the store: what happened and what to do next. Damaged
  /// data exits 65; a store or database that cannot be created, opened, read or written
  /// (missing, read-only, busy, disk full) exits 66; anything else is a bug (exit 1).
  init(_ error: StoreError) {
    switch error {
    case .sqlite(let failure, let path): self = Self.sqlite(failure, database: path)
    case .damagedRow(let row, let path):
      self = .badData(
        "the store's database '\(path)' has a damaged row in '\(row.table)': \(row.reason)",
        hint: Self.damagedHint(path))
    case .unusable(let path, let reason):
      self = .unreadable(
        "cannot open the store's database '\(path)': \(reason)",
        hint: "move '\(path)' aside, or use another store with '--data DIR'")
    case .cannotCreateStore(let failure):
      self = .unreadable("cannot create the store: \(failure.description)")
    case .cannotCreateDatabase(let failure):
      self = .unreadable("cannot create the store's database: \(failure.description)")
    case .newerSchema(let path, let version, let readable):
      self = .badData(
        "the store's database '\(path)' has schema version \(version); this veloready reads "
          + "version \(readable)",
        hint: "upgrade veloready, or use another store with '--data DIR'")
    case .foreignDatabase(let path):
      self = .badData(
        "'\(path)' is a SQLite database, but not a veloready store",
        hint: "move it aside, or use another store with '--data DIR'")
    case .legacyUnreadable(let failure):
      self = .unreadable("cannot read the store: \(failure.description)")
    case .legacyNotAStore(let description, let store):
      self = .badData(
        "'\(description)' is not a veloready store description",
        hint: "move '\(store)' aside and re-import your files")
    case .legacyNewerFormat(let store, let format, let readable):
      self = .badData(
        "the store at '\(store)' has format \(format); this veloready reads format \(readable)",
        hint: "upgrade veloready, or use another store with '--data DIR'")
    case .legacyRecordsUnreadable(let failure):
      self = .unreadable("cannot read the store's records: \(failure.description)")
    case .legacyRecordsDamaged(let path, let reason):
      self = .badData(
        "the store's records at '\(path)' are damaged (\(reason))",
        hint: "move the file aside and re-import your files; nothing else was changed")
    case .legacyVanished(let directory):
      self = .missing("the store '\(directory)' disappeared during its migration")
    case .legacyFileUnreadable(let failure):
      self = .unreadable("cannot migrate the store: cannot read \(failure.description)")
    case .legacyFileDamaged(let path, let reason):
      self = .badData(
        "cannot migrate the store: '\(path)' is damaged (\(reason))",
        hint: "repair or remove that file and run the command again; nothing was changed")
    }
  }

  /// `body`'s result; a failure of the store becomes the rider's error.
  @discardableResult
  static func fromStore<Result>(_ body: @autoclosure () throws(StoreError) -> Result)
    throws(CLIError) -> Result
  {
    do {
      return try body()
    } catch {
      throw CLIError(error)
    }
  }

  /// A SQLite failure on the store's database at `path`.
  private static func sqlite(_ error: SQLiteError, database path: String) -> CLIError {
    switch error.primaryCode {
    case SQLITE_CORRUPT, SQLITE_NOTADB:
      let what = error.primaryCode == SQLITE_NOTADB ? "is not a SQLite database" : "is damaged"
      return .badData(
        "the store's database '\(path)' \(what) (\(error.message))", hint: damagedHint(path))
    case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
      return .unreadable(
        "cannot open the store's database '\(path)' (\(error.message))",
        hint: "check that its folder exists and that you may read and write both")
    case SQLITE_READONLY:
      return .unreadable(
        "cannot write the store's database '\(path)': it is read-only (\(error.message))",
        hint: "check the permissions of the file, its '-wal' and '-shm' files, and its folder")
    case SQLITE_FULL:
      return .unreadable(
        "cannot write the store's database '\(path)': the disk is full",
        hint: "free some space and run the command again; the store is as it was before")
    case SQLITE_BUSY, SQLITE_LOCKED:
      return .unreadable(
        "the store's database '\(path)' is busy: another veloready kept it locked "
          + "(\(error.message))",
        hint: "wait for the other veloready to finish, then run the command again")
    case SQLITE_IOERR, SQLITE_NOLFS:
      return .unreadable(
        "cannot read or write the store's database '\(path)' (\(error.message))",
        hint: "check the disk; the store is as it was before the command")
    case SQLITE_NOMEM:
      return CLIError(code: .failure, message: "out of memory reading '\(path)'")
    case SQLITE_ERROR
    where error.message.hasPrefix("no such table") || error.message.hasPrefix("no such column"):
      // veloready's own statements name only what its schema creates: the schema was changed
      // from outside (a table dropped by hand or by a tool), which is damage, not a bug.
      return .badData(
        "the store's database '\(path)' is damaged: its schema lacks what veloready wrote "
          + "(\(error.message))",
        hint: "restore '\(path)' from a backup, or move it aside and re-import your files")
    default:
      return CLIError(
        code: .failure, message: "the store's database '\(path)' failed: \(error.description)")
    }
  }

  /// The words for a database that went back to an earlier commit: what is missing and why.
  static func wentBack(_ rollback: GenerationRollback, database path: String) -> String {
    let writes = rollback.lost == 1 ? "the last write" : "the last \(rollback.lost) writes"
    return "the store's database '\(path)' went back to an earlier state (write "
      + "\(rollback.found) of \(rollback.recorded)): its log ('-wal') was damaged or lost, or an "
      + "older copy replaced it; what \(writes) changed is missing: import or sync it again"
  }

  /// What to do about a damaged database: check it, or move it aside and start again.
  static func damagedHint(_ path: String) -> String {
    "run 'veloready status --check' to check it; to start afresh, move '\(path)' aside and "
      + "re-import your files"
  }
}
