extension StoreDatabase {
  /// Brings the database to the schema version of `StoreSchema`: nothing to do, upgrade an
  /// older version, create it, or migrate version 1.
  func prepareSchema(
    legacy: V1Store, beforeMigrationCommits: () throws(CLIError) -> Void = {}
  ) throws(CLIError) {
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
      () throws(CLIError) -> Bool in
      // Another process may have created the schema while this one waited for the lock.
      let current = try schemaVersion()
      if current == StoreSchema.version { return false }
      try checkUpgradable(current)
      try sqlite { () throws(SQLiteError) in try connection.execute(StoreSchema.creation) }
      guard legacy.exists else { return false }
      try migrate(legacy, beforeCommit: beforeMigrationCommits)
      return true
    }
    if migrated { migrationMessage = try moveAside(legacy) }
  }

  /// Runs the upgrades from the stored version up to this one, each in its own transaction;
  /// the version reached.
  private func upgrade() throws(CLIError) -> Int64 {
    while true {
      let step = try connection.transaction(.immediate, databaseFailure: sqliteFailure) {
        () throws(CLIError) -> Bool in
        // Another process may have upgraded while this one waited for the lock.
        guard let statements = StoreSchema.upgrades[try schemaVersion()] else { return false }
        try sqlite { () throws(SQLiteError) in try connection.execute(statements) }
        return true
      }
      if !step { return try schemaVersion() }
    }
  }

  /// `PRAGMA user_version`: 0 for a new file, 3 for this schema.
  func schemaVersion() throws(CLIError) -> Int64 {
    try sqlite { () throws(SQLiteError) in
      try connection.scalarInteger("PRAGMA user_version") ?? 0
    }
  }

  /// Refuses a newer schema and any SQLite file that is not an empty or veloready database.
  private func checkUpgradable(_ version: Int64) throws(CLIError) {
    if version > StoreSchema.version {
      throw .badData(
        "the store's database '\(path)' has schema version \(version); this veloready reads "
          + "version \(StoreSchema.version)",
        hint: "upgrade veloready, or use another store with '--data DIR'")
    }
    let objects = try sqlite { () throws(SQLiteError) in
      try connection.scalarInteger("SELECT count(*) FROM sqlite_schema") ?? 0
    }
    if version != 0 || objects > 0 { throw notVeloReady() }
  }

  private func checkApplicationID() throws(CLIError) {
    let identifier = try sqlite { () throws(SQLiteError) in
      try connection.scalarInteger("PRAGMA application_id") ?? 0
    }
    if identifier != StoreSchema.applicationID { throw notVeloReady() }
  }

  private func notVeloReady() -> CLIError {
    .badData(
      "'\(path)' is a SQLite database, but not a veloready store",
      hint: "move it aside, or use another store with '--data DIR'")
  }
}
