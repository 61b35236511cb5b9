import Foundation
import ScoreEngine

/// A failure of the record layer: SQLite failed, or a stored row does not read as a record.
enum DatabaseFailure: Error, Equatable {
  /// SQLite failed.
  case sqlite(SQLiteError)
  /// A row is damaged.
  case record(DatabaseRecordError)

  /// The store's error for the database at `path`.
  func storeError(database path: String) -> StoreError {
    switch self {
    case .sqlite(let error): return .sqlite(error, database: path)
    case .record(let error): return .damagedRow(error, database: path)
    }
  }
}

/// The instants and days of a window read: timed records whose time (a segment's or an
/// activity's start) is in `[from, to]`, daily records whose day is in `[firstDay, lastDay]`.
package struct RecordWindow: Equatable {
  /// The first instant, included.
  package var from: Date
  /// The last instant, included.
  package var to: Date
  /// The first local day, included.
  package var firstDay: LocalDate
  /// The last local day, included.
  package var lastDay: LocalDate

  /// Creates one from its fields.
  package init(
    from: Date, to: Date, firstDay: LocalDate, lastDay: LocalDate
  ) {
    self.from = from
    self.to = to
    self.firstDay = firstDay
    self.lastDay = lastDay
  }
}

/// A `RecordTable` of any record kind, so that every table can be walked in one loop.
struct AnyRecordTable {
  /// The table's name.
  let name: String
  /// The SQL of a window read, for `EXPLAIN QUERY PLAN`.
  let selectWindowSQL: String
  /// Merges the table's records of a set into the table; what changed, as `RecordMerge` counts.
  let upsert: (RecordSet, SQLiteDatabase) throws(DatabaseFailure) -> MergeStats
  /// Appends the table's records (all of them, or a window's) to a set.
  let read: (SQLiteDatabase, RecordWindow?, inout RecordSet) throws(DatabaseFailure) -> Void

  init<Record>(_ table: RecordTable<Record>) {
    name = table.name
    selectWindowSQL = table.selectWindowSQL
    upsert = { (records, database) throws(DatabaseFailure) in
      do throws(SQLiteError) {
        return try RowBatches.upsert(records[keyPath: table.records], into: table, database)
      } catch {
        throw .sqlite(error)
      }
    }
    read = { (database, window, records) throws(DatabaseFailure) in
      try Self.read(table, window, database, into: &records[keyPath: table.records])
    }
  }

  /// Appends the rows of `table` (in `window`, or all) to `records` in place: read into a list
  /// of their own and then appended, a year's sleep segments were copied once more.
  private static func read<Record>(
    _ table: RecordTable<Record>, _ window: RecordWindow?, _ database: SQLiteDatabase,
    into records: inout [Record]
  ) throws(DatabaseFailure) {
    let statement = try sqlite { () throws(SQLiteError) in
      guard let window else { return try database.prepare(table.selectAllSQL) }
      let statement = try database.prepare(table.selectWindowSQL)
      switch table.window {
      case .instant:
        try statement.bind(window.from, at: 1)
        try statement.bind(window.to, at: 2)
      case .day:
        try statement.bind(window.firstDay, at: 1)
        try statement.bind(window.lastDay, at: 2)
      }
      return statement
    }
    defer { statement.reset() }
    var sources = SourceReader()
    while try sqlite({ () throws(SQLiteError) in try statement.step() }) {
      do throws(DatabaseRecordError) {
        records.append(try table.read(statement, &sources))
      } catch {
        throw .record(error)
      }
    }
  }

  private static func sqlite<Result>(_ body: () throws(SQLiteError) -> Result)
    throws(DatabaseFailure) -> Result
  {
    do throws(SQLiteError) {
      return try body()
    } catch {
      throw .sqlite(error)
    }
  }
}
