import Foundation
import ScoreEngine
import TestSupport
import Testing

@testable import VeloReadyCLI

/// The ledger read on a second connection beside the records (docs/architecture.md §14) is the
/// ledger the store's own connection reads, at the same generation; when it cannot be read the
/// caller is told so instead of being given something else.
@Suite struct LedgerPrefetchTests {
  /// A year of the synthetic rider's history, ending on its last day (2026-11-20).
  static let window = HistoryWindow(
    dates: LocalDate(dayNumber: 20_393)...LocalDate(dayNumber: 20_777))

  @Test func aCurrentLedgerReadsTheSameOnBothConnections() throws {
    let directory = Paths.temporaryDirectory("ledger-prefetch")
    defer { try? FileManager.default.removeItem(at: directory) }
    let setup = try StoreWindowTests.setup(directory.path, ftpAfterImport: nil)
    let store = try #require(setup.store)
    let prefetched = try #require(
      LedgerPrefetch(root: store.root, window: Self.window, profile: setup.profile).wait())
    let own = try StoredTraining.read(for: Self.window, in: store, profile: setup.profile)
    guard case .stored(let expected) = own, case .stored(let ledger) = prefetched.found else {
      Issue.record("the stored ledger should be current on both connections")
      return
    }
    #expect(ledger == expected)
    #expect(!ledger.activities.isEmpty)
    #expect(prefetched.generation == (try store.generation()))
  }

  @Test func anOutOfDateLedgerIsReadAsTheRecordsToComputeItFrom() throws {
    let directory = Paths.temporaryDirectory("ledger-prefetch-stale")
    defer { try? FileManager.default.removeItem(at: directory) }
    let setup = try StoreWindowTests.setup(directory.path, ftpAfterImport: 300)
    let store = try #require(setup.store)
    let prefetched = try #require(
      LedgerPrefetch(root: store.root, window: Self.window, profile: setup.profile).wait())
    guard case .recompute(let records, let generation) = prefetched.found else {
      Issue.record("a ledger computed with another FTP must not be used")
      return
    }
    #expect(!records.activities.isEmpty)
    #expect(generation == (try store.database.recordsGeneration()))
  }

  @Test func aStoreThatCannotBeOpenedGivesNothing() {
    let directory = Paths.temporaryDirectory("ledger-prefetch-missing")
    defer { try? FileManager.default.removeItem(at: directory) }
    let profile = AthleteProfile(timeZone: SyntheticRider.zone, ftp: 250)
    let missing = directory.appendingPathComponent("no-store").path
    #expect(LedgerPrefetch(root: missing, window: Self.window, profile: profile).wait() == nil)
  }
}
