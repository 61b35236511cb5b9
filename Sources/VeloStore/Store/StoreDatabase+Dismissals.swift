import ScoreEngine

extension StoreDatabase {
  /// The rider's alert dismissals. A row this program cannot read is an error, not dropped:
  /// dismissals are the rider's decisions (an alert this version no longer knows is skipped).
  package func dismissals() throws(StoreError) -> DismissalFile {
    let rows = try sqlite { () throws(SQLiteError) in
      let statement = try connection.prepare(
        "SELECT alert, dismissed_on, count, metric, until, severity FROM alert_dismissals "
          + "ORDER BY alert")
      defer { statement.reset() }
      var rows: [(String, String, Int64, Int64?, String?, String?)] = []
      while try statement.step() {
        rows.append(
          (
            statement.text(at: 0), statement.text(at: 1), statement.int64(at: 2),
            statement.optionalInt64(at: 3), statement.optionalText(at: 4),
            statement.optionalText(at: 5)
          ))
      }
      return rows
    }
    var file = DismissalFile()
    for (alert, dismissedOn, count, metric, until, severity) in rows {
      guard let id = AlertID(rawValue: alert) else { continue }
      guard let day = LocalDate(iso: dismissedOn), until.map({ LocalDate(iso: $0) != nil }) ?? true
      else {
        throw DatabaseRecordError(table: "alert_dismissals", reason: "'\(alert)' has a bad day")
          .storeError(database: path)
      }
      file.dismissals[id] = Dismissal(
        id: id, dismissedOn: day, count: Int(count), metric: metric.map { Int($0) },
        until: until.flatMap { LocalDate(iso: $0) },
        severity: severity.flatMap(AlertSeverity.init(rawValue:)))
    }
    return file
  }

  /// Replaces every dismissal with those of `file`. Joins the open write, or writes on its own.
  package func saveDismissals(_ file: DismissalFile) throws(StoreError) {
    try joiningWrite { () throws(StoreError) in
      try sqlite { () throws(SQLiteError) in
        try connection.prepare("DELETE FROM alert_dismissals").run()
        let insert = try connection.prepare(
          "INSERT INTO alert_dismissals (alert, dismissed_on, count, metric, until, severity) "
            + "VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
        for dismissal in file.dismissals.values.sorted(by: { $0.id.rawValue < $1.id.rawValue }) {
          try insert.bind(dismissal.id.rawValue, at: 1)
          try insert.bind(dismissal.dismissedOn, at: 2)
          try insert.bind(Int64(dismissal.count), at: 3)
          try insert.bind(dismissal.metric.map { Int64($0) }, at: 4)
          try insert.bind(dismissal.until?.description, at: 5)
          try insert.bind(dismissal.severity?.rawValue, at: 6)
          try insert.run()
        }
      }
    }
  }
}
