import Foundation
import TestSupport
import Testing

@testable import VeloReadyCLI
@testable import VeloStore

/// `kill -9` at any moment of an import leaves the store as it was before the import or as it is
/// after it — records and import log —, a sound database, and a store the next command uses.
@Suite struct StoreCrashTests {
  /// Kills per run: enough that several land in each phase (reading the files, the write
  /// transaction, its commit and the checkpoint after it), few enough to take well under half a
  /// minute.
  static let kills = 20
  /// Kills at most: when the first `kills` missed a phase (the machine's load changed how long
  /// an import takes), the test goes on, aiming shorter, until it has seen both.
  static let maximumKills = 60
  /// Files per import, and samples per file: twelve files of 2 × 150 records. From the write
  /// lock to the end, an import takes 40–90 ms in a debug build on a loaded machine whether the
  /// files hold 150 or 600 samples each (the store's own work after the records dominates), which
  /// is long enough for most kills to land in the transaction; 600 only made each of the kills'
  /// imports read four times as much, doubling the test's time.
  static let files = 12
  static let samplesPerFile = 150

  /// Where in an import a kill landed, told by the store and by the side file in which a writer
  /// names itself once it holds the write lock (`veloready.db-writer`).
  enum Phase: String {
    case beforeTheTransaction = "before the transaction"
    case inTheTransaction = "in the transaction"
    case afterTheCommit = "after the commit"
    case finished = "after the import finished"
  }

  @Test func killingAnImportAtAnyMomentLeavesTheStoreBeforeOrAfterIt() async throws {
    let scratch = TemporaryDirectory("crash")
    let base = scratch.path("base")
    let home = scratch.path("home")
    let athlete = Paths.fixture("records/athlete.json").path
    let baseImport = try await offThePool {
      try StoreBinary(store: base, home: home).run(["import", athlete])
    }
    #expect(baseImport.status == 0, "\(baseImport.stderr)")
    var paths: [String] = []
    for file in 0..<Self.files {
      let path = scratch.path("samples-\(file).json")
      let first = 1_704_067_200 + Double(file * Self.samplesPerFile) * 7 * 60  // 2024-01-01
      try NativeFile.write(
        NativeFile.samples(source: "Crash Watch \(file)", first: first, count: Self.samplesPerFile),
        to: path)
      paths.append(path)
    }
    let before = try StoreState(base).withoutImportTimes

    // An import run to its end: the state after, and how long reading and writing take.
    let reference = StoreBinary(store: scratch.path("after"), home: home)
    try StoreBinary.copyStore(from: base, to: reference.store)
    let started = ContinuousClock.now
    let running = try reference.start(["import"] + paths)
    let store = reference.store
    let writing = await Self.onItsOwnThread { Self.waitForTheWriteLock(running, store: store) }
    #expect(try await offThePool { running.wait() }.status == 0)
    var reading = Self.seconds(writing.map { $0 - started } ?? .zero)
    var write = Self.seconds(writing.map { ContinuousClock.now - $0 } ?? .zero)
    let after = try StoreState(reference.store).withoutImportTimes
    #expect(after.imports.count == before.imports.count + Self.files)
    #expect(after.records.hrv.count == before.records.hrv.count + Self.files * Self.samplesPerFile)

    var phases: [Phase: Int] = [:]
    var kill = 0
    while kill < Self.kills
      || (kill < Self.maximumKills
        && (phases[.beforeTheTransaction] == nil || phases[.inTheTransaction] == nil))
    {
      defer { kill += 1 }
      let victim = StoreBinary(store: scratch.path("kill-\(kill)"), home: home)
      try StoreBinary.copyStore(from: base, to: victim.store)
      let running = try victim.start(["import"] + paths)
      // One kill in four while the files are read; the others from the moment the import holds
      // the write lock through most of the time the reference run then took to end, which
      // includes printing and exiting: some land in the transaction, some in its commit and
      // checkpoint, some after the import has ended.
      // The waiting and the kill run on a thread of their own: on the shared test pool a busy
      // machine would wake them late, and every kill would land after the import.
      let whileReading =
        kill < Self.kills ? kill % 4 == 0 : phases[.beforeTheTransaction] == nil
      let delay =
        whileReading ? reading * Double.random(in: 0..<1) : write * Double.random(in: 0..<0.9)
      let store = victim.store
      await Self.onItsOwnThread {
        if !whileReading { _ = Self.waitForTheWriteLock(running, store: store) }
        usleep(useconds_t(delay * 1e6))
        running.kill(SIGKILL)
      }
      let moment = "\(delay) s into the " + (whileReading ? "run" : "write")
      let ended = try await offThePool { running.wait() }
      let wrote = Self.writer(victim.store) == running.pid

      let label = "kill \(kill), \(moment)"
      let problems = try Self.integrityProblems(victim.store)
      #expect(problems == [], "\(label): \(problems)")
      let state = try StoreState(victim.store).withoutImportTimes
      switch (state == before, state == after) {
      case (true, _): phases[wrote ? .inTheTransaction : .beforeTheTransaction, default: 0] += 1
      case (_, true): phases[ended.status == 0 ? .finished : .afterTheCommit, default: 0] += 1
      default: Issue.record("\(label): the store is neither as before nor as after the import")
      }
      // A kill that came too late says this run was faster than the reference: aim shorter.
      if state != before {
        if whileReading { reading *= 0.7 } else { write *= 0.7 }
      }
      let next = try await offThePool { try victim.run(["status", "--check"]) }
      #expect(next.status == 0 && next.stderr.isEmpty, "\(label): \(next.stderr)")
      try? FileManager.default.removeItem(atPath: victim.store)
    }
    let seen = phases.map { "\($0.value) \($0.key.rawValue)" }.sorted().joined(separator: ", ")
    #expect(phases[.beforeTheTransaction] != nil, "no kill while reading: \(seen)")
    #expect(phases[.inTheTransaction] != nil, "no kill in the transaction: \(seen)")
  }

  /// Waits until `process` holds the store's write lock (it has written its pid to the writer
  /// file) or has ended; when that was, or `nil` if it ended first.
  static func waitForTheWriteLock(_ process: ChildProcess.Running, store: String)
    -> ContinuousClock.Instant?
  {
    let deadline = ContinuousClock.now + .seconds(30)
    while ContinuousClock.now < deadline {
      if writer(store) == process.pid { return ContinuousClock.now }
      if kill(process.pid, 0) != 0 { return nil }
      usleep(500)
    }
    return nil
  }

  /// Runs `work` on a new thread, outside the test pool and `offThePool`'s bound, so that its
  /// timing does not depend on how busy the other tests keep them.
  static func onItsOwnThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async
    -> Value
  {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }

  /// The pid in the store's writer file.
  static func writer(_ store: String) -> Int32? {
    let text = try? String(
      contentsOfFile: store + "/" + StoreDatabase.fileName + "-writer", encoding: .utf8)
    return text.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// `PRAGMA integrity_check` of the store's database, on a plain connection that replays or
  /// drops what the killed process left in the write-ahead log.
  static func integrityProblems(_ store: String) throws -> [String] {
    let database = try SQLiteDatabase(path: store + "/" + StoreDatabase.fileName)
    return try database.integrityCheck()
  }
}
