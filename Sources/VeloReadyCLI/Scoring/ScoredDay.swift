import Foundation
import ScoreEngine

/// One date scored from the store, reading only the window its report needs, or from the demo
/// athlete when there is no store.
struct ScoredDay {
  /// Days of history resolved before the date, so that alert streaks can reach back this far.
  static let streakDays = 60

  let date: LocalDate
  let report: Report
  let history: AthleteHistory
  /// `fresh` from the store, `demo` without one.
  let origin: ScoreOrigin
  /// The store generation the records were read at (`nil` for the demo).
  let generation: Int64?

  /// Scores `date`: from the window of the store's records that the report and its alert streaks
  /// read, or from the demo athlete.
  static func compute(_ setup: Setup, _ date: LocalDate, now: Date) throws(CLIError) -> ScoredDay {
    let dates = date.adding(days: -streakDays)...date
    guard let store = setup.store else {
      let records = try DemoAthlete.records(endingOn: date, in: setup.clock, now: now)
      let history = AthleteHistory(records: records, profile: setup.profile, dates: dates)
      return ScoredDay(
        date: date, report: history.report(for: date), history: history, origin: .demo,
        generation: nil)
    }
    let window = HistoryWindow(dates: dates)
    let clock = setup.clock
    let profile = setup.profile
    // Records, their times and the ledger from one committed state: a write between two reads
    // would pair records of one generation with a ledger of another.
    let (records, times, found, generation) = try store.read {
      () throws(CLIError) -> (RecordSet, RecordTimeIndex, StoredTraining.Found, Int64) in
      let records = try store.database.records(for: window, clock: clock)
      return (
        records, try store.database.recordTimes(for: window, records: records, clock: clock),
        try StoredTraining.read(for: window, in: store, profile: profile),
        try store.generation()
      )
    }
    let training = try StoredTraining.slice(
      found, for: window, in: store, profile: profile, keep: setup.zoneIsConfigured)
    let history = AthleteHistory(
      records: records, profile: setup.profile, dates: dates, training: training,
      recordTimes: times)
    return ScoredDay(
      date: date, report: history.report(for: date), history: history, origin: .fresh,
      generation: generation)
  }

  /// Consecutive days each of the day's alert conditions has held, including the day.
  var alertStreaks: [AlertID: Int] {
    report.alerts.isEmpty ? [:] : history.alertStreaks(endingOn: date, limit: Self.streakDays)
  }
}
