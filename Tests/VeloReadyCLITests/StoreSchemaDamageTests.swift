import Foundation
import TestSupport
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// A table removed from the store by hand or by a tool is damage (65, with what to do), not
/// SQLite's words and exit 1 as for a bug.
@Suite struct StoreSchemaDamageTests {
  let runner = InProcessRunner()

  @Test(arguments: ["DROP TABLE hrv_samples", "DROP TABLE training_ledger"])
  func aDroppedTableIsDamageWithAdvice(_ statement: String) throws {
    let directory = TemporaryDirectory("schema-damage")
    let store = directory.path("store")
    try ImportedStore.copy(to: store)
    do {
      let opened = try #require(try Store.open(at: store, create: false))
      try opened.database.connection.execute(statement)
    }
    let today = runner.run(["--data", store, "today", "--date", "2026-09-20"])
    #expect(today.status == 65, "\(today.stderr)")
    #expect(today.stderr.contains("is damaged: its schema lacks what veloready wrote (no such"))
    #expect(today.stderr.contains("hint: restore '"))
  }
}
