import ScoreEngine

/// How one record kind of a `RecordSet` is stored in its table of the store's database.
///
/// The identity columns are `RecordMerge`'s identity of the kind, and the table's primary key (or
/// unique key) is exactly those columns, so an upsert finds a record by identity and a repeated
/// import changes nothing. The window column leads that key, so a window of days or instants is
/// read from the table itself by its key.
///
/// Reads never use a secondary index (`NOT INDEXED`): a damaged page can empty an index while its
/// table is sound, and SQLite would then return fewer rows without an error, so a score would
/// change in silence (docs/architecture.md §6). Only `activities`, a rowid table, has its window
/// column outside its key; its reads scan the table, which a report of activities can afford.
struct RecordTable<Record: Equatable> {
  /// The table, e.g. `resting_heart_rate`.
  let name: String
  /// The records of this kind in a record set.
  let records: WritableKeyPath<RecordSet, [Record]>
  /// The identity columns (the key).
  let identity: [String]
  /// The other columns, whose change makes an import replace the stored record.
  let values: [String]
  /// The column a window selects on: an instant (`time`, `start`) or a day.
  let window: RecordWindowColumn
  /// Binds a record's columns, identity then values, to parameters 1…n.
  let bind: (Record, SQLiteStatement) throws(SQLiteError) -> Void
  /// Reads a record from columns 0…n−1 (identity then values) of the current row.
  let read: (SQLiteStatement, inout SourceReader) throws(DatabaseRecordError) -> Record

  /// Every column, identity then values: the order of `bind` and `read`.
  var columns: [String] { identity + values }

  /// Inserts a record that is new; does nothing for a known identity.
  var insertSQL: String { insertSQL(rows: 1) }

  /// Inserts `rows` records, in order, each that is new; does nothing for a known identity (one
  /// stored, or one of an earlier row of the statement). Row `k`'s columns are parameters
  /// `k * columns.count + 1…`.
  func insertSQL(rows: Int) -> String {
    let width = columns.count
    let tuples = (0..<max(rows, 1)).map { row in
      "(" + (1...width).map { "?\(row * width + $0)" }.joined(separator: ", ") + ")"
    }
    return "INSERT INTO \(name) (\(SQLIdentifier.list(columns))) VALUES "
      + tuples.joined(separator: ", ")
      + " ON CONFLICT (\(SQLIdentifier.list(identity))) DO NOTHING"
  }

  /// Replaces the values of the record with the bound identity when any of them differs, so that
  /// the count of changed rows says "replaced" (1) or "unchanged" (0); `nil` when every column is
  /// identity (a known identity is then always unchanged).
  var updateSQL: String? {
    guard !values.isEmpty else { return nil }
    let first = identity.count + 1
    let assignments = values.enumerated().map { "\(SQLIdentifier.quoted($1)) = ?\(first + $0)" }
    let differs = values.enumerated().map { "\(SQLIdentifier.quoted($1)) IS NOT ?\(first + $0)" }
    let match = identity.enumerated().map { "\(SQLIdentifier.quoted($1)) = ?\($0 + 1)" }
    return "UPDATE \(name) SET \(assignments.joined(separator: ", ")) WHERE "
      + match.joined(separator: " AND ") + " AND (\(differs.joined(separator: " OR ")))"
  }

  /// Every record, in window order.
  var selectAllSQL: String {
    "SELECT \(SQLIdentifier.list(columns)) FROM \(name) NOT INDEXED "
      + "ORDER BY \(SQLIdentifier.quoted(window.column))"
  }

  /// The records whose window column lies in [?1, ?2], in window order.
  var selectWindowSQL: String {
    let column = SQLIdentifier.quoted(window.column)
    return
      "SELECT \(SQLIdentifier.list(columns)) FROM \(name) NOT INDEXED "
      + "WHERE \(column) >= ?1 AND \(column) <= ?2 ORDER BY \(column)"
  }
}

/// The column that selects a window of a table.
enum RecordWindowColumn {
  /// Seconds since 1970-01-01 UTC (REAL): the window is `[from, to]` of instants.
  case instant(String)
  /// A local day as `YYYY-MM-DD` text: the window is `[firstDay, lastDay]`.
  case day(String)

  /// The column's name.
  var column: String {
    switch self {
    case .instant(let name), .day(let name): return name
    }
  }
}
