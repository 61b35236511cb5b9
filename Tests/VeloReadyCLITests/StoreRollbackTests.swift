import Foundation
import TestSupport
import Testing

@testable import VeloStore

/// A write-ahead log damaged before it was copied into the database takes the store back to an
/// earlier commit without an error from SQLite; veloready says so (docs/architecture.md §6,
/// "Durability").
@Suite struct StoreRollbackTests {
  @Test func aDamagedLogThatLosesACommitIsReported() async throws {
    let scratch = TemporaryDirectory("rollback")
    let store = StoreBinary(store: scratch.path("store"), home: scratch.path("home"))
    let first = scratch.path("first.json")
    let second = scratch.path("second.json")
    try NativeFile.write(
      NativeFile.samples(source: "Early Watch", first: 1_763_000_000, count: 10), to: first)
    try NativeFile.write(
      NativeFile.samples(source: "Late Watch", first: 1_763_100_000, count: 10), to: second)
    let imported = try await offThePool { try store.run(["import", first]) }
    #expect(imported.status == 0, "\(imported.stderr)")
    // A connection of this process keeps the second import's commit in the log: the last
    // connection to close would copy it into the database.
    let holder = try SQLiteDatabase(path: store.store + "/veloready.db")
    _ = try holder.scalarInteger("SELECT count(*) FROM meta")
    let again = try await offThePool { try store.run(["import", second]) }
    #expect(again.status == 0, "\(again.stderr)")

    for damaged in [false, true] {
      let copy = StoreBinary(
        store: scratch.path(damaged ? "damaged" : "intact"), home: scratch.path("home"))
      try FileManager.default.createDirectory(
        atPath: copy.store, withIntermediateDirectories: true)
      for name in ["veloready.db", "veloready.db-wal", "veloready.db-generation"] {
        try FileManager.default.copyItem(
          atPath: store.store + "/" + name, toPath: copy.store + "/" + name)
      }
      if damaged {
        // The log's header stays; its frames are cut: the kind of loss a crash of the disk
        // leaves, and SQLite reads the database as it was before those commits.
        #expect(truncate(copy.store + "/veloready.db-wal", 32) == 0)
      }
      let today = try await offThePool { try copy.run(["status", "--json"]) }
      #expect(today.status == 0, "\(today.stderr)")
      #expect(today.stdout.contains("Late Watch") == !damaged)
      #expect(today.stderr.contains("went back to an earlier state") == damaged, "\(today.stderr)")
      let check = try await offThePool { try copy.run(["status", "--check"]) }
      #expect(check.status == (damaged ? 65 : 0), "\(check.stdout)\(check.stderr)")
      if damaged {
        #expect(check.stdout.contains("(write 1 of 2)"), "\(check.stdout)")
        // The next write records the database's own generation again: reported once, then quiet.
        let set = try await offThePool { try copy.run(["config", "set", "stepGoal", "9000"]) }
        #expect(set.status == 0 && set.stderr.contains("went back"), "\(set.stderr)")
        let after = try await offThePool { try copy.run(["status"]) }
        #expect(after.status == 0 && after.stderr.isEmpty, "\(after.stderr)")
      }
    }
    _ = holder
  }
}
