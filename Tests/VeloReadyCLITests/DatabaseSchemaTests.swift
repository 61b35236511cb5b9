import Foundation
import ScoreEngine
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// The schema keeps SQLite's own checks meaningful: a sound store passes them.
@Suite struct DatabaseSchemaTests {
  @Test func aStoreHoldingEveryKindOfRecordPassesSQLitesChecks() throws {
    let scratch = ScratchStore("schema-check")
    defer { scratch.remove() }
    let database = try scratch.open()
    let records = try ScratchStore.athlete()
    try database.write { () throws(StoreError) in _ = try database.upsert(records) }
    #expect(try database.connection.quickCheck() == [])
    #expect(try database.connection.integrityCheck() == [])
  }

  /// SQLite 3.40.0 to 3.41.0 report the value columns of a `WITHOUT ROWID` table as NULL when
  /// they sit between key columns; with the key first, in its order, no SQLite does.
  @Test func everyTableWithoutRowidStartsWithItsKeyInOrder() throws {
    let scratch = ScratchStore("schema-order")
    defer { scratch.remove() }
    let connection = try scratch.open().connection
    let tables = try Self.texts(
      connection,
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE '%WITHOUT ROWID%' "
        + "ORDER BY name")
    #expect(tables.count >= 12)
    for table in tables {
      let statement = try connection.prepare("SELECT cid, pk FROM pragma_table_info(?1)")
      try statement.bind(table, at: 1)
      var misplaced: [Int64] = []
      while try statement.step() {
        let key = statement.int64(at: 1)
        if key > 0, statement.int64(at: 0) != key - 1 {
          misplaced.append(statement.int64(at: 0))
        }
      }
      statement.reset()
      #expect(misplaced.isEmpty, "\(table): key columns at \(misplaced)")
    }
  }

  @Test func theQuickCheckFindsARowThatBreaksAConstraintAndDamagedPages() throws {
    let scratch = ScratchStore("schema-damage")
    defer { scratch.remove() }
    let database = try scratch.open()
    let records = try ScratchStore.athlete()
    try database.write { () throws(StoreError) in _ = try database.upsert(records) }
    let connection = database.connection
    try connection.execute(
      "PRAGMA ignore_check_constraints=ON; UPDATE steps SET day = 'someday' "
        + "WHERE day = (SELECT min(day) FROM steps); PRAGMA ignore_check_constraints=OFF")
    #expect(try connection.quickCheck() == ["CHECK constraint failed in steps"])
    try connection.execute(
      "PRAGMA writable_schema=ON; UPDATE sqlite_schema SET rootpage = (SELECT rootpage "
        + "FROM sqlite_schema WHERE name = 'steps') WHERE name = 'activities_by_start'; "
        + "PRAGMA writable_schema=OFF")
    let reopened = try SQLiteDatabase(path: scratch.databasePath)
    let problems = try reopened.quickCheck()
    #expect(problems.contains { $0.hasPrefix("2nd reference to page ") }, "\(problems)")
    #expect(!problems.contains { $0.hasPrefix("*** ") }, "the header line is left out")
  }

  static func texts(_ connection: SQLiteDatabase, _ sql: String) throws -> [String] {
    let statement = try connection.prepare(sql)
    defer { statement.reset() }
    var texts: [String] = []
    while try statement.step() { texts.append(statement.text(at: 0)) }
    return texts
  }
}
