import Foundation
import ScoreEngine
import TestSupport
import Testing

@testable import VeloKit
@testable import VeloReadyCLI
@testable import VeloStore

/// `today` reads only a window of the store (docs/architecture.md §6) and the stored training
/// ledger; what it scores must equal the report of the whole history, day for day.
@Suite struct StoreWindowTests {
  /// The dates compared: the edges, DST days, illness spells, the seven-week gap, and a day after
  /// the last record.
  static let dates = [
    ("the day before any record", "2024-10-31"), ("the first day", "2024-11-01"),
    ("the second day", "2024-11-02"), ("a month in", "2024-12-01"),
    ("the first day of a spell", "2025-03-11"), ("inside a spell", "2025-03-14"),
    ("the day after a spell", "2025-03-17"), ("DST in spring 2025", "2025-03-30"),
    ("intervals.icu HRV begins", "2025-05-20"), ("summer", "2025-07-09"),
    ("DST in autumn 2025", "2025-10-26"), ("the last day before the gap", "2025-12-05"),
    ("inside the gap", "2025-12-26"), ("the first day after the gap", "2026-01-24"),
    ("the second day after the gap", "2026-01-25"), ("DST in spring 2026", "2026-03-29"),
    ("the second spell", "2026-06-27"), ("DST in autumn 2026", "2026-10-25"),
    ("the last day", "2026-11-20"), ("after the last record", "2026-12-01"),
  ]

  /// A store holding the rider, and its setup; `ftp` differing from the imported one makes the
  /// stored ledger out of date, so that `today` computes it on the spot.
  static func setup(_ directory: String, ftpAfterImport: Double?) throws -> Setup {
    guard let store = try Store.open(at: directory, create: true) else {
      throw ScratchStoreError.notOpened
    }
    var config = Config()
    config.timeZone = SyntheticRider.zone.identifier
    config.ftp = 250
    let imported = Setup(
      location: StoreLocation(path: directory, explicit: true), store: store, config: config,
      clock: ZoneClock(timeZone: SyntheticRider.zone), timeZoneName: SyntheticRider.zone.identifier,
      warnings: [],
      notes: [], waiting: { _ in })
    try store.write { () throws(CLIError) in
      _ = try CLIError.fromStore(try store.database.upsert(SyntheticRider.records()))
      try CLIError.fromStore(try store.database.recordsChanged())
      try StoredTraining.refresh(in: store, profile: imported.profile)
    }
    guard let ftpAfterImport else { return imported }
    config.ftp = ftpAfterImport
    return Setup(
      location: imported.location, store: store, config: config, clock: imported.clock,
      timeZoneName: imported.timeZoneName, warnings: [], notes: [], waiting: { _ in })
  }

  /// A date of the table that does not read as one.
  struct NotADay: Error {
    let text: String
  }

  /// What the store and the whole history report for one date.
  struct Comparison: Sendable {
    let name: String
    let stored: Report
    let whole: Report
    let storedStreaks: [AlertID: Int]
    let wholeStreaks: [AlertID: Int]
  }

  /// Scores every date both ways (the heavy part, run off the test pool).
  static func compare(ftpAfterImport: Double?) throws -> [Comparison] {
    let scratch = TemporaryDirectory("window")
    let setup = try Self.setup(scratch.path("store"), ftpAfterImport: ftpAfterImport)
    let full = AthleteHistory(records: SyntheticRider.records(), profile: setup.profile)
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    return try Self.dates.map { name, text in
      guard let date = LocalDate(iso: text) else { throw NotADay(text: text) }
      let scored = try DayReport.compute(setup, date, now: now)
      let report = full.report(for: date)
      let streaks =
        report.alerts.isEmpty
        ? [:] : full.alertStreaks(endingOn: date, limit: DayReport.streakDays)
      return Comparison(
        name: "\(name) (\(text))", stored: scored.report, whole: report,
        storedStreaks: scored.alertStreaks, wholeStreaks: streaks)
    }
  }

  @Test(arguments: [("the stored ledger", nil), ("a ledger computed on the spot", 280.0)])
  func aWindowedTodayEqualsTheWholeHistory(ledger: (name: String, ftp: Double?)) async throws {
    let ftp = ledger.ftp
    let comparisons = try await offThePool { try Self.compare(ftpAfterImport: ftp) }
    #expect(comparisons.count == Self.dates.count)
    for comparison in comparisons {
      #expect(comparison.stored == comparison.whole, "\(ledger.name), \(comparison.name)")
      #expect(
        comparison.storedStreaks == comparison.wholeStreaks,
        "\(ledger.name), \(comparison.name)")
    }
  }

  @Test func theRiderRaisesAlertsAndMergesRidesSoTheComparisonMeansSomething() async throws {
    let facts = try await offThePool { () -> [String: Bool] in
      let profile = AthleteProfile(timeZone: SyntheticRider.zone, ftp: 250)
      let full = AthleteHistory(records: SyntheticRider.records(), profile: profile)
      let day = { (text: String) in LocalDate(iso: text) ?? SyntheticRider.first }
      return [
        "illness watch in a spell": full.report(for: day("2025-03-14")).alerts.contains {
          $0.id == .illnessWatch
        },
        "stale data in the gap": full.report(for: day("2025-12-26")).alerts.contains {
          $0.id == .staleData
        },
        "fitness at the end": full.report(for: day("2026-11-20")).load.ctl ?? 0 > 20,
        "a ride recorded twice": full.training.activities.contains { $0.members.count == 2 },
        "recovery at the end": full.report(for: day("2026-11-20")).recovery.value != nil,
        "sleep on a DST night": full.report(for: day("2025-03-30")).sleep.value != nil,
      ]
    }
    for (fact, holds) in facts.sorted(by: { $0.key < $1.key }) {
      #expect(holds, "\(fact)")
    }
  }
}
