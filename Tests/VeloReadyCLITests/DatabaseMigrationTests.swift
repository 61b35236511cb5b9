import Foundation
import ScoreEngine
import Testing
import VeloJSON

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// A version-1 store (Fixtures/store-v1, written by veloready 0.1.0) migrates to the database in
/// one transaction; its files go aside only after the commit.
@Suite struct DatabaseMigrationTests {
  /// Every file of the fixture, by relative path, as bytes.
  static func snapshot(_ directory: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let manager = FileManager.default
    for path in try manager.subpathsOfDirectory(atPath: directory) {
      let full = directory + "/" + path
      if !AtomicFile.isDirectory(full) {
        files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
      }
    }
    return files
  }

  /// What the version-1 store holds, read by the version-1 code.
  struct V1Contents {
    var records: RecordSet
    var imports: [ImportLog.Entry]
    var sync: SyncState
    var dismissals: [AlertID: Dismissal]

    /// Reads the version-1 files directly, independently of the migration's reader.
    init(_ directory: String) throws {
      func json(_ name: String) throws -> JSONValue {
        try JSONParser.parse(
          Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))))
      }
      let bytes = try #require(try AtomicFile.read(directory + "/records.bin"))
      records = try RecordCodec.decode(bytes)
      let items: [JSONValue] = try json("imports.json")["imports"]?.arrayValue ?? []
      imports = items.map { (item: JSONValue) -> ImportLog.Entry in
        ImportLog.Entry(
          fingerprint: item["fingerprint"]?.stringValue ?? "",
          name: item["name"]?.stringValue ?? "",
          format: item["format"]?.stringValue ?? "",
          importedAt: item["importedAt"]?.stringValue ?? "",
          added: Int(item["added"]?.numberValue ?? 0),
          replaced: Int(item["replaced"]?.numberValue ?? 0),
          rejected: Int(item["rejected"]?.numberValue ?? 0))
      }
      let intervals = try json("sync.json")["intervals"]
      sync = SyncState(
        lastSuccessAt: intervals?["lastSuccessAt"]?.stringValue.flatMap(Timestamp.parse),
        lastSyncedDay: intervals?["lastSyncedDay"]?.stringValue.flatMap { LocalDate(iso: $0) })
      var dismissals: [AlertID: Dismissal] = [:]
      for item in try json("alerts.json")["dismissals"]?.arrayValue ?? [] {
        guard let id = item["id"]?.stringValue.flatMap(AlertID.init(rawValue:)),
          let day = item["dismissedOn"]?.stringValue.flatMap({ LocalDate(iso: $0) })
        else { continue }
        dismissals[id] = Dismissal(
          id: id, dismissedOn: day, count: Int(item["count"]?.numberValue ?? 1),
          metric: item["metric"]?.numberValue.map { Int($0) },
          until: item["until"]?.stringValue.flatMap { LocalDate(iso: $0) })
      }
      self.dismissals = dismissals
    }
  }

  @Test func aVersionOneStoreMigratesExactlyAndItsFilesGoAside() throws {
    let scratch = ScratchStore("migrate")
    defer { scratch.remove() }
    try scratch.copyFixture("store-v1")
    let before = try Self.snapshot(scratch.directory)
    let expected = try V1Contents(scratch.directory)
    #expect(expected.records.count == 191 && expected.imports.count == 2)
    #expect(expected.sync.lastSuccessAt != nil && expected.dismissals.count == 1)

    let database = try #require(try StoreDatabase.open(directory: scratch.directory))
    let backup = scratch.directory + "/store-v1-backup"
    #expect(
      database.migrationMessage
        == "migrated the store to '\(scratch.databasePath)'; the old files are in '\(backup)'")
    #expect(sameRecords(try database.records(), expected.records))
    #expect(try database.importLog().entries == expected.imports)
    #expect(try database.syncState() == expected.sync)
    #expect(try database.dismissals().dismissals == expected.dismissals)

    // The backup holds the old files byte for byte; config.json stays where it was.
    let moved = try Self.snapshot(backup)
    #expect(moved == before.filter { $0.key != "config.json" && $0.key != "README.md" })
    let left = try FileManager.default.contentsOfDirectory(atPath: scratch.directory)
    #expect(left.contains("config.json") && !left.contains("store.json"))
    #expect(!left.contains("records.bin") && !left.contains("cache"))
  }

  @Test func aSecondOpenDoesNothing() throws {
    let scratch = ScratchStore("migrate-twice")
    defer { scratch.remove() }
    try scratch.copyFixture("store-v1")
    let first = try #require(try StoreDatabase.open(directory: scratch.directory))
    let records = try first.records()
    let generation = try first.generation()
    let second = try #require(try StoreDatabase.open(directory: scratch.directory))
    #expect(second.migrationMessage == nil)
    #expect(sameRecords(try second.records(), records))
    #expect(try second.generation() == generation)
    #expect(!AtomicFile.exists(scratch.directory + "/store-v1-backup-2"))
  }

  @Test func aMigrationStoppedBeforeItsCommitLeavesTheVersionOneStoreUntouched() throws {
    let scratch = ScratchStore("migrate-crash")
    defer { scratch.remove() }
    try scratch.copyFixture("store-v1")
    let before = try Self.snapshot(scratch.directory)
    var options = StoreDatabase.Options()
    options.beforeMigrationCommits = { () throws(StoreError) in throw .legacyVanished("power cut") }
    #expect(throws: StoreError.legacyVanished("power cut")) {
      try StoreDatabase.open(directory: scratch.directory, options: options)
    }
    #expect(try Self.snapshot(scratch.directory) == before)
    // The next open migrates as if nothing had happened.
    let database = try #require(try StoreDatabase.open(directory: scratch.directory))
    #expect(database.migrationMessage != nil)
    #expect(try database.records().count == 191)
  }

  @Test(arguments: [
    ("records.bin", "truncated", "the store's records"),
    ("imports.json", "{\"imports\": [", "imports.json' is damaged"),
    (
      "sync.json", "{\"intervals\": {\"lastSuccessAt\": \"yesterday\"}}",
      "'yesterday' is not a timestamp"
    ),
    ("alerts.json", "[]", "alerts.json' is damaged (not a dismissals file)"),
    ("store.json", "{\"format\": \"veloready.store\", \"version\": 9}", "has format 9"),
  ])
  func aDamagedVersionOneFileStopsTheMigrationAndChangesNothing(
    file: String, content: String, fragment: String
  ) throws {
    let scratch = ScratchStore("migrate-damaged")
    defer { scratch.remove() }
    try scratch.copyFixture("store-v1")
    let path = scratch.directory + "/" + file
    if content == "truncated" {
      #expect(truncate(path, 1000) == 0)
    } else {
      try Data(content.utf8).write(to: URL(fileURLWithPath: path))
    }
    let before = try Self.snapshot(scratch.directory)
    #expect {
      try StoreDatabase.open(directory: scratch.directory)
    } throws: { error in
      guard let error = error as? StoreError else { return false }
      let words = CLIError(error)
      return words.code == .dataError && words.message.contains(fragment)
    }
    #expect(try Self.snapshot(scratch.directory) == before)
  }

  @Test func filesLeftBehindByACrashAfterTheCommitAreMovedOnTheNextOpen() throws {
    let scratch = ScratchStore("migrate-leftovers")
    defer { scratch.remove() }
    try scratch.copyFixture("store-v1")
    _ = try StoreDatabase.open(directory: scratch.directory)
    let backup = scratch.directory + "/store-v1-backup"
    // As if the process died after the commit, having moved every file but these two.
    for file in ["store.json", "sync.json"] {
      #expect(rename(backup + "/" + file, scratch.directory + "/" + file) == 0)
    }
    let database = try #require(try StoreDatabase.open(directory: scratch.directory))
    #expect(database.migrationMessage?.hasSuffix("the old files are in '\(backup)'") == true)
    #expect(AtomicFile.exists(backup + "/store.json") && AtomicFile.exists(backup + "/sync.json"))
    #expect(!AtomicFile.exists(scratch.directory + "/store.json"))
    #expect(try database.records().count == 191)
  }
}
