import Foundation
import ScoreEngine
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// The store's database beyond records: creation, the generation, logs, cache, PMC, writers.
@Suite struct DatabaseStoreTests {
  @Test func aMissingStoreOpensAsNothingUnlessCreated() throws {
    let scratch = ScratchStore("store-missing")
    defer { scratch.remove() }
    let missing = scratch.directory + "/not-yet"
    #expect(try StoreDatabase.open(directory: missing) == nil)
    #expect(!AtomicFile.exists(missing))
    #expect(try StoreDatabase.open(directory: scratch.directory) == nil)
    #expect(!AtomicFile.exists(scratch.databasePath))
    let created = try StoreDatabase.open(
      directory: missing, options: StoreDatabase.Options(create: true))
    #expect(created?.migrationMessage == nil)
    #expect(AtomicFile.mode(of: missing) == 0o700)
    #expect(AtomicFile.mode(of: missing + "/veloready.db") == 0o600)
    #expect(try created?.schemaVersion() == StoreSchema.version)
    #expect(try StoreDatabase.open(directory: missing) != nil)
  }

  @Test func everyWriteAdvancesTheGenerationButCachingDoesNot() throws {
    let scratch = ScratchStore("store-generation")
    defer { scratch.remove() }
    let database = try scratch.open()
    let start = try database.generation()
    _ = try database.upsert(try ScratchStore.athlete())
    #expect(try database.generation() == start + 1)
    try database.write { () throws(StoreError) in
      try database.logImport(
        ImportLog.Entry(
          fingerprint: "1-a", name: "a.json", format: "native records",
          importedAt: "2026-11-20T07:00:00+01:00", added: 1, replaced: 0, rejected: 0))
      try database.saveSyncState(SyncState())
    }
    #expect(try database.generation() == start + 2)
    let stamp = ScoreCacheStamp(
      generation: start + 2, zone: "Europe/Berlin", algorithmVersion: "VR-1",
      programVersion: "0.1.0", settings: "s")
    let day = try #require(LocalDate(iso: "2026-11-20"))
    #expect(
      try database.saveCachedScore(
        ScoreCacheEntry(day: day, document: "{\"a\":1}", stamp: stamp),
        ifGenerationIs: start + 2, keeping: 60))
    try database.savePMC([PMCCheckpoint(day: day, load: 80, ctl: 55.5, atl: 61.25)])
    #expect(try database.generation() == start + 2)
    #expect(try scratch.open().generation() == start + 2)
  }

  @Test func aFailedWriteChangesNothing() throws {
    let scratch = ScratchStore("store-failed-write")
    defer { scratch.remove() }
    let database = try scratch.open()
    let before = try database.generation()
    let athlete = try ScratchStore.athlete()
    #expect(throws: CLIError.usage("stop")) {
      try database.write(failure: CLIError.init) { () throws(CLIError) in
        _ = try CLIError.fromStore(try database.upsert(athlete))
        throw CLIError.usage("stop")
      }
    }
    #expect(try database.records().isEmpty)
    #expect(try database.generation() == before)
  }

  @Test func theImportLogSyncStateAndDismissalsReadBackAsSaved() throws {
    let scratch = ScratchStore("store-logs")
    defer { scratch.remove() }
    let database = try scratch.open()
    let entries = [
      ImportLog.Entry(
        fingerprint: "20731-fe8b", name: "new-user.json", format: "native records",
        importedAt: "2026-11-23T19:47:35+01:00", added: 157, replaced: 0, rejected: 2),
      ImportLog.Entry(
        fingerprint: "2647-ba23", name: "Łódź.csv", format: "Strava activities.csv",
        importedAt: "2026-11-23T19:48:00+01:00", added: 5, replaced: 1, rejected: 0),
    ]
    for entry in entries { try database.logImport(entry) }
    #expect(try database.importLog().entries == entries)
    #expect(try database.importEntry(fingerprint: "2647-ba23") == entries[1])
    #expect(try database.importEntry(fingerprint: "0-0") == nil)
    #expect(try database.syncState() == SyncState())
    let state = SyncState(
      lastSuccessAt: Date(timeIntervalSince1970: 1_763_923_655.25),
      lastSyncedDay: LocalDate(iso: "2026-11-23"))
    try database.saveSyncState(state)
    #expect(try database.syncState() == state)
    var file = DismissalFile()
    let day = try #require(LocalDate(iso: "2026-11-20"))
    file.dismissals[.calibrating] = Dismissal(
      id: .calibrating, dismissedOn: day, count: 1, metric: nil, until: day.adding(days: 2))
    file.dismissals[.rhrElevated] = Dismissal(
      id: .rhrElevated, dismissedOn: day, count: 3, metric: 58, until: nil)
    try database.saveDismissals(file)
    #expect(try database.dismissals().dismissals == file.dismissals)
    file.dismissals[.calibrating] = nil
    try database.saveDismissals(file)
    #expect(try database.dismissals().dismissals == file.dismissals)
  }

  @Test func theScoreCacheAndPMCCheckpointsReadBackAsSaved() throws {
    let scratch = ScratchStore("store-cache")
    defer { scratch.remove() }
    let database = try scratch.open()
    let day = try #require(LocalDate(iso: "2026-11-20"))
    #expect(try database.cachedScore(for: day) == nil)
    let entry = ScoreCacheEntry(
      day: day, document: "{\"schema\":\"veloready.today/v1\"}",
      stamp: ScoreCacheStamp(
        generation: 4, zone: "Europe/Berlin", algorithmVersion: "VR-1", programVersion: "0.2.0",
        settings: "s"))
    let generation = try database.generation()
    #expect(try database.saveCachedScore(entry, ifGenerationIs: generation, keeping: 60))
    #expect(try database.cachedScore(for: day) == entry)
    var newer = entry
    newer.stamp.generation = 5
    #expect(try database.saveCachedScore(newer, ifGenerationIs: generation, keeping: 60))
    #expect(try database.cachedScore(for: day) == newer)
    let points = (0..<10).map {
      PMCCheckpoint(day: day.adding(days: $0 * 2), load: Double($0), ctl: 40.5, atl: 38.25)
    }
    try database.savePMC(points)
    #expect(try database.pmcCheckpoint(onOrBefore: day.adding(days: 5)) == points[2])
    #expect(try database.pmcCheckpoint(onOrBefore: day.adding(days: -1)) == nil)
    #expect(
      try database.pmc(from: day.adding(days: 3), through: day.adding(days: 8))
        == Array(points[2...4]))
    try database.removePMC(from: day.adding(days: 4))
    #expect(try database.pmc(from: day, through: day.adding(days: 30)) == Array(points[0...1]))
  }

  /// A writer that runs on its own thread with its own connection, as another process would.
  final class Writer: @unchecked Sendable {
    let directory: String
    let alert: AlertID
    var failure: (any Error)?
    init(directory: String, alert: AlertID) {
      self.directory = directory
      self.alert = alert
    }

    /// Read-modify-write of the dismissals, 40 times: the count of this writer's alert goes up.
    func run() {
      do {
        guard let database = try StoreDatabase.open(directory: directory) else { return }
        for _ in 0..<40 {
          try database.write { () throws(StoreError) in
            var file = try database.dismissals()
            let day = LocalDate(dayNumber: 20_000)
            let count = (file.dismissals[alert]?.count ?? 0) + 1
            file.dismissals[alert] = Dismissal(
              id: alert, dismissedOn: day, count: count, metric: nil, until: nil)
            try database.saveDismissals(file)
          }
        }
      } catch {
        failure = error
      }
    }
  }

  @Test func concurrentWritersLoseNoUpdate() throws {
    let scratch = ScratchStore("store-writers")
    defer { scratch.remove() }
    _ = try scratch.open()
    let writers = [AlertID.calibrating, .rhrElevated, .missingSleep].map {
      Writer(directory: scratch.directory, alert: $0)
    }
    let group = DispatchGroup()
    for writer in writers {
      group.enter()
      Thread {
        writer.run()
        group.leave()
      }.start()
    }
    #expect(group.wait(timeout: .now() + 60) == .success)
    #expect(writers.allSatisfy { $0.failure == nil })
    let counts = try scratch.open().dismissals().dismissals.mapValues(\.count)
    #expect(counts == [.calibrating: 40, .rhrElevated: 40, .missingSleep: 40])
  }
}
