import Foundation
import ScoreEngine
import VeloKit

/// The weekly report's figures: the ISO week that holds the date (Monday first) against the week
/// before, from the same daily rows as `history` (docs/algorithm.md §15.1 and §15.2).
struct WeekSummary {
  /// A mean over the days that have a value, this week and last.
  struct Average {
    let key: String
    /// Decimals as displayed: 0 for scores and minutes, 1 for HRV and resting HR.
    let decimals: Int
    var thisWeek: Double?
    var thisWeekDays: Int
    var lastWeek: Double?
    var lastWeekDays: Int
    /// Displayed `thisWeek` − displayed `lastWeek`, so that the change shown is the difference
    /// of the values shown (docs/algorithm.md §1.5).
    var change: Double? {
      guard let thisWeek, let lastWeek else { return nil }
      return WeekSummary.difference(thisWeek, lastWeek, decimals: decimals)
    }
  }

  /// `a − b` of the displayed values, e.g. 93.4 and 93.6 shown as 93 and 94 differ by −1.
  static func difference(_ a: Double, _ b: Double, decimals: Int) -> Double {
    Double(Rounding.units(a, decimals: decimals) - Rounding.units(b, decimals: decimals))
      / Rounding.scale(decimals)
  }

  /// Load, time and activities of one sport.
  struct Sport {
    let sport: ScoreEngine.Sport
    var activities = 0
    var seconds = 0.0
    var load = 0.0
  }

  /// A week's training.
  struct Training {
    var load = 0.0
    var seconds = 0.0
    var activities = 0
    var bySport: [Sport] = []
  }

  /// The days one alert showed.
  struct AlertDays {
    let alert: EvaluatedAlert
    var dates: [LocalDate]
  }

  /// The Monday of the week and of the week before.
  let monday: LocalDate
  /// The last day counted: Sunday, or today in a week not over yet.
  let through: LocalDate
  let origin: ScoreOrigin
  let averages: [Average]
  let training: Training
  let lastWeekTraining: Training
  /// CTL on Monday morning and at the end of `through`.
  let ctlStart: Double?
  let ctlEnd: Double?
  let bedtime: ClockSpread?
  let wake: ClockSpread?
  let lastWeekBedtime: ClockSpread?
  let lastWeekWake: ClockSpread?
  /// The days of the highest and lowest recovery (the earlier on a tie).
  let best: HistoryRow?
  let worst: HistoryRow?
  let alerts: [AlertDays]
  /// The sleep debt at the end of each counted day, Monday first (docs/algorithm.md §16.2).
  var debts: [(date: LocalDate, minutes: Double?, nights: Int)] = []
  /// The HRV trend of the last counted day (docs/algorithm.md §16.3).
  var hrvTrend: (date: LocalDate, trend: HRVTrend)?

  var sunday: LocalDate { monday.adding(days: 6) }

  /// Whether neither week has a record: no day averaged, no activity.
  var isBlank: Bool {
    origin != .demo && training.activities + lastWeekTraining.activities == 0
      && averages.allSatisfy { $0.thisWeekDays + $0.lastWeekDays == 0 }
  }
  var previousMonday: LocalDate { monday.adding(days: -7) }
  /// Displayed `ctlEnd` − displayed `ctlStart`.
  var rampRate: Double? {
    guard let ctlStart, let ctlEnd else { return nil }
    return Self.difference(ctlEnd, ctlStart, decimals: 1)
  }

  /// Displayed load of this week − displayed load of last week.
  var loadChange: Double { Self.difference(training.load, lastWeekTraining.load, decimals: 1) }

