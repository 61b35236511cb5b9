import VeloKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The store's database, `veloready.db` in the store directory (schema version 2,
/// docs/formats.md §5): records, import log, sync state, dismissals, score cache, PMC.
///
/// Every write runs in `write { … }`: one `BEGIN IMMEDIATE` transaction that also advances the
/// generation counter, so a second writer waits (and says so) instead of losing an update, and a
/// kill or power cut leaves the store as before or after the command, never in between. Reads run
/// in one read transaction, so they see one committed state even while another process writes.
package final class StoreDatabase {
  /// The database's file name inside the store directory.
  package static let fileName = "veloready.db"

  /// How to open the store.
  package struct Options {
    /// Create the directory and the database when missing (commands that write); when `false`,
    /// a store that does not exist opens as `nil` (`today` then shows the demo).
    package var create = false
    /// Seconds to wait for another process's write before giving up.
    var busyTimeout: Double = 120
    /// Told once, after about a second of waiting, that another veloready (pid, if known) is
    /// writing, so that the command can say why it pauses.
    package var waiting: ((Int32?) -> Void)?
    /// Runs inside the migration's transaction just before it commits; a test throws here to
    /// prove that a migration stopped at its last moment leaves the version-1 store untouched.
    var beforeMigrationCommits: () throws(StoreError) -> Void = {}
  }

  /// The store directory.
  package let directory: String
  /// The database file.
  package let path: String
  /// The connection (internal to the database layer and its tests).
  package let connection: SQLiteDatabase
  /// What to tell the rider after this open migrated a version-1 store, else `nil`.
  var migrationMessage: String?
  /// Set when the database holds an earlier generation than the last command committed: its log
  /// was damaged or lost, or an older copy of the file was put in its place.
  package internal(set) var wentBack: GenerationRollback?
  /// Whether this store cannot be written here and was opened read-only (`openReadOnly`).
  package internal(set) var isReadOnly = false

  /// The side file that remembers the last committed generation (`SQLiteGenerationFile`).
  var generationFile: SQLiteGenerationFile { SQLiteGenerationFile(path: path + "-generation") }

  init(directory: String, path: String, connection: SQLiteDatabase) {
    self.directory = directory
    self.path = path
    self.connection = connection
  }

  /// Opens the store at `directory`, creating or migrating its database as needed; `nil` when
  /// there is no store and `options.create` is false.
  ///
  /// A version-1 store (the file store) is migrated in one transaction on first open; a newer
  /// schema, a foreign SQLite file, a damaged file or anything but a regular file at the
  /// database's path is a clear error, never a crash or a hang.
  package static func open(directory: String, options: Options = Options()) throws(StoreError)
    -> StoreDatabase?
  {
    let path = directory + "/" + fileName
    let legacy = V1Store(directory: directory)
    if !AtomicFile.isDirectory(directory) {
      guard options.create else { return nil }
      do {
        try AtomicFile.makeDirectory(directory)
      } catch {
        throw .cannotCreateStore(error)
      }
    }
    switch DatabaseFile.inspect(path) {
    case .unusable(let reason):
      throw unusable(path, reason)
    case .missing:
      guard options.create || legacy.exists else { return nil }
      try create(at: path, directory: directory, legacy: legacy, options: options)
    case .regular:
      if cannotWrite(directory: directory, path: path) {
        return try openReadOnly(directory: directory, path: path)
      }
    }
    for companion in DatabaseFile.companions(of: path) {
      if case .unusable(let reason) = DatabaseFile.inspect(companion) {
        throw unusable(companion, reason)
      }
    }
    let database = try connect(directory: directory, path: path, file: path, options: options)
    try database.prepareSchema(
      legacy: legacy, beforeMigrationCommits: options.beforeMigrationCommits)
    database.wentBack = try database.rollback()
    return database
  }

  /// The rollback this database shows, if any: its generation against the side file's.
  package func rollback() throws(StoreError) -> GenerationRollback? {
    guard let recorded = generationFile.recorded() else { return nil }
    let found = try generation()
    return recorded > found ? GenerationRollback(recorded: recorded, found: found) : nil
  }

  /// The rollback the database at `path` shows on `connection`, a plain connection that a check
  /// opened; `nil` also when it has no generation to compare (not a store's database).
  package static func rollback(of path: String, on connection: SQLiteDatabase)
    -> GenerationRollback?
  {
    guard let recorded = SQLiteGenerationFile(path: path + "-generation").recorded(),
      let found = try? connection.scalarInteger("SELECT value FROM meta WHERE key = 'generation'"),
      recorded > found
    else { return nil }
    return GenerationRollback(recorded: recorded, found: found)
  }

  /// A connection to `file`, the database of the store at `directory` (or the private file its
  /// database is being built in); errors name `path`, the database the rider knows.
  static func connect(directory: String, path: String, file: String, options: Options)
    throws(StoreError) -> StoreDatabase
  {
    var settings = SQLiteDatabase.Options()
    settings.busyTimeout = options.busyTimeout
    settings.waiting = options.waiting
    settings.writerFile = file + "-writer"
    do {
      let connection = try SQLiteDatabase(path: file, options: settings)
      return StoreDatabase(directory: directory, path: path, connection: connection)
    } catch {
      throw .sqlite(error, database: path)
    }
  }

  /// A connection to the prepared database of the store at `directory`.
  package static func connection(toExisting directory: String) throws(StoreError) -> StoreDatabase {
    let path = directory + "/" + fileName
    return try connect(directory: directory, path: path, file: path, options: Options())
  }

  /// The error for a path SQLite must not open (a directory, a pipe, …).
  package static func unusable(_ path: String, _ reason: String) -> StoreError {
    .unusable(path: path, reason: reason)
  }
}
