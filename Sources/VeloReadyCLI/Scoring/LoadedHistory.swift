import Foundation
import ScoreEngine
import VeloKit

/// An athlete's history loaded once for a range of score dates, not yet scored: from the store,
/// reading only the window those reports need (`HistoryWindow`), or from the demo athlete when
/// there is no store. Every date of the range is then scored by the same `report(for:)`: one
/// date as a `DayReport`, every date as `ScoredDays`.
struct LoadedHistory {
  /// The dates reports may be asked for.
  let dates: ClosedRange<LocalDate>
  let history: AthleteHistory
  /// `fresh` from the store, `demo` without one.
  let origin: ScoreOrigin
  /// The store generation the records were read at (`nil` for the demo).
  let generation: Int64?

  /// Reads the history that reports for `dates` read. The demo athlete ends on the last date.
  static func read(_ setup: Setup, _ dates: ClosedRange<LocalDate>, now: Date) throws(CLIError)
    -> LoadedHistory
  {
    guard let store = setup.store else {
      let demo = try DemoAthlete.history(
        endingOn: dates.upperBound, in: setup.clock, now: now, profile: setup.profile)
      let history = AthleteHistory(
        records: demo.records, profile: setup.profile, dates: dates, training: demo.training)
      return LoadedHistory(dates: dates, history: history, origin: .demo, generation: nil)
    }
    let window = HistoryWindow(dates: dates)
    let clock = setup.clock
    let profile = setup.profile
    // Records, their times and the ledger from one committed state: a write between two reads
    // would pair records of one generation with a ledger of another.
    let (records, times, found, generation) = try store.read {
      () throws(CLIError) -> (RecordSet, RecordTimeIndex, StoredTraining.Found, Int64) in
      let records = try CLIError.fromStore(try store.database.records(for: window, clock: clock))
      let generation = try CLIError.fromStore(try store.generation())
      let found = try StoredTraining.read(for: window, in: store, profile: profile)
      let times = try CLIError.fromStore(
        try store.database.recordTimes(for: window, records: records, clock: clock))
      return (records, times, found, generation)
    }
    let training = try StoredTraining.slice(
      found, for: window, in: store, profile: profile, keep: setup.zoneIsConfigured)
    let history = AthleteHistory(
      records: records, profile: setup.profile, dates: dates, training: training,
      recordTimes: times)
    return LoadedHistory(dates: dates, history: history, origin: .fresh, generation: generation)
  }
}
