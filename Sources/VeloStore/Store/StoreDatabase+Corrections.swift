import ScoreEngine
import VeloJSON

/// The rider's corrections of activities (docs/formats.md §5.7). A correction is what the rider
/// typed: a row this program cannot read is an error, never dropped, and no import touches them.
extension StoreDatabase {
  /// Every correction, in order of activity and kind.
  package func activityCorrections() throws(StoreError) -> [StoredCorrection] {
    typealias Row = (String, String, Double?, String?, String, String)
    let rows = try sqlite { () throws(SQLiteError) -> [Row] in
      let statement = try connection.prepare(
        "SELECT activity, kind, load, sport, members, created_at FROM activity_corrections "
          + "ORDER BY activity, kind")
      defer { statement.reset() }
      var rows: [Row] = []
      while try statement.step() {
        rows.append(
          (
            statement.text(at: 0), statement.text(at: 1), statement.optionalDouble(at: 2),
            statement.optionalText(at: 3), statement.text(at: 4), statement.text(at: 5)
          ))
      }
      return rows
    }
    var corrections: [StoredCorrection] = []
    for (activity, kind, load, sport, members, createdAt) in rows {
      func damaged(_ reason: String) -> StoreError {
        DatabaseRecordError(table: "activity_corrections", reason: reason)
          .storeError(database: path)
      }
      guard let change = StoredCorrection.change(kind: kind, load: load, sport: sport) else {
        throw damaged("the correction '\(kind)' of '\(activity)' is not one this version knows")
      }
      guard let parsed = try? JSONParser.parse(Array(members.utf8)),
        let list = StoredCorrection.members(parsed), !list.isEmpty
      else { throw damaged("the recordings of '\(activity)' are not a JSON array of recordings") }
      corrections.append(
        StoredCorrection(
          activity: activity, correction: ActivityCorrection(members: list, change: change),
          createdAt: createdAt))
    }
    return corrections
  }

  /// Stores `correction`, replacing one of the same activity and kind; the training ledger
  /// is stale from here on. Joins the open write, or writes on its own.
  package func saveCorrection(_ correction: StoredCorrection) throws(StoreError) {
    try joiningWrite { () throws(StoreError) in
      try sqlite { () throws(SQLiteError) in
        let statement = try connection.prepare(
          "INSERT OR REPLACE INTO activity_corrections (activity, kind, load, sport, members, "
            + "created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        let change = correction.correction.change
        try statement.bind(correction.activity, at: 1)
        try statement.bind(StoredCorrection.kind(change), at: 2)
        if case .load(let value) = change { try statement.bind(value, at: 3) }
        if case .sport(let sport) = change { try statement.bind(sport.rawValue, at: 4) }
        try statement.bind(
          JSONWriter.compact(StoredCorrection.membersJSON(correction.correction.members)), at: 5)
        try statement.bind(correction.createdAt, at: 6)
        try statement.run()
      }
      try recordsChanged()
    }
  }

  /// Removes the corrections of `activity` (of `kind` only, when given); how many it removed.
  package func removeCorrections(activity: String, kind: String? = nil) throws(StoreError) -> Int {
    try joiningWrite { () throws(StoreError) -> Int in
      let removed = try sqlite { () throws(SQLiteError) -> Int in
        let statement = try connection.prepare(
          "DELETE FROM activity_corrections WHERE activity = ?1"
            + (kind == nil ? "" : " AND kind = ?2"))
        try statement.bind(activity, at: 1)
        if let kind { try statement.bind(kind, at: 2) }
        try statement.run()
        return statement.changes
      }
      if removed > 0 { try recordsChanged() }
      return removed
    }
  }
}
