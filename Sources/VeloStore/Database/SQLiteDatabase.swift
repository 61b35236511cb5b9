import CSQLite

/// One connection to a SQLite database file, configured for the store's guarantees.
///
/// Opening a read-write connection sets:
/// - `journal_mode=WAL`: readers never wait for the writer, and a crash leaves the last committed
///   state (the write-ahead log is replayed or ignored on the next open);
/// - `synchronous=FULL`: every commit waits until the log is on the disk (one fsync per commit).
///   With WAL, `NORMAL` would survive a crash of the program but could lose the last commands
///   before a power cut; a command that said "imported" must still have imported after one, and
///   the fsync costs a few milliseconds per command, not per record;
/// - `foreign_keys=ON`, so any reference the schema declares is enforced;
/// - extended result codes, so errors say e.g. `SQLITE_IOERR_FSYNC` rather than `SQLITE_IOERR`;
/// - a busy handler (see `SQLiteBusyWait`) in place of a plain busy timeout, so a second writer
///   waits for the first, says so once after about a second, and gives up after `busyTimeout`.
///
/// Not thread-safe: one connection belongs to one thread at a time.
package final class SQLiteDatabase {
  /// How the file is opened.
  package enum Access {
    /// Read only; a write fails with `SQLITE_READONLY`.
    case readOnly
    /// Read and write an existing file.
    case readWrite
    /// Read and write, creating the file when it does not exist.
    case readWriteCreate
  }

  /// The kind of lock a transaction takes at its start.
  enum TransactionKind: String {
    /// Takes locks when first needed (a reader that may later write).
    case deferred = "DEFERRED"
    /// Takes the write lock at once: the read-modify-write of a command sees no other writer.
    case immediate = "IMMEDIATE"
    /// As `immediate` (in WAL mode, readers still proceed).
    case exclusive = "EXCLUSIVE"
  }

  /// How a connection is opened and how it waits for another writer.
  package struct Options {
    /// Read-only, read-write or create.
    package var access: Access = .readWrite
    /// Seconds to wait for another connection's write lock before failing with `SQLITE_BUSY`.
    var busyTimeout: Double = 120
    /// Seconds of waiting after which `waiting` is called (once per connection).
    var waitingDelay: Double = 1
    /// Told once that this connection waits for another writer, with that writer's pid if known.
    package var waiting: ((Int32?) -> Void)?
    /// Where a writer records its pid after taking the write lock, so that a waiter can name it.
    var writerFile: String?
    /// Whether a read-write connection sets WAL and `synchronous=FULL`; `false` leaves the file
    /// exactly as it is (a check of a possibly damaged file must not write to it).
    package var configuresJournal = true
    /// Read-only only: the file is on a medium nothing writes (a read-only file system), so
    /// SQLite reads it without the shared-memory file it could not create (`immutable=1`).
    package var immutable = false

    /// The defaults: read-write, two minutes' patience.
    package init() {}
  }

  /// The database file.
  package let path: String
  private let connection: OpaquePointer
  private let busy: SQLiteBusyWait
  private let writerFile: SQLiteWriterFile?
  private var statements: [String: SQLiteStatement] = [:]

  /// SQLite's process-wide settings, made once before the first connection opens: no memory
  /// statistics, which veloready never reads and which take a process-wide lock on every
  /// allocation.
  private static let configured: Bool = csqlite_disable_memory_statistics() == SQLITE_OK

  /// Opens `path`; the caller has checked that it is a regular file or missing (a FIFO would
  /// block SQLite forever), see `DatabaseFile`.
  package init(path: String, options: Options = Options()) throws(SQLiteError) {
    _ = Self.configured
    var flags = SQLITE_OPEN_NOMUTEX
    switch options.access {
    case .readOnly: flags |= SQLITE_OPEN_READONLY
    case .readWrite: flags |= SQLITE_OPEN_READWRITE
    case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    }
    var handle: OpaquePointer?
    var name = path
    if options.immutable, options.access == .readOnly {
      flags |= SQLITE_OPEN_URI
      name = "file:" + Self.uriPath(path) + "?immutable=1"
    }
    let code = sqlite3_open_v2(name, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let error = SQLiteError(code: code, connection: handle)
      sqlite3_close_v2(handle)
      throw error
    }
    self.path = path
    self.connection = handle
    self.writerFile = options.writerFile.map(SQLiteWriterFile.init(path:))
    self.busy = SQLiteBusyWait(
      timeout: options.busyTimeout, waitingDelay: options.waitingDelay, waiting: options.waiting,
      writer: writerFile)
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_handler(
      handle,
      { context, count in
        guard let context else { return 0 }
        return Unmanaged<SQLiteBusyWait>.fromOpaque(context).takeUnretainedValue()
          .shouldRetry(attempt: count) ? 1 : 0
      }, Unmanaged.passUnretained(busy).toOpaque())
    // A failure here (e.g. the file is not a database) throws from a fully initialised
    // object, so `deinit` closes the connection; closing it here too would close it twice.
    if options.access != .readOnly, options.configuresJournal {
      try switchToWAL()
      try execute("PRAGMA synchronous=FULL")
    }
    try execute("PRAGMA foreign_keys=ON")
  }

  /// `path` for a `file:` URI: `%`, `?` and `#` percent-encoded.
  private static func uriPath(_ path: String) -> String {
    var result = ""
    for character in path {
      switch character {
      case "%": result += "%25"
      case "?": result += "%3F"
      case "#": result += "%23"
      default: result.append(character)
      }
    }
    return result
  }

  deinit {
    statements = [:]
    // A statement still held elsewhere keeps the connection open after this; it must not call
    // back into the busy handler this object owns.
    sqlite3_busy_handler(connection, nil, nil)
    sqlite3_close_v2(connection)
  }

  /// Runs one or more SQL statements that return no rows (schema, pragmas).
  func execute(_ sql: String) throws(SQLiteError) {
    let code = sqlite3_exec(connection, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: connection) }
  }

  /// The prepared statement for `sql`, reset and with no values bound.
  ///
  /// Statements are cached by their text, so the caller must finish with one before asking for
  /// the same text again (asking resets it).
  func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let cached = statements[sql] {
      cached.reset()
      return cached
    }
    let statement = try SQLiteStatement(sql: sql, connection: connection)
    statements[sql] = statement
    return statement
  }

  /// The first column of the first row of `sql` as an integer, or `nil` when there is no row.
  func scalarInteger(_ sql: String) throws(SQLiteError) -> Int64? {
    let statement = try prepare(sql)
    defer { statement.reset() }
    return try statement.step() ? statement.int64(at: 0) : nil
  }

  /// The first column of the first row of `sql` as text, or `nil` when there is no row.
  func scalarText(_ sql: String) throws(SQLiteError) -> String? {
    let statement = try prepare(sql)
    defer { statement.reset() }
    return try statement.step() ? statement.text(at: 0) : nil
  }

  /// Records this process as the writer (just after it took the write lock), so that a waiting
  /// process can say whom it waits for.
  func recordWriter() {
    writerFile?.record()
  }

  /// Sets `journal_mode=WAL`, waiting for other connections as a write does.
  ///
  /// Switching a new (rollback-journal) file to WAL takes its exclusive lock, and SQLite does
  /// not call the busy handler when another connection holds the reserved lock — as a second
  /// process switching the same new file at the same moment does: it fails at once with
  /// `SQLITE_BUSY`. So the switch is retried here under the same patience as any write. On a file
  /// already in WAL mode (every store after its first open) it succeeds at the first try.
  private func switchToWAL() throws(SQLiteError) {
    var attempt: Int32 = 0
    while true {
      do {
        _ = try scalarText("PRAGMA journal_mode=WAL")
        return
      } catch {
        guard error.primaryCode == SQLITE_BUSY || error.primaryCode == SQLITE_LOCKED,
          busy.shouldRetry(attempt: attempt)
        else { throw error }
        attempt += 1
      }
    }
  }

  /// Whether a transaction is open on this connection.
  var isInTransaction: Bool { sqlite3_get_autocommit(connection) == 0 }

  /// Whether this connection has waited for another writer and said so.
  var hasWaited: Bool { busy.hasCalledWaiting }
}
