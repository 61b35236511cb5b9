import VeloKit

/// Why the store failed, as facts: which file and what happened. The command line says it in the
/// rider's words, with a hint and an exit code, in one place (`CLIError.init(_: StoreError)`).
package enum StoreError: Error, Equatable {
  /// SQLite failed on the database at `database`.
  case sqlite(SQLiteError, database: String)
  /// A row of the database at `database` does not read back as a record.
  case damagedRow(DatabaseRecordError, database: String)
  /// Something that is not a regular file (a directory, a pipe, …) is where the database file or
  /// one of its companions must be.
  case unusable(path: String, reason: String)
  /// The store's directory could not be created.
  case cannotCreateStore(FileError)
  /// The store's database file could not be created.
  case cannotCreateDatabase(FileError)
  /// The database has a schema newer than `readable`, the one this program reads.
  case newerSchema(database: String, version: Int64, readable: Int64)
  /// A SQLite database that is not a store.
  case foreignDatabase(String)
  /// A version-1 store's description file could not be read.
  case legacyUnreadable(FileError)
  /// A version-1 store's description file is not one.
  case legacyNotAStore(description: String, store: String)
  /// A version-1 store written in a format newer than `readable`.
  case legacyNewerFormat(store: String, format: Int, readable: Int)
  /// A version-1 store's records file could not be read.
  case legacyRecordsUnreadable(FileError)
  /// A version-1 store's records file does not decode.
  case legacyRecordsDamaged(path: String, reason: String)
  /// The version-1 store at this path went away while it was being migrated.
  case legacyVanished(String)
  /// A file of a version-1 store could not be read during its migration.
  case legacyFileUnreadable(FileError)
  /// A file of a version-1 store is damaged; nothing was migrated.
  case legacyFileDamaged(path: String, reason: String)
}
