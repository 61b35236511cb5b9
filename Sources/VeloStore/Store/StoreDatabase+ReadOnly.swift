import VeloKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store that cannot be written here (a read-only file system, a backup mounted read-only, a
/// file or folder this user may not write) is still read: reports work, and a command that
/// must write fails when it writes, with the store's own words for why.
extension StoreDatabase {
  /// Whether this process cannot write the database at `path` or create files beside it.
  static func cannotWrite(directory: String, path: String) -> Bool {
    access(path, W_OK) != 0 || access(directory, W_OK) != 0
  }

  /// Opens the store's existing database read-only: without SQLite's shared-memory file when it
  /// cannot be created (then the file is read as it is, immutable), and only at this program's
  /// schema version, since an upgrade would have to write.
  static func openReadOnly(directory: String, path: String) throws(StoreError) -> StoreDatabase {
    var settings = SQLiteDatabase.Options()
    settings.access = .readOnly
    let connection: SQLiteDatabase
    do {
      connection = try Self.readableConnection(path, settings)
    } catch {
      throw .sqlite(error, database: path)
    }
    let database = StoreDatabase(directory: directory, path: path, connection: connection)
    database.isReadOnly = true
    let version = try database.schemaVersion()
    guard version == StoreSchema.version else {
      throw .unusable(
        path: path,
        reason: "it is read-only here and has schema version \(version); this veloready must "
          + "upgrade it to version \(StoreSchema.version), which needs to write")
    }
    database.wentBack = try database.rollback()
    return database
  }

  /// A read-only connection that can read: SQLite opens a WAL database read-only only when it
  /// can use (or create) the `-shm` file; on a read-only medium it cannot, and the file is
  /// then read as immutable.
  private static func readableConnection(_ path: String, _ settings: SQLiteDatabase.Options)
    throws(SQLiteError) -> SQLiteDatabase
  {
    do {
      let connection = try SQLiteDatabase(path: path, options: settings)
      _ = try connection.scalarInteger("SELECT count(*) FROM sqlite_schema")
      return connection
    } catch {
      var immutable = settings
      immutable.immutable = true
      return try SQLiteDatabase(path: path, options: immutable)
    }
  }
}