  /// The week of `date`, counted through the earlier of its Sunday and the later of `date` and
  /// `today`, against the week before.
  static func compute(_ run: ReportRun, date: LocalDate) throws(CLIError) -> WeekSummary {
    let monday = date.startOfISOWeek
    let through = min(monday.adding(days: 6), max(date, run.today))
    let series = try ScoredDays.compute(
      run.setup, try DayRange(monday.adding(days: -7), through), now: run.now, guidance: true)
    let thisWeek = series.rows.filter { $0.date >= monday }
    let lastWeek = series.rows.filter { $0.date < monday }
    func average(_ key: String, _ decimals: Int, _ value: (HistoryRow) -> Double?) -> Average {
      let now = thisWeek.compactMap(value)
      let before = lastWeek.compactMap(value)
      return Average(
        key: key, decimals: decimals, thisWeek: mean(now), thisWeekDays: now.count,
        lastWeek: mean(before), lastWeekDays: before.count)
    }
    let clock = run.setup.clock
    func spread(_ rows: [HistoryRow], _ time: (HistoryRow) -> Date?) -> ClockSpread? {
      ClockSpread(
        minutes: rows.compactMap(time).map {
          clock.secondsIntoDay(ofEpochSeconds: $0.timeIntervalSince1970) / 60
        })
    }
    let ranked = thisWeek.filter { $0.recovery != nil }
    return WeekSummary(
      monday: monday, through: through, origin: series.origin,
      averages: [
        average("sleep", 0) { $0.sleep.map(Double.init) },
        average("asleepMinutes", 0) { $0.asleepMinutes },
        average("recovery", 0) { $0.recovery.map(Double.init) },
        average("hrv", 1) { $0.hrv },
        average("restingHeartRate", 1) { $0.restingHeartRate },
      ],
      training: training(thisWeek, series.training),
      lastWeekTraining: training(lastWeek, series.training),
      ctlStart: thisWeek.first?.ctl, ctlEnd: thisWeek.last?.ctlToday,
      bedtime: spread(thisWeek, \.bedtime), wake: spread(thisWeek, \.wake),
      lastWeekBedtime: spread(lastWeek, \.bedtime), lastWeekWake: spread(lastWeek, \.wake),
      best: ranked.max { ($0.recovery ?? 0, $1.date) < ($1.recovery ?? 0, $0.date) },
      worst: ranked.min { ($0.recovery ?? 0, $0.date) < ($1.recovery ?? 0, $1.date) },
      alerts: alertDays(thisWeek),
      debts: thisWeek.map { ($0.date, $0.sleepDebtMinutes, $0.debtNights) },
      hrvTrend: thisWeek.last.flatMap { row in row.hrvTrend.map { (row.date, $0) } })
  }

  static func mean(_ values: [Double]) -> Double? {
    values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
  }

  /// The training of `rows`' days from the ledger, by sport in the order of `Sport.allCases`.
  static func training(_ rows: [HistoryRow], _ ledger: TrainingLedger) -> Training {
    var training = Training()
    var sports: [ScoreEngine.Sport: Sport] = [:]
    for row in rows {
      training.load += row.load
      for activity in ledger.activities(on: row.date) {
        training.seconds += activity.durationSeconds
        training.activities += 1
        var sport = sports[activity.sport] ?? Sport(sport: activity.sport)
        sport.activities += 1
        sport.seconds += activity.durationSeconds
        sport.load += activity.load
        sports[activity.sport] = sport
      }
    }
    training.bySport = ScoreEngine.Sport.allCases.compactMap { sports[$0] }
    return training
  }

  /// Each alert that showed during the week, in priority order, with its days.
  static func alertDays(_ rows: [HistoryRow]) -> [AlertDays] {
    var found: [AlertID: AlertDays] = [:]
    for row in rows {
      for alert in row.alerts {
        let id = alert.definition.id
        var entry = found[id] ?? AlertDays(alert: alert, dates: [])
        // The most severe day stands for the week.
        if alert.severity > entry.alert.severity {
          entry = AlertDays(alert: alert, dates: entry.dates)
        }
        entry.dates.append(row.date)
        found[id] = entry
      }
    }
    return found.values.sorted { $0.alert.definition.priority < $1.alert.definition.priority }
  }
}
