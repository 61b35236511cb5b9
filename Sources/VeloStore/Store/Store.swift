import ScoreEngine
import VeloKit

/// The store: a directory holding the database `veloready.db` (records, import log, sync state,
/// dismissals, score cache, training ledger) and the rider's `config.json`
/// (docs/architecture.md §6, docs/formats.md §5).
///
/// Every change is one `write { … }`: a `BEGIN IMMEDIATE` transaction that advances the store's
/// generation, so a second process waits for the first instead of losing an update, and a kill
/// or a power cut leaves the store as it was before or after a command.
package final class Store {
  /// The store directory.
  package let root: String
  /// The database.
  package let database: StoreDatabase

  /// `config.json`, kept as a file the rider may edit.
  package var configPath: String { root + "/config.json" }

  /// What opening it did that the rider should hear of (a migrated version-1 store).
  package var notes: [String] {
    database.migrationMessage.map { [$0] } ?? []
  }

  /// Set when the database went back to an earlier commit than the last command left.
  package var wentBack: GenerationRollback? { database.wentBack }

  private init(root: String, database: StoreDatabase) {
    self.root = root
    self.database = database
  }

  /// The store at `root`, or `nil` when the directory does not exist (unless `create`, which
  /// makes the directory, mode 0700, and the database). An existing directory without a database
  /// gets an empty one; a version-1 store is migrated.
  ///
  /// - Parameter waiting: told once, after about a second, when another veloready is writing
  ///   (with its process id when known).
  package static func open(at root: String, create: Bool, waiting: ((Int32?) -> Void)? = nil)
    throws(StoreError) -> Store?
  {
    guard create || AtomicFile.isDirectory(root) else { return nil }
    var options = StoreDatabase.Options()
    options.create = true
    options.waiting = waiting
    guard let database = try StoreDatabase.open(directory: root, options: options) else {
      return nil
    }
    return Store(root: root, database: database)
  }

  /// Another connection to the existing store at `root`, for a thread of its own: a SQLite
  /// connection serves one thread at a time, and in WAL mode readers never wait for each other.
  /// The schema is not prepared again: the caller's own open did that.
  package static func connection(toExisting root: String) throws(StoreError) -> Store {
    Store(root: root, database: try StoreDatabase.connection(toExisting: root))
  }

  /// Runs `body` as one write transaction that advances the generation; a failure of the store
  /// itself reaches the caller as `failure(error)`.
  package func write<Result, Failure: Error>(
    failure: (StoreError) -> Failure, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try database.write(failure: failure, body)
  }

  /// Runs `body` in one read transaction: everything it reads comes from one committed state. A
  /// failure of the store itself reaches the caller as `failure(error)`.
  package func read<Result, Failure: Error>(
    failure: (StoreError) -> Failure, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try database.read(failure: failure, body)
  }

  /// Whether any record was ever stored.
  package func hasRecords() throws(StoreError) -> Bool {
    try database.recordsGeneration() > 0
  }

  /// The counter every write advances.
  package func generation() throws(StoreError) -> Int64 {
    try database.generation()
  }
}
