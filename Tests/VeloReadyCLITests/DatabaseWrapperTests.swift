import CSQLite
import Foundation
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// The SQLite wrapper: typed values, statement reuse, transactions, configuration.
@Suite struct DatabaseWrapperTests {
  static func scratchDatabase(_ scratch: ScratchStore) throws -> SQLiteDatabase {
    var options = SQLiteDatabase.Options()
    options.access = .readWriteCreate
    let database = try SQLiteDatabase(path: scratch.databasePath, options: options)
    try database.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB)")
    return database
  }

  @Test(arguments: [
    ("zero", 0.0), ("a tenth (not exact in binary)", 0.1), ("negative", -1.5),
    ("the smallest subnormal", Double.leastNonzeroMagnitude),
    ("the largest double", Double.greatestFiniteMagnitude),
    ("an instant with microseconds", 1_763_650_123.123_456), ("pi", Double.pi),
    ("a whole number SQLite stores as an integer", 72.0), ("infinity", Double.infinity),
  ])
  func doublesReadBackBitForBit(name: String, value: Double) throws {
    let scratch = ScratchStore("sqlite-double")
    defer { scratch.remove() }
    let database = try Self.scratchDatabase(scratch)
    let insert = try database.prepare("INSERT INTO t (r) VALUES (?1)")
    try insert.bind(value, at: 1)
    try insert.run()
    let select = try database.prepare("SELECT r FROM t")
    #expect(try select.step())
    #expect(select.double(at: 0).bitPattern == value.bitPattern)
  }

  @Test(arguments: [
    ("empty", ""), ("an apostrophe", "Mark's Apple Watch"), ("non-ASCII", "Łódź 🚴‍♀️"),
    ("an embedded NUL", "a\u{0}b"), ("quotes and SQL", "x'); DROP TABLE t; --"),
  ])
  func textReadsBackExactly(name: String, value: String) throws {
    let scratch = ScratchStore("sqlite-text")
    defer { scratch.remove() }
    let database = try Self.scratchDatabase(scratch)
    let insert = try database.prepare("INSERT INTO t (s) VALUES (?1)")
    try insert.bind(value, at: 1)
    try insert.run()
    let select = try database.prepare("SELECT s, typeof(s) FROM t")
    #expect(try select.step())
    #expect(select.text(at: 0) == value)
    #expect(select.text(at: 1) == "text")
  }

  @Test func integersBlobsAndNullsReadBackExactly() throws {
    let scratch = ScratchStore("sqlite-values")
    defer { scratch.remove() }
    let database = try Self.scratchDatabase(scratch)
    let insert = try database.prepare("INSERT INTO t (i, b) VALUES (?1, ?2)")
    let rows: [(Int64?, [UInt8]?)] = [
      (Int64.min, []), (Int64.max, Array(0...255)), (-1, [0]), (nil, nil),
    ]
    for (integer, blob) in rows {
      try insert.bind(integer, at: 1)
      try insert.bind(blob: blob, at: 2)
      try insert.run()
    }
    let select = try database.prepare("SELECT i, b, typeof(b) FROM t ORDER BY rowid")
    var read: [(Int64?, [UInt8]?, String)] = []
    while try select.step() {
      read.append(
        (
          select.optionalInt64(at: 0), select.isNull(at: 1) ? nil : select.blob(at: 1),
          select.text(at: 2)
        ))
    }
    #expect(read.map(\.0) == rows.map(\.0))
    #expect(read.map(\.1) == rows.map(\.1))
    // An empty array is an empty BLOB, not NULL.
    #expect(read.map(\.2) == ["blob", "blob", "blob", "null"])
  }

  @Test func aStatementIsPreparedOnceAndReused() throws {
    let scratch = ScratchStore("sqlite-reuse")
    defer { scratch.remove() }
    let database = try Self.scratchDatabase(scratch)
    let first = try database.prepare("SELECT count(*) FROM t")
    let second = try database.prepare("SELECT count(*) FROM t")
    #expect(first === second)
    #expect(try database.prepare("SELECT count(*) FROM t WHERE i = 1") !== first)
  }

  @Test func aConnectionUsesWALFullSyncAndForeignKeys() throws {
    let scratch = ScratchStore("sqlite-pragmas")
    defer { scratch.remove() }
    let database = try Self.scratchDatabase(scratch)
    #expect(try database.scalarText("PRAGMA journal_mode") == "wal")
    #expect(try database.scalarInteger("PRAGMA synchronous") == 2)  // FULL
    #expect(try database.scalarInteger("PRAGMA foreign_keys") == 1)
  }

  @Test func aTransactionCommitsWhenItsBodyReturns() throws {
    let scratch = ScratchStore("sqlite-commit")
    defer { scratch.remove() }
    let database = try Self.scratchDatabase(scratch)
    let value = try database.transaction(.immediate) { () throws(SQLiteError) -> Int in
      try database.execute("INSERT INTO t (i) VALUES (1)")
      return 7
    }
    #expect(value == 7)
    #expect(!database.isInTransaction)
    #expect(try database.scalarInteger("SELECT count(*) FROM t") == 1)
  }

  @Test func aTransactionRollsBackWhenItsBodyThrows() throws {
    let scratch = ScratchStore("sqlite-rollback")
    defer { scratch.remove() }
    let database = try Self.scratchDatabase(scratch)
    let failure: (SQLiteError) -> CLIError = { CLIError(.sqlite($0, database: "x")) }
    #expect(throws: CLIError.usage("stop")) {
      try database.transaction(.immediate, databaseFailure: failure) { () throws(CLIError) in
        do {
          try database.execute("INSERT INTO t (i) VALUES (1)")
          #expect(try database.scalarInteger("SELECT count(*) FROM t") == 1)
        } catch {
          Issue.record(error)
        }
        throw CLIError.usage("stop")
      }
    }
    #expect(!database.isInTransaction)
    #expect(try database.scalarInteger("SELECT count(*) FROM t") == 0)
  }

  @Test func aFailingStatementIsATypedErrorWithSQLitesMessage() throws {
    let scratch = ScratchStore("sqlite-error")
    defer { scratch.remove() }
    let database = try Self.scratchDatabase(scratch)
    #expect {
      try database.execute("INSERT INTO missing VALUES (1)")
    } throws: { error in
      guard let error = error as? SQLiteError else { return false }
      return error.primaryCode == SQLITE_ERROR && error.message == "no such table: missing"
    }
  }
}
