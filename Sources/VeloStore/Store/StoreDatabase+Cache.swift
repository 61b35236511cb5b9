import ScoreEngine

/// The score cache and the PMC checkpoint: data derived from the records.
///
/// Writing them does not advance the generation (they are computed *from* a generation; advancing
/// it would make every fresh cache entry stale at once), so they are written with a plain
/// transaction rather than `write`.
extension StoreDatabase {
  /// The cached score of `day`, or `nil`; the caller compares its stamp with the current one.
  func cachedScore(for day: LocalDate) throws(StoreError) -> ScoreCacheEntry? {
    let row = try sqlite { () throws(SQLiteError) -> (String, ScoreCacheStamp)? in
      let statement = try connection.prepare(
        "SELECT document, generation, zone, algorithm_version, program_version, settings "
          + "FROM score_cache WHERE day = ?1")
      defer { statement.reset() }
      try statement.bind(day, at: 1)
      guard try statement.step() else { return nil }
      return (
        statement.text(at: 0),
        ScoreCacheStamp(
          generation: statement.int64(at: 1), zone: statement.text(at: 2),
          algorithmVersion: statement.text(at: 3), programVersion: statement.text(at: 4),
          settings: statement.text(at: 5))
      )
    }
    return row.map { ScoreCacheEntry(day: day, document: $0.0, stamp: $0.1) }
  }

  /// Stores (or replaces) the cached score of a day, in one write-locked transaction that
  /// first checks that the store's generation is still `generation`; whether it stored it. The
  /// cache keeps the `keeping` latest days.
  func saveCachedScore(
    _ entry: ScoreCacheEntry, ifGenerationIs generation: Int64, keeping: Int
  ) throws(StoreError) -> Bool {
    var stored = false
    try derivedWrite { () throws(SQLiteError) in
      let current = try connection.scalarInteger(
        "SELECT value FROM meta WHERE key = 'generation'")
      guard current == generation else { return }
      let statement = try connection.prepare(
        "INSERT OR REPLACE INTO score_cache (day, document, generation, zone, algorithm_version, "
          + "program_version, settings) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
      try statement.bind(entry.day, at: 1)
      try statement.bind(entry.document, at: 2)
      try statement.bind(entry.stamp.generation, at: 3)
      try statement.bind(entry.stamp.zone, at: 4)
      try statement.bind(entry.stamp.algorithmVersion, at: 5)
      try statement.bind(entry.stamp.programVersion, at: 6)
      try statement.bind(entry.stamp.settings, at: 7)
      try statement.run()
      let prune = try connection.prepare(
        "DELETE FROM score_cache WHERE day NOT IN "
          + "(SELECT day FROM score_cache ORDER BY day DESC LIMIT ?1)")
      try prune.bind(Int64(keeping), at: 1)
      try prune.run()
      stored = true
    }
    return stored
  }

  /// The latest PMC checkpoint on or before `day`, or `nil`.
  func pmcCheckpoint(onOrBefore day: LocalDate) throws(StoreError) -> PMCCheckpoint? {
    try pmc("WHERE day <= ?1 ORDER BY day DESC LIMIT 1") { (statement) throws(SQLiteError) in
      try statement.bind(day, at: 1)
    }.first
  }

  /// The PMC checkpoints of `[firstDay, lastDay]`, in day order.
  func pmc(from firstDay: LocalDate, through lastDay: LocalDate) throws(StoreError)
    -> [PMCCheckpoint]
  {
    try pmc("WHERE day >= ?1 AND day <= ?2 ORDER BY day") { (statement) throws(SQLiteError) in
      try statement.bind(firstDay, at: 1)
      try statement.bind(lastDay, at: 2)
    }
  }

  /// Stores (or replaces) PMC checkpoints.
  func savePMC(_ checkpoints: [PMCCheckpoint]) throws(StoreError) {
    try derivedWrite { () throws(SQLiteError) in
      let statement = try connection.prepare(
        "INSERT OR REPLACE INTO pmc (day, load, ctl, atl) VALUES (?1, ?2, ?3, ?4)")
      for checkpoint in checkpoints {
        try statement.bind(checkpoint.day, at: 1)
        try statement.bind(checkpoint.load, at: 2)
        try statement.bind(checkpoint.ctl, at: 3)
        try statement.bind(checkpoint.atl, at: 4)
        try statement.run()
      }
    }
  }

  /// Forgets the checkpoints from `day` on (an import changed the loads of those days).
  func removePMC(from day: LocalDate) throws(StoreError) {
    try derivedWrite { () throws(SQLiteError) in
      let statement = try connection.prepare("DELETE FROM pmc WHERE day >= ?1")
      try statement.bind(day, at: 1)
      try statement.run()
    }
  }

  private func pmc(
    _ condition: String, binding bind: (SQLiteStatement) throws(SQLiteError) -> Void
  ) throws(StoreError) -> [PMCCheckpoint] {
    let rows = try sqlite { () throws(SQLiteError) -> [(String, Double, Double, Double)] in
      let statement = try connection.prepare("SELECT day, load, ctl, atl FROM pmc \(condition)")
      defer { statement.reset() }
      try bind(statement)
      var rows: [(String, Double, Double, Double)] = []
      while try statement.step() {
        rows.append(
          (
            statement.text(at: 0), statement.double(at: 1), statement.double(at: 2),
            statement.double(at: 3)
          ))
      }
      return rows
    }
    var checkpoints: [PMCCheckpoint] = []
    for (text, load, ctl, atl) in rows {
      guard let day = LocalDate(iso: text) else {
        throw DatabaseRecordError(table: "pmc", reason: "'\(text)' is not a day")
          .storeError(database: path)
      }
      checkpoints.append(PMCCheckpoint(day: day, load: load, ctl: ctl, atl: atl))
    }
    return checkpoints
  }

  /// Runs `body` in the open transaction, or in an immediate one that leaves the generation.
  func derivedWrite(_ body: () throws(SQLiteError) -> Void) throws(StoreError) {
    if connection.isInTransaction { return try sqlite(body) }
    try sqlite { () throws(SQLiteError) in try connection.transaction(.immediate, body) }
  }
}
