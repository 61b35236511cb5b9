import CSQLite
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// SQLite's failures become errors that say what happened and what to do (exit 65 for damaged
/// data, 66 for a database that cannot be opened, read or written).
@Suite struct DatabaseErrorTests {
  static let path = "/home/rider/.local/share/veloready/veloready.db"

  @Test(arguments: [
    (
      "corrupt", SQLITE_CORRUPT, ExitCode.dataError, "is damaged (database disk image is malformed)"
    ),
    ("an index that is corrupt", SQLITE_CORRUPT | (3 << 8), .dataError, "is damaged"),
    ("not a database", SQLITE_NOTADB, .dataError, "is not a SQLite database"),
    ("cannot open", SQLITE_CANTOPEN, .noInput, "cannot open the store's database"),
    ("read-only", SQLITE_READONLY, .noInput, "it is read-only"),
    ("disk full", SQLITE_FULL, .noInput, "the disk is full"),
    ("busy", SQLITE_BUSY, .noInput, "is busy"),
    ("an fsync that failed", SQLITE_IOERR | (4 << 8), .noInput, "cannot read or write"),
    ("a constraint (a bug)", SQLITE_CONSTRAINT, .failure, "failed"),
  ])
  func aFailureBecomesAClearError(name: String, code: Int32, exit: ExitCode, fragment: String) {
    let error = CLIError(.sqlite(SQLiteError(code: code, connection: nil), database: Self.path))
    #expect(error.code == exit)
    #expect(error.message.contains(fragment))
    #expect(error.message.contains("'\(Self.path)'"))
    #expect(!error.message.contains("SQLiteError("))
  }

  @Test func aDamagedDatabaseSaysHowToCheckItAndHowToStartAfresh() {
    let error = CLIError(
      .sqlite(SQLiteError(code: SQLITE_CORRUPT, connection: nil), database: Self.path))
    #expect(
      error.hint
        == "run 'veloready status --check' to check it; to start afresh, move '\(Self.path)' "
        + "aside and re-import your files")
  }

  @Test func aDamagedRowNamesItsTableAndValue() {
    let row = DatabaseRecordError(table: "steps", reason: "'2026-13-01' is not a day")
    let error = CLIError(.damagedRow(row, database: Self.path))
    #expect(error.code == .dataError)
    #expect(
      error.message
        == "the store's database '\(Self.path)' has a damaged row in 'steps': "
        + "'2026-13-01' is not a day")
  }
}
