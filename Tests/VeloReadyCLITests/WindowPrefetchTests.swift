import Foundation
import ScoreEngine
import TestSupport
import Testing

@testable import VeloReadyCLI

/// Half a window read on a second connection (docs/architecture.md §14) is what the store's own
/// connection reads, at the same generation: the ledger and every record table but the sleep
/// segments, which together with those the caller reads make the whole window. When it cannot
/// be read the caller is told so instead of being given something else.
@Suite struct WindowPrefetchTests {
  /// A year of the synthetic rider's history, ending on its last day (2026-11-20).
  static let window = HistoryWindow(
    dates: LocalDate(dayNumber: 20_393)...LocalDate(dayNumber: 20_777))

  @Test func theHalvesAndACurrentLedgerReadAsOnTheStoresConnection() throws {
    let directory = Paths.temporaryDirectory("window-prefetch")
    defer { try? FileManager.default.removeItem(at: directory) }
    let setup = try StoreWindowTests.setup(directory.path, ftpAfterImport: nil)
    let store = try #require(setup.store)
    let prefetched = try #require(
      WindowPrefetch(root: store.root, window: Self.window, profile: setup.profile).wait())
    let own = try StoredTraining.read(for: Self.window, in: store, profile: setup.profile)
    guard case .stored(let expected) = own, case .stored(let ledger) = prefetched.found else {
      Issue.record("the stored ledger should be current on both connections")
      return
    }
    #expect(ledger == expected)
    #expect(!ledger.activities.isEmpty)
    #expect(prefetched.generation == (try store.generation()))
    var halves = try store.database.records(
      for: Self.window, clock: setup.clock, tables: { $0 == WindowPrefetch.callerTable })
    #expect(prefetched.records.sleep.isEmpty)
    #expect(!prefetched.records.isEmpty)
    halves.append(contentsOf: prefetched.records)
    #expect(halves == (try store.database.records(for: Self.window, clock: setup.clock)))
  }

  @Test func anOutOfDateLedgerIsReadAsTheRecordsToComputeItFrom() throws {
    let directory = Paths.temporaryDirectory("window-prefetch-stale")
    defer { try? FileManager.default.removeItem(at: directory) }
    let setup = try StoreWindowTests.setup(directory.path, ftpAfterImport: 300)
    let store = try #require(setup.store)
    let prefetched = try #require(
      WindowPrefetch(root: store.root, window: Self.window, profile: setup.profile).wait())
    guard case .recompute(let records, _, let generation) = prefetched.found else {
      Issue.record("a ledger computed with another FTP must not be used")
      return
    }
    #expect(!records.activities.isEmpty)
    #expect(generation == (try store.database.recordsGeneration()))
  }

  @Test func aStoreThatCannotBeOpenedGivesNothing() {
    let directory = Paths.temporaryDirectory("window-prefetch-missing")
    defer { try? FileManager.default.removeItem(at: directory) }
    let profile = AthleteProfile(timeZone: SyntheticRider.zone, ftp: 250)
    let missing = directory.appendingPathComponent("no-store").path
    #expect(WindowPrefetch(root: missing, window: Self.window, profile: profile).wait() == nil)
  }
}
