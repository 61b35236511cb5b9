import VeloKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a store's database comes to exist (docs/architecture.md §6, "First use").
///
/// Any number of processes may use a store for the first time at once (a cron job, a shell
/// loop of imports). So the database never appears half made: each of them builds a complete
/// one — WAL mode, the schema, a migrated version-1 store — in a file of its own
/// (`veloready.db.new-PID-…`) that no other process opens, and links it into place. `link` fails
/// when a database is already there: then another process was first, its database is used, and
/// the private one is thrown away. No process ever removes a file at the database's path, which
/// others may already have open.
extension StoreDatabase {
  /// A private file for this process to build a new database in: the pid, so that a file left
  /// by a killed process can be recognised, and a random part, for threads of one process.
  static func privateFile(for path: String) -> String {
    path + ".new-\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
  }

  /// Puts a complete new database at `path` unless one is already there.
  ///
  /// A version-1 store in `directory` is migrated into it; its files are moved aside only by the
  /// open that follows (`finishPendingBackup`), after the database is in place, so a crash in
  /// between leaves the version-1 store as the only copy, untouched.
  static func create(
    at path: String, directory: String, legacy: V1Store, options: Options
  ) throws(StoreError) {
    removeAbandonedFiles(of: path, in: directory)
    let building = privateFile(for: path)
    removeFiles(of: building)
    do {
      try DatabaseFile.createEmpty(building)
    } catch {
      throw .cannotCreateDatabase(error)
    }
    do {
      var database: StoreDatabase? = try connect(
        directory: directory, path: path, file: building, options: options)
      try database?.prepareSchema(
        legacy: legacy, movesLegacyAside: false,
        beforeMigrationCommits: options.beforeMigrationCommits)
      // Closing the last connection copies the log into the file and removes the log.
      database = nil
    } catch {
      removeFiles(of: building)
      throw error
    }
    DatabaseFile.sync(building)
    defer { removeFiles(of: building) }
    if link(building, path) != 0, errno != EEXIST {
      // A file system without hard links (some network and FUSE mounts): rename, which is not
      // exclusive, so only when nothing is there yet.
      let linkFailure = FileError.system(path)
      guard !AtomicFile.exists(path) else { return }
      guard rename(building, path) == 0 else { throw .cannotCreateDatabase(linkFailure) }
    }
    AtomicFile.syncFolder(of: path)
  }

  /// Removes a private database file and its companions.
  private static func removeFiles(of file: String) {
    for name in [file, file + "-wal", file + "-shm", file + "-journal", file + "-writer"] {
      unlink(name)
    }
  }

  /// Removes the private files of processes that were killed while they built a database (each
  /// name ends in the pid of a process that no longer runs).
  private static func removeAbandonedFiles(of path: String, in directory: String) {
    guard let folder = opendir(directory) else { return }
    defer { closedir(folder) }
    let prefix = PathText.name(of: path) + ".new-"
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix(prefix) else { continue }
      let rest = name.dropFirst(prefix.count)
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard let pid = Int32(digits), pid > 0, pid != getpid(),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(directory + "/" + name)
    }
  }
}
