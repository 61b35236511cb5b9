import Foundation
import ScoreEngine

extension TodaySnapshot {
  /// Last night's main sleep. A nightly total has no bounds, stages or awake time.
  struct Night: Equatable, Sendable {
    /// Into bed; `nil` for a nightly total.
    var bedtime: Date?
    /// Out of bed; `nil` for a nightly total.
    var wake: Date?
    /// Minutes asleep, one decimal.
    var asleepMinutes: Double
    /// Minutes from bedtime to wake, one decimal.
    var inBedMinutes: Double?
    /// Deep sleep minutes, without stages `nil`.
    var deepMinutes: Double?
    /// REM sleep minutes, without stages `nil`.
    var remMinutes: Double?
    /// Core sleep minutes, without stages `nil`.
    var coreMinutes: Double?
    /// Minutes awake between bedtime and wake.
    var awakeMinutes: Double?
    /// Times woken for at least 2 minutes.
    var wakeEvents: Int?
    /// Minutes from bedtime to falling asleep.
    var latencyMinutes: Double?
    /// The source whose night counts.
    var source: String
    /// Other sleep sessions of the date.
    var naps: Int
  }

  /// HRV, resting heart rate and breathing rate against their baselines.
  struct Baselines: Equatable, Sendable {
    var hrv: HRV
    var restingHeartRate: Metric
    var respiratoryRate: Metric
  }

  /// HRV in milliseconds (one decimal) and its z values (two decimals).
  struct HRV: Equatable, Sendable {
    var kind: HRVKind?
    var todayMs: Double?
    var mean7Ms: Double?
    var mean60Ms: Double?
    /// Standard deviation of 60 days in ln units, three decimals.
    var sd60: Double?
    var days60: Int
    var zToday: Double?
    var z7: Double?
    var z: Double?
    /// The normal range `exp(μ60 ± σ')` in ms, from the unrounded mean and σ', one decimal;
    /// `nil` until the range is ready (docs/algorithm.md §4.2).
    var rangeLowMs: Double? = nil
    var rangeHighMs: Double? = nil
  }

  /// A daily metric and its 30-day median, one decimal.
  struct Metric: Equatable, Sendable {
    var today: Double?
    var baseline: Double?
    var days: Int
  }

  /// Fitness, fatigue and form, one decimal.
  struct Load: Equatable, Sendable {
    /// This morning's CTL (end of the day before).
    var ctl: Double?
    /// This morning's ATL.
    var atl: Double?
    /// `ctl − atl`.
    var tsb: Double?
    /// CTL at the end of the date.
    var ctlToday: Double?
    /// ATL at the end of the date.
    var atlToday: Double?
    /// CTL change over 7 days.
    var rampRate: Double?
    /// The date's load.
    var today: Double
    /// The day before's load.
    var yesterday: Double
    /// Whether the training history is long enough for a form zone.
    var established: Bool
    var formZone: FormZone?
    /// Morning TSB of the 14 days ending on the date, in tenths, oldest first.
    var recentTSBTenths: [Int?]
    /// The PMC's time constants, days.
    var ctlDays = PMCConstants.standard.ctlDays
    var atlDays = PMCConstants.standard.atlDays
    /// The PMC's first day, `nil` without training history.
    var start: LocalDate?
    /// The `fitness` record the PMC is anchored on, if any.
    var anchor: Anchor?
  }

  /// The `fitness` record the PMC is anchored on, as displayed.
  struct Anchor: Equatable, Sendable {
    var date: LocalDate
    /// CTL and ATL at the end of `date`, one decimal.
    var ctl: Double
    var atl: Double
    var provider: Provider
    var source: String
  }

  /// One activity after de-duplication.
  struct ActivityEntry: Equatable, Sendable {
    var id: String
    var name: String?
    var sport: Sport
    var start: Date
    /// Whole seconds.
    var durationSeconds: Int
    /// The load, one decimal.
    var load: Double
    var method: LoadMethod
    /// Every recording of it, in de-duplication order.
    var sources: [Recording]
    /// The rider's corrections of it (docs/algorithm.md §7.5); `nil` without any.
    var correction: CorrectionNote? = nil
  }

  /// What a corrected activity was before the rider's corrections.
  struct CorrectionNote: Equatable, Sendable {
    /// Whether the rider took it out of load and strain.
    var ignored: Bool
    /// Whether its load is the rider's own.
    var setByRider: Bool
    /// Its load and method without the corrections.
    var originalLoad: Double
    var originalMethod: LoadMethod
  }

  /// One recording of an activity: who imported it, what recorded it, and its own id.
  struct Recording: Equatable, Sendable {
    var provider: Provider
    var source: String
    var id: String
  }

  /// Steps and active energy of the date against the goals.
  struct Health: Equatable, Sendable {
    var steps: Int?
    var stepGoal: Int
    /// Active energy in kcal.
    var activeEnergyKcal: Int?
    /// The active-energy goal in kcal.
    var calorieGoal: Int
  }
}
