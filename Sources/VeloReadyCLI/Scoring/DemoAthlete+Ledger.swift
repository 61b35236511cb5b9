import Foundation
import ScoreEngine
import VeloKit

extension DemoAthlete {
  /// The demo records ending on `date`, as `records(endingOn:in:now:)` gives them, and their
  /// training ledger for `profile`.
  ///
  /// The ledger (each ride's load from its heart-rate stream, then the PMC) is the larger part of
  /// scoring the demo. A command asks for it once, so keeping it costs a run nothing; the tests
  /// run several hundred demo commands in one process on a few dates, and made it again for each.
  /// What the ledger is made of is fixed by the date, the zone and which activities `now` left
  /// (the fitness and resting heart rates are only moved by the date), so those and the profile
  /// are its key.
  static func history(
    endingOn date: LocalDate, in clock: ZoneClock, now: Date, profile: AthleteProfile
  ) throws(CLIError) -> (records: RecordSet, training: TrainingLedger) {
    let (records, kept) = window(try parsedRecords(), endingOn: date, in: clock, now: now)
    let key = LedgerKey(date: date, clock: clock, profile: profile, activities: kept)
    let training = DemoLedgers.shared.ledger(key) {
      TrainingLedger.compute(records, profile: profile)
    }
    return (records, training)
  }

  /// What a demo ledger is made of.
  struct LedgerKey: Hashable, Sendable {
    var date: LocalDate
    var clock: ZoneClock
    var profile: AthleteProfile
    /// The indices of the activities kept, in the demo's order.
    var activities: [Int]
  }
}

/// The demo ledgers made in this process.
final class DemoLedgers: @unchecked Sendable {
  static let shared = DemoLedgers()

  /// Ledgers kept at most; when full, the oldest half goes. A run keeps one.
  static let capacity = 32

  private let lock = NSLock()
  private var ledgers: [DemoAthlete.LedgerKey: TrainingLedger] = [:]
  private var order: [DemoAthlete.LedgerKey] = []

  /// The ledger of `key`, made by `make` unless it was made before.
  func ledger(_ key: DemoAthlete.LedgerKey, _ make: () -> TrainingLedger) -> TrainingLedger {
    if let ledger = lock.withLock({ ledgers[key] }) { return ledger }
    let ledger = make()
    lock.withLock {
      if ledgers[key] == nil {
        if order.count >= Self.capacity {
          for old in order.prefix(Self.capacity / 2) { ledgers[old] = nil }
          order.removeFirst(Self.capacity / 2)
        }
        order.append(key)
      }
      ledgers[key] = ledger
    }
    return ledger
  }
}
