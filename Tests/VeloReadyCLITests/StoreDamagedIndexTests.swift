import Foundation
import TestSupport
import Testing

@testable import VeloStore

/// A damaged index must not change a score (docs/architecture.md §6, "Damage is an error, not a
/// guess"): the reads that score a day go through the tables themselves, and `status --check`
/// runs SQLite's integrity check, which compares every index with its table.
@Suite struct StoreDamagedIndexTests {
  static let dates = ["2026-11-20", "2026-11-14", "2026-10-02"]

  /// Every secondary index of a store emptied — what a damaged page can do and SQLite's quick
  /// check does not see — and `today`, `history` and `export` print exactly what the sound store
  /// prints, before and after the training ledger is computed afresh.
  @Test func emptiedIndexesChangeNoScore() async throws {
    let scratch = TemporaryDirectory("damaged-index")
    let sound = StoreBinary(store: scratch.path("sound"), home: scratch.path("home"))
    let damaged = StoreBinary(store: scratch.path("damaged"), home: scratch.path("home"))
    let athlete = Paths.fixture("records/athlete.json").path
    let imported = try await offThePool { try sound.run(["import", athlete]) }
    #expect(imported.status == 0, "\(imported.stderr)")
    try StoreBinary.copyStore(from: sound.store, to: damaged.store)
    let emptied = try Self.emptyIndexes(damaged.store + "/veloready.db") { _ in true }
    #expect(emptied.contains("merged_activities_by_day") && emptied.contains("activities_by_start"))

    for settings in [[String](), ["config", "set", "ftp", "240"]] {
      if !settings.isEmpty {
        for store in [sound, damaged] {
          let set = try await offThePool { try store.run(settings) }
          #expect(set.status == 0, "\(set.stderr)")
        }
      }
      var commands = Self.dates.map { ["today", "--date", $0, "--offline", "--refresh", "--json"] }
      commands += [
        ["history", "--date", "2026-11-20", "--days", "60", "--json"],
        ["export", "--json"], ["activities", "--days", "400", "--json"],
      ]
      for command in commands {
        let expected = try await offThePool { try sound.run(command) }
        let actual = try await offThePool { try damaged.run(command) }
        #expect(expected.status == 0 && actual.status == 0, "\(command): \(actual.stderr)")
        #expect(
          try StoreConcurrencyTests.comparable(actual.stdout)
            == (try StoreConcurrencyTests.comparable(expected.stdout)),
          "\(settings) \(command)")
      }
    }

    let check = try await offThePool { try damaged.run(["status", "--check"]) }
    #expect(check.status == 65, "\(check.stdout)\(check.stderr)")
  }

  /// One small index emptied: SQLite's quick check finds nothing (every page is still used, and
  /// it does not compare an index with its table); `status --check` finds it, and the day's
  /// strain — whose activities that index finds by day — is the sound store's.
  @Test func anEmptiedIndexThatTheQuickCheckMissesIsFound() async throws {
    let scratch = TemporaryDirectory("damaged-day-index")
    let sound = StoreBinary(store: scratch.path("sound"), home: scratch.path("home"))
    let damaged = StoreBinary(store: scratch.path("damaged"), home: scratch.path("home"))
    let imported = try await offThePool {
      try sound.run(["import", Paths.fixture("records/athlete.json").path])
    }
    #expect(imported.status == 0, "\(imported.stderr)")
    try StoreBinary.copyStore(from: sound.store, to: damaged.store)
    let emptied = try Self.emptyIndexes(damaged.store + "/veloready.db") {
      $0 == "merged_activities_by_day"
    }
    #expect(emptied == ["merged_activities_by_day"])
    #expect(try Self.check(damaged.store, "quick_check") == ["ok"])

    let today = ["today", "--date", "2026-11-20", "--offline", "--json"]
    let expected = try await offThePool { try sound.run(today) }
    let actual = try await offThePool { try damaged.run(today + ["--refresh"]) }
    #expect(actual.status == 0, "\(actual.stderr)")
    #expect(
      try StoreConcurrencyTests.comparable(actual.stdout)
        == (try StoreConcurrencyTests.comparable(expected.stdout)))

    let check = try await offThePool { try damaged.run(["status", "--check"]) }
    #expect(check.status == 65, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("merged_activities_by_day"), "\(check.stdout)")
    #expect(check.stderr.contains("integrity check"), "\(check.stderr)")
    let soundCheck = try await offThePool { try sound.run(["status", "--check"]) }
    #expect(soundCheck.status == 0, "\(soundCheck.stdout)\(soundCheck.stderr)")
    #expect(soundCheck.stdout.contains("integrity_check"), "\(soundCheck.stdout)")
  }

  /// Rewrites the root page of each index `chosen` names as an empty leaf, directly in the file
  /// (every connection closed, so no log holds a newer copy); the names of the emptied indexes.
  static func emptyIndexes(_ path: String, _ chosen: (String) -> Bool) throws -> [String] {
    var roots: [(String, Int)] = []
    var pageSize = 0
    do {
      let database = try SQLiteDatabase(path: path)
      let statement = try database.prepare(
        "SELECT name, rootpage FROM sqlite_schema WHERE type = 'index' AND rootpage > 0")
      while try statement.step() {
        let name = statement.text(at: 0)
        if chosen(name) { roots.append((name, Int(statement.int64(at: 1)))) }
      }
      statement.reset()
      pageSize = Int(try database.scalarInteger("PRAGMA page_size") ?? 0)
    }
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    for (_, root) in roots {
      var page = [UInt8](repeating: 0, count: pageSize)
      page[0] = 0x0A  // a leaf page of an index
      page[5] = UInt8(truncatingIfNeeded: pageSize >> 8)  // cell content starts at the end
      page[6] = UInt8(truncatingIfNeeded: pageSize)
      try handle.seek(toOffset: UInt64((root - 1) * pageSize))
      try handle.write(contentsOf: Data(page))
    }
    return roots.map(\.0)
  }

  /// What `PRAGMA kind` (`quick_check`, `integrity_check`) says of the store's database.
  static func check(_ store: String, _ kind: String) throws -> [String] {
    let database = try SQLiteDatabase(path: store + "/veloready.db")
    let statement = try database.prepare("PRAGMA \(kind)")
    var lines: [String] = []
    while try statement.step() { lines.append(statement.text(at: 0)) }
    statement.reset()
    return lines
  }
}
