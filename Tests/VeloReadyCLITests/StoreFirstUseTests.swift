import CSQLite
import Foundation
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// Many processes using a store for the first time at once (docs/architecture.md §6, "First
/// use"): every one of them waits for the others and succeeds, and every import is stored.
@Suite struct StoreFirstUseTests {
  /// Sixteen opens of one new store on sixteen threads at once, ten times: no thread's open
  /// fails (in one process, SQLite's locks behave as between processes), and the one database
  /// they share holds every thread's write.
  @Test func sixteenFirstOpensAtOnceAllSucceed() throws {
    for round in 0..<10 {
      let scratch = ScratchStore("first-use-\(round)")
      defer { scratch.remove() }
      let directory = scratch.directory + "/store"
      let failures = Failures()
      let start = DispatchSemaphore(value: 0)
      let group = DispatchGroup()
      for index in 0..<16 {
        group.enter()
        Thread {
          defer { group.leave() }
          start.wait()
          do {
            var options = StoreDatabase.Options()
            options.create = true
            guard let database = try StoreDatabase.open(directory: directory, options: options)
            else { return failures.add("\(index): no store") }
            try database.saveSyncState(
              SyncState(lastSuccessAt: Date(timeIntervalSince1970: 1e9), lastSyncedDay: nil))
          } catch {
            let message = (error as? StoreError).map { CLIError($0).message } ?? "\(error)"
            failures.add("\(index): \(message)")
          }
        }.start()
      }
      for _ in 0..<16 { start.signal() }
      group.wait()
      #expect(failures.all.isEmpty, "round \(round): \(failures.all)")
      let database = try #require(try StoreDatabase.open(directory: directory))
      #expect(try database.generation() == 16, "round \(round)")
      let left = try FileManager.default.contentsOfDirectory(atPath: directory)
      #expect(!left.contains { $0.contains(".new-") }, "\(left)")
    }
  }

  /// An empty `veloready.db` (left by a veloready killed at its first open) that another process
  /// is switching to WAL: the switch waits for it instead of failing at once — SQLite calls no
  /// busy handler there.
  @Test func switchingANewFileToWALWaitsForAnotherProcess() throws {
    let scratch = ScratchStore("first-use-wal")
    defer { scratch.remove() }
    #expect(FileManager.default.createFile(atPath: scratch.databasePath, contents: nil))
    var raw = SQLiteDatabase.Options()
    raw.configuresJournal = false
    let other = try SQLiteDatabase(path: scratch.databasePath, options: raw)
    try other.execute("BEGIN IMMEDIATE")
    let handoff = DatabaseBusyTests.Handoff(other)
    let release = Thread {
      Thread.sleep(forTimeInterval: 0.3)
      try? handoff.database.execute("COMMIT")
    }
    release.start()
    let started = ContinuousClock.now
    let database = try scratch.open()
    #expect(ContinuousClock.now - started >= .milliseconds(250))
    #expect(try database.schemaVersion() == StoreSchema.version)
    #expect(try database.connection.scalarText("PRAGMA journal_mode") == "wal")
  }

  /// A database that another process put in place a moment after this one found none is used,
  /// not replaced and not refused ("File exists").
  @Test func aDatabaseCreatedMeanwhileIsUsed() throws {
    let scratch = ScratchStore("first-use-meanwhile")
    defer { scratch.remove() }
    let first = try scratch.open()
    try first.write { () throws(StoreError) in try first.saveSyncState(SyncState()) }
    var options = StoreDatabase.Options()
    options.create = true
    try StoreDatabase.create(
      at: scratch.databasePath, directory: scratch.directory,
      legacy: V1Store(directory: scratch.directory), options: options)
    #expect(try first.generation() == 1)
    #expect(try scratch.open().generation() == 1)
    let left = try FileManager.default.contentsOfDirectory(atPath: scratch.directory)
    #expect(!left.contains { $0.contains(".new-") }, "\(left)")
  }

  /// Sixteen `veloready import`s of sixteen files into a store that does not exist yet, started
  /// at once, four times: every one exits 0 and every file's records are stored.
  @Test func sixteenImportsIntoANewStoreAreAllStored() async throws {
    for round in 0..<4 {
      let scratch = TemporaryDirectory("first-use-imports-\(round)")
      let store = StoreBinary(store: scratch.path("store"), home: scratch.path("home"))
      let files = try (0..<16).map { index in
        let path = scratch.path("watch-\(index).json")
        try NativeFile.write(
          NativeFile.samples(
            source: "First Watch \(index)", first: 1_704_067_200 + Double(index) * 3_600,
            count: 20),
          to: path)
        return path
      }
      let running = try files.map { try store.start(["import", $0]) }
      for (file, process) in zip(files, running) {
        let result = try await offThePool { process.wait() }
        #expect(result.status == 0, "round \(round), \(file): \(result.stderr)")
      }
      let state = try StoreState(store.store)
      #expect(state.imports.count == 16, "round \(round)")
      for index in 0..<16 {
        let source = "First Watch \(index)"
        #expect(
          state.records.hrv.filter { $0.source.name == source }.count == 20,
          "round \(round): \(source)")
      }
    }
  }

  /// Failures collected from several threads.
  final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [String] = []
    func add(_ failure: String) { lock.withLock { failures.append(failure) } }
    var all: [String] { lock.withLock { failures } }
  }
}
