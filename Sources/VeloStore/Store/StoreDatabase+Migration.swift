import Foundation
import VeloKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StoreDatabase {
  /// The `meta` key naming the folder the version-1 files go to once the migration committed.
  static let backupKey = "v1_backup"

  /// Copies a version-1 store into the open transaction: records, import log, sync state,
  /// dismissals. `beforeCommit` runs last (tests make it fail to prove nothing is kept).
  func migrate(_ legacy: V1Store, beforeCommit: () throws(StoreError) -> Void = {})
    throws(StoreError)
  {
    let contents = try legacy.load()
    if try upsert(contents.records).changedAnything { try recordsChanged() }
    for entry in contents.imports { try logImport(entry) }
    if contents.sync != SyncState() { try saveSyncState(contents.sync) }
    try saveDismissals(contents.dismissals)
    let backup = Self.backupName(in: directory)
    try sqlite { () throws(SQLiteError) in
      let statement = try connection.prepare(
        "INSERT OR REPLACE INTO meta (key, value) VALUES (?1, ?2)")
      try statement.bind(Self.backupKey, at: 1)
      try statement.bind(backup, at: 2)
      try statement.run()
    }
    try beforeCommit()
  }

  /// Moves the version-1 files into the backup folder recorded by the migration; the message
  /// for the rider. Run only after the migration committed.
  func moveAside(_ legacy: V1Store) throws(StoreError) -> String? {
    guard
      let name = try sqlite({ () throws(SQLiteError) in
        try connection.scalarText("SELECT value FROM meta WHERE key = '\(Self.backupKey)'")
      })
    else { return nil }
    let backup = directory + "/" + name
    var moved = 0
    do throws(FileError) {
      try AtomicFile.makeDirectory(backup)
      for file in V1Store.files {
        let from = directory + "/" + file
        let to = backup + "/" + file
        // Never replace a backed-up file: what is there is the only copy of what was migrated.
        guard AtomicFile.exists(from), !AtomicFile.exists(to) else { continue }
        if rename(from, to) == 0 {
          moved += 1
        } else if errno != ENOENT {
          throw FileError.system(from)
        }
      }
    } catch {
      return "migrated the store to '\(path)', but could not move the old files aside "
        + "(\(error.description)); they are no longer used"
    }
    guard moved > 0 else { return nil }
    return "migrated the store to '\(path)'; the old files are in '\(backup)'"
  }

  /// Finishes a migration whose files were not all moved (a crash between commit and move).
  func finishPendingBackup(_ legacy: V1Store) throws(StoreError) {
    guard legacy.exists else { return }
    migrationMessage = try moveAside(legacy)
  }

  /// `store-v1-backup`, or `store-v1-backup-2`, … when that name is taken.
  private static func backupName(in directory: String) -> String {
    var name = "store-v1-backup"
    var number = 1
    while AtomicFile.exists(directory + "/" + name) {
      number += 1
      name = "store-v1-backup-\(number)"
    }
    return name
  }
}
