import Foundation
import HealthImport
import ScoreEngine
import VeloKit
import VeloStore

/// Every day of a range scored, one row a day, from one read: the store's window for the range (with the 60
/// days before it that baselines and alert streaks read) resolved into one `AthleteHistory`, and
/// each date scored by the same `report(for:)` that `today` uses (docs/architecture.md §14).
///
/// A long range is scored in parts on the machine's cores: the history is immutable and every
/// day's report depends on it alone, so the parts share it and only their rows are collected.
struct ScoredDays {
  /// Days a part has at least, so that a thread pays for itself.
  static let daysPerPart = 30
  /// The most parts a range is scored in.
  static let maximumParts = 4

  /// The days listed.
  let range: DayRange
  /// One row per day, oldest first.
  let rows: [HistoryRow]
  /// The training ledger the history read: the activities, loads and PMC of the range and of
  /// the days before it that the history holds (`lookBack`).
  let training: TrainingLedger
  /// `fresh` from the store, `demo` without one.
  let origin: ScoreOrigin
  /// The services' own scores of the days, by day number (docs/algorithm.md §15.6).
  var references: [Int: [ReferenceScore]] = [:]
  /// The rider's tags of the days, by day number then name (docs/formats.md §5.7).
  var tags: [Int: [DayTag]] = [:]

  /// Scores every day of `range`, on up to `cores` threads; with `guidance`, each row also holds
  /// the day's sleep debt and HRV trend (docs/algorithm.md §16.2, §16.3), which `week` and `trends`
  /// show and the other reports need not pay for.
  static func compute(
    _ setup: Setup, _ range: DayRange, now: Date, guidance: Bool = false,
    cores: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws(CLIError) -> ScoredDays {
    let parts = self.parts(range, cores: cores)
    let dismissals =
      try CLIError.fromStore(try setup.store?.database.dismissals()) ?? DismissalFile()
    let first = range.dates.lowerBound.adding(days: -lookBack(dismissals, guidance: guidance))
    let scored = try LoadedHistory.read(setup, first...range.dates.upperBound, now: now)
    let history = scored.history
    let results = PartResults(count: parts.count)
    // `@Sendable` so that the compiler checks what the threads share: values only.
    DispatchQueue.concurrentPerform(iterations: parts.count) { @Sendable index in
      results.set(index, score(parts[index], history, dismissals, guidance: guidance))
    }
    var references: [Int: [ReferenceScore]] = [:]
    let stored = try CLIError.fromStore(try setup.store?.database.referenceScores(range.dates))
    for score in stored ?? [] {
      references[score.date.dayNumber, default: []].append(score)
    }
    var tags: [Int: [DayTag]] = [:]
    for tag in try CLIError.fromStore(try setup.store?.database.tags(range.dates)) ?? [] {
      tags[tag.date.dayNumber, default: []].append(tag)
    }
    return ScoredDays(
      range: range, rows: results.all.flatMap { $0 }, training: history.training,
      origin: scored.origin, references: references, tags: tags)
  }

  /// Score dates the history holds before the range: the days alert streaks count back, which
  /// only a dismissed alert reads (`score`), and which guidance's HRV variation reads; none
  /// otherwise, so that a plain `history` reads and resolves 60 days of records less. Reports of
  /// the range are the same either way: a window holds everything its dates' reports read
  /// (`HistoryWindow`).
  static func lookBack(_ dismissals: DismissalFile, guidance: Bool) -> Int {
    guidance || !dismissals.dismissals.isEmpty ? DayReport.streakDays : 0
  }

  /// `range` cut into consecutive parts of at least `daysPerPart` days, at most one per core.
  static func parts(_ range: DayRange, cores: Int) -> [ClosedRange<LocalDate>] {
    let count = max(1, min(cores, maximumParts, range.count / daysPerPart))
    let first = range.dates.lowerBound
    return (0..<count).map { part in
      first.adding(
        days: part * range.count / count)...first.adding(
          days: (part + 1) * range.count / count - 1)
    }
  }

  /// The rows of the days of `part`.
  static func score(
    _ part: ClosedRange<LocalDate>, _ history: AthleteHistory, _ dismissals: DismissalFile,
    guidance: Bool
  ) -> [HistoryRow] {
    var rows: [HistoryRow] = []
    rows.reserveCapacity(part.upperBound.days(since: part.lowerBound) + 1)
    guard guidance else {
      // A row shows the scores, never their ledgers (`ScoreDetail`), and keeps nothing else of
      // its report: the reports are made one at a time rather than a year held at once.
      history.forEachReport(in: part, detail: .scores) { report in
        rows.append(row(report, history, dismissals))
      }
      return rows
    }
    let reports = history.reports(for: part, detail: .scores)
    // The part's guidance in one go, which takes each day's HRV variation once.
    let guidances = history.guidance(for: reports)
    for (report, day) in zip(reports, guidances) {
      var row = row(report, history, dismissals)
      row.sleepDebtMinutes = day.sleep.debtMinutes
      row.debtNights = day.sleep.nights
      row.hrvTrend = day.hrvTrend
      rows.append(row)
    }
    return rows
  }

  /// The row of `report`, with its alerts evaluated against the dismissals.
  static func row(_ report: Report, _ history: AthleteHistory, _ dismissals: DismissalFile)
    -> HistoryRow
  {
    // Streaks matter only to decide whether a dismissal still holds; they cost a report per
    // day back, so they are counted only for an alert that has a dismissal.
    let dismissed = report.alerts.contains { dismissals.dismissals[$0.id] != nil }
    let streaks =
      dismissed
      ? history.alertStreaks(endingOn: report.date, limit: DayReport.streakDays) : [:]
    return HistoryRow(
      report, alerts: AlertEvaluation.evaluate(report, streaks: streaks, dismissals: dismissals))
  }
}
