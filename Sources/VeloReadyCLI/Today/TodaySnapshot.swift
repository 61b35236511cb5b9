import Foundation
import ScoreEngine
import VeloKit

/// Everything the Today view states about one date, typed and rounded as displayed.
///
/// The text view and the `veloready.today/v1` document are both made from it, and the score
/// cache reads back into it, so the two outputs cannot disagree and a cached dashboard needs no
/// recomputation (docs/architecture.md §13). Dates and times stay typed until they
/// are rendered.
struct TodaySnapshot: Equatable, Sendable {
  /// The score date.
  var date: LocalDate
  /// The athlete's time zone, for clock times.
  var timeZone: TimeZone
  /// The zone's name as configured (Foundation reports `UTC` as `GMT`).
  var timeZoneName: String
  /// The settled phase of `ScoresState`: `ready`, or `error` when these are the last good scores.
  var phase: ScoresState.Phase
  /// Where the scores came from.
  var origin: ScoreOrigin
  /// When the scores were computed.
  var computedAt: Date
  /// HRV calibration at the date.
  var calibration: Calibration
  /// The sleep score.
  var sleep: Score
  /// The recovery score.
  var recovery: Score
  /// Strain.
  var strain: Strain
  /// Last night, when there was one.
  var night: Night?
  /// HRV, resting heart rate and breathing against their baselines.
  var baselines: Baselines
  /// Training load and form.
  var load: Load
  /// Activities of the date, in order of start.
  var activitiesToday: [ActivityEntry]
  /// The most recent activity on or before the date.
  var latestActivity: ActivityEntry?
  /// Steps and active energy against the goals.
  var health: Health
  /// The alerts showing (dismissed ones left out), in priority order.
  var alerts: [AlertMessage]
  /// veloready's guidance: target load, tonight's sleep, HRV trend; `nil` on placeholder rings
  /// and in a cached document written before it existed.
  var plan: Plan?
  /// What went wrong in this run without stopping it (a failed sync, an unreadable cache).
  var warnings: [String]
  /// The local day of the newest record before 09:00 on the date, if any.
  var newestRecordDay: LocalDate? = nil
  /// Whether the store holds any record at all (the demo athlete always does).
  var hasRecords = true
  /// The rider's tags of the date, by name (docs/formats.md §5.7).
  var tags: [Tag] = []
  /// The first and last day of the store's records, read only when the date has no data, so
  /// that the notice says where the data is; `nil` otherwise and for the demo.
  var recordDays: ClosedRange<LocalDate>? = nil

  /// A tag of the date as the `tags` section shows it.
  struct Tag: Equatable, Sendable {
    var name: String
    /// The rating 1–5, `nil` when the tag only says it happened.
    var value: Double?
  }

  /// Local days and clock times in `timeZone`.
  var clock: ZoneClock { ZoneClock(timeZone: timeZone) }

  /// Whether anything was recorded for the date itself: a night, a morning metric, steps,
  /// energy or an activity.
  var hasDataForDate: Bool {
    night != nil || baselines.hrv.todayMs != nil || baselines.restingHeartRate.today != nil
      || baselines.respiratoryRate.today != nil || health.steps != nil
      || health.activeEnergyKcal != nil || !activitiesToday.isEmpty
  }

  /// The rings' displayed values, for `ScoresState`.
  var scores: ScoreSnapshot {
    ScoreSnapshot(
      sleep: sleep.value, recovery: recovery.value,
      strainTenths: Rounding.units(strain.value, decimals: 1))
  }
}

extension TodaySnapshot {
  /// A 0–100 score (sleep or recovery) with its ledger.
  struct Score: Equatable, Sendable {
    /// The displayed score, or `nil` with `reason`.
    var value: Int?
    /// Why `value` is `nil`.
    var reason: AbsentReason?
    /// `full` or `limited`.
    var quality: ScoreQuality
    /// Present components in table order.
    var components: [Component]
    /// Absent components in table order.
    var absent: [Absent]

    /// The band of `value`.
    var band: ScoreBand? { value.map(ScoreBand.init(score:)) }
  }

  /// One line of a score's ledger: a present component, or after them a cap that lowered the
  /// score (sleep's `short-night`: no sub-score, weight 0, negative points).
  struct Component: Equatable, Sendable {
    var name: ComponentName
    /// The sub-score, 0–100, one decimal; `nil` for a cap.
    var score: Double?
    /// The effective weight, 0–1, three decimals; 0 for a cap.
    var weight: Double
    /// Integer points; a score's points sum to its value.
    var points: Int
    /// The figures behind the sub-score, by name, each rounded to its decimals.
    var inputs: [String: Figure.Value]
  }

  /// A component that did not count, and why.
  struct Absent: Equatable, Sendable {
    var name: ComponentName
    var reason: AbsentReason
  }

  /// Strain on the 0–18 scale.
  struct Strain: Equatable, Sendable {
    /// The displayed strain, one decimal.
    var value: Double
    /// `full`, or `noData` without activity or step data.
    var quality: ScoreQuality
    /// The total load T, one decimal.
    var load: Double
    /// The loads that sum to T.
    var contributions: [Contribution]

    /// The band of `value`.
    var band: StrainBand { StrainBand(tenths: Rounding.units(value, decimals: 1)) }
  }

  /// One addend of the strain total.
  struct Contribution: Equatable, Sendable {
    var kind: StrainContribution.Kind
    /// The activity id, `nil` for steps.
    var id: String?
    /// The load method, `nil` for steps.
    var method: LoadMethod?
    /// The load, one decimal.
    var load: Double
    /// The share of the activity its heart-rate stream covers, three decimals, when the
    /// heart-rate methods were reached.
    var streamCoverage: Double? = nil
    /// The heart rate `heartRateAverage` scored, one decimal, and where it came from.
    var heartRate: Double? = nil
    var heartRateFrom: ScoredHeartRate.Origin? = nil
  }
}

extension TodaySnapshot {
  /// A snapshot with nothing known but the date and zone: what placeholder rings are drawn with.
  static func empty(date: LocalDate, timeZone: TimeZone, timeZoneName: String, now: Date)
    -> TodaySnapshot
  {
    let noScore = Score(value: nil, reason: nil, quality: .limited, components: [], absent: [])
    let noMetric = Metric(today: nil, baseline: nil, days: 0)
    return TodaySnapshot(
      date: date, timeZone: timeZone, timeZoneName: timeZoneName, phase: .initial, origin: .fresh,
      computedAt: now, calibration: .calibrating, sleep: noScore, recovery: noScore,
      strain: Strain(value: 0, quality: .noData, load: 0, contributions: []), night: nil,
      baselines: Baselines(
        hrv: HRV(
          kind: nil, todayMs: nil, mean7Ms: nil, mean60Ms: nil, sd60: nil, days60: 0, zToday: nil,
          z7: nil, z: nil),
        restingHeartRate: noMetric, respiratoryRate: noMetric),
      load: Load(
        ctl: nil, atl: nil, tsb: nil, ctlToday: nil, atlToday: nil, rampRate: nil, today: 0,
        yesterday: 0, established: false, formZone: nil, recentTSBTenths: []),
      activitiesToday: [], latestActivity: nil,
      health: Health(steps: nil, stepGoal: 0, activeEnergyKcal: nil, calorieGoal: 0), alerts: [],
      plan: nil, warnings: [])
  }
}
