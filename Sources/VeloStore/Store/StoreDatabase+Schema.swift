extension StoreDatabase {
  /// Brings the database to the schema version of `StoreSchema`: nothing to do, upgrade an
  /// older version, create it, or migrate version 1 (whose files are moved aside after the
  /// commit when `movesLegacyAside`; a database built in a private file leaves that to the open
  /// that follows, see `create(at:directory:legacy:options:)`).
  func prepareSchema(
    legacy: V1Store, movesLegacyAside: Bool = true,
    beforeMigrationCommits: () throws(StoreError) -> Void = {}
  ) throws(StoreError) {
    var version = try schemaVersion()
    if StoreSchema.upgrades[version] != nil {
      try checkApplicationID()
      version = try upgrade()
    }
    if version == StoreSchema.version {
      try checkApplicationID()
      try finishPendingBackup(legacy)
      return
    }
    try checkUpgradable(version)
    let migrated = try connection.transaction(.immediate, databaseFailure: sqliteFailure) {
      () throws(StoreError) -> Bool in
      // Another process may have created the schema while this one waited for the lock.
      let current = try schemaVersion()
      if current == StoreSchema.version { return false }
      try checkUpgradable(current)
      try sqlite { () throws(SQLiteError) in try connection.execute(StoreSchema.creation) }
      guard legacy.exists else { return false }
      try migrate(legacy, beforeCommit: beforeMigrationCommits)
      return true
    }
    if migrated, movesLegacyAside { migrationMessage = try moveAside(legacy) }
  }

  /// Runs the upgrades from the stored version up to this one, each in its own transaction;
  /// the version reached.
  private func upgrade() throws(StoreError) -> Int64 {
    while true {
      let step = try connection.transaction(.immediate, databaseFailure: sqliteFailure) {
        () throws(StoreError) -> Bool in
        // Another process may have upgraded while this one waited for the lock.
        guard let statements = StoreSchema.upgrades[try schemaVersion()] else { return false }
        try sqlite { () throws(SQLiteError) in try connection.execute(statements) }
        return true
      }
      if !step { return try schemaVersion() }
    }
  }

  /// `PRAGMA user_version`: 0 for a new file, 4 for this schema.
  package func schemaVersion() throws(StoreError) -> Int64 {
    try sqlite { () throws(SQLiteError) in
      try connection.scalarInteger("PRAGMA user_version") ?? 0
    }
  }

  /// Refuses a newer schema and any SQLite file that is not an empty or veloready database.
  private func checkUpgradable(_ version: Int64) throws(StoreError) {
    if version > StoreSchema.version {
      throw .newerSchema(database: path, version: version, readable: StoreSchema.version)
    }
    let objects = try sqlite { () throws(SQLiteError) in
      try connection.scalarInteger("SELECT count(*) FROM sqlite_schema") ?? 0
    }
    if version != 0 || objects > 0 { throw notVeloReady() }
  }

  private func checkApplicationID() throws(StoreError) {
    let identifier = try sqlite { () throws(SQLiteError) in
      try connection.scalarInteger("PRAGMA application_id") ?? 0
    }
    if identifier != StoreSchema.applicationID { throw notVeloReady() }
  }

  private func notVeloReady() -> StoreError {
    .foreignDatabase(path)
  }
}
