import Foundation
import HealthImport
import ScoreEngine
import VeloJSON
import VeloKit
import VeloStore

/// `veloready export`: the daily series as CSV (`--csv`, the rows of `history`), or the records
/// as a `veloready.records/v1` document that `veloready import` reads back (`--json`).
///
/// Without `--from` the range starts on the first day with a record; without `--to` it ends on
/// the later of today and the last day with a record.
enum RecordExport {
  static func run(_ run: ReportRun) throws(CLIError) {
    let options = run.options
    guard options.csv || options.json else {
      throw .usage(
        "export needs a format", hint: "add --csv (the daily series) or --json (the records)")
    }
    let setup = run.setup
    let clock = setup.clock
    var demo: RecordSet?
    var span: ClosedRange<LocalDate>?
    if let store = setup.store {
      span = try CLIError.fromStore(try store.database.recordDays(clock: clock))
    } else {
      let records = try DemoAthlete.records(endingOn: run.today, in: clock, now: run.now)
      demo = records
      span = days(of: records, clock)
    }
    let first = options.from ?? span?.lowerBound ?? run.today
    let last = options.to ?? max(run.today, span?.upperBound ?? run.today)
    if demo != nil { run.console.err("note: \(run.demoNote)\n") }
    if options.csv {
      try csv(run, first, last)
      return
    }
    guard first <= last else {
      throw .usage(
        "the range starts on '\(first)', after its last day '\(last)'",
        hint: "give --from a day on or before --to")
    }
    let whole = options.from == nil && options.to == nil
    var records = RecordSet()
    if let demo {
      records = whole ? demo : within(demo, first...last, clock)
    } else if let store = setup.store {
      records =
        whole
        ? try CLIError.fromStore(try store.database.records())
        : try CLIError.fromStore(
          try store.database.records(
            in: RecordWindow(
              from: Date(timeIntervalSince1970: clock.startOfDay(first)),
              to: Date(timeIntervalSince1970: clock.startOfDay(last.adding(days: 1)).nextDown),
              firstDay: first, lastDay: last)))
    }
    var document = NativeRecordsWriter.document(records)
    // What the rider typed travels with the records, so that a backup restores it too.
    if let store = setup.store, case .object(var members) = document {
      let corrections = try CLIError.fromStore(try store.database.activityCorrections())
      let tags = try CLIError.fromStore(try store.database.tags(whole ? nil : first...last))
      if !corrections.isEmpty || !tags.isEmpty {
        members.merge(RiderEntries.document(corrections, tags)) { _, new in new }
        document = .object(members)
      }
    }
    run.console.json(document)
  }

  /// The daily series of `first…last` as CSV, scored and written a part of at most
  /// `DayRange.maximumDays` at a time, so that a history of any length streams in bounded memory
  /// (each day's score reads its own history, so the parts join without a seam).
  static func csv(_ run: ReportRun, _ first: LocalDate, _ last: LocalDate) throws(CLIError) {
    var start = first
    repeat {
      let end = min(last, start.adding(days: DayRange.maximumDays - 1))
      let series = try ScoredDays.compute(run.setup, try DayRange(start, end), now: run.now)
      run.console.data(HistoryDocument.csv(series, run.setup.clock, header: start == first))
      start = end.adding(days: 1)
    } while start <= last
  }

  /// The first and last local day of `records` (a timed record on the day of its start).
  static func days(of records: RecordSet, _ clock: ZoneClock) -> ClosedRange<LocalDate>? {
    let instants =
      records.sleep.map(\.start) + records.sleepSummaries.map(\.start) + records.hrv.map(\.time)
      + records.respiratoryRate.map(\.time) + records.activities.map(\.start)
    let dates =
      instants.map { clock.day(of: $0) } + records.dailySleep.map(\.date)
      + records.dailyHRV.map(\.date) + records.fitness.map(\.date)
      + [
        records.restingHeartRate, records.dailyRespiratoryRate, records.skinTemperature,
        records.steps, records.activeEnergy,
      ].flatMap { $0.map(\.date) }
    guard let first = dates.min(), let last = dates.max() else { return nil }
    return first...last
  }

  /// The records of `records` on the days of `dates`, as a store's window read selects them.
  static func within(_ records: RecordSet, _ dates: ClosedRange<LocalDate>, _ clock: ZoneClock)
    -> RecordSet
  {
    func inside(_ instant: Date) -> Bool { dates.contains(clock.day(of: instant)) }
    func daily(_ values: [DailyValue]) -> [DailyValue] { values.filter { dates.contains($0.date) } }
    var kept = RecordSet()
    kept.sleep = records.sleep.filter { inside($0.start) }
    kept.sleepSummaries = records.sleepSummaries.filter { inside($0.start) }
    kept.hrv = records.hrv.filter { inside($0.time) }
    kept.respiratoryRate = records.respiratoryRate.filter { inside($0.time) }
    kept.activities = records.activities.filter { inside($0.start) }
    kept.dailySleep = records.dailySleep.filter { dates.contains($0.date) }
    kept.dailyHRV = records.dailyHRV.filter { dates.contains($0.date) }
    kept.fitness = records.fitness.filter { dates.contains($0.date) }
    kept.restingHeartRate = daily(records.restingHeartRate)
    kept.dailyRespiratoryRate = daily(records.dailyRespiratoryRate)
    kept.skinTemperature = daily(records.skinTemperature)
    kept.steps = daily(records.steps)
    kept.activeEnergy = daily(records.activeEnergy)
    return kept
  }
}
