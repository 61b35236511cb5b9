import Foundation
import ScoreEngine

extension TodaySnapshot {
  /// veloready's guidance for the date as displayed (docs/algorithm.md §16.1–§16.3): the target
  /// load and tonight's sleep (the `plan` section) and the HRV trend (`hrv-trend`).
  struct Plan: Equatable, Sendable {
    var target: Target
    var tonight: Tonight
    var hrvTrend: HRVTrendShown
  }

  /// Today's target load: loads and TSB to one decimal; the TSB at rest to three and the slope
  /// to six, so that `explain plan` can show the range solved from them.
  struct Target: Equatable, Sendable {
    /// Why there is no target; `nil` when there is one.
    var reason: TargetLoad.Unavailable?
    /// The recovery band the TSB band was chosen by.
    var band: ScoreBand?
    /// Tomorrow morning's TSB band.
    var tsbLow: Double?
    var tsbHigh: Double?
    /// Tomorrow morning's TSB with no load today.
    var restTSB: Double?
    /// `kc − ka`: tomorrow's TSB per point of today's load.
    var slope: Double?
    /// The day's load range.
    var loadLow: Double?
    var loadHigh: Double?
    /// The load done today.
    var done: Double
    /// What is left of the range after `done`.
    var remainingLow: Double?
    var remainingHigh: Double?
    /// The movement term of today's steps.
    var movement: Double?
    /// The day's strain at either end of the range.
    var strainLow: Double?
    var strainHigh: Double?
  }

  /// One of the seven nights the debt adds up.
  struct DebtNight: Equatable, Sendable {
    var date: LocalDate
    /// Minutes asleep, one decimal; `nil` without a main sleep.
    var asleepMinutes: Double?
    /// `max(0, need − asleep)`, one decimal.
    var shortfallMinutes: Double?
  }

  /// Tonight's sleep, minutes to one decimal.
  struct Tonight: Equatable, Sendable {
    /// Why a figure is missing: no night in seven, or too few wake times for a bedtime.
    var reason: SleepPlan.Unavailable?
    var needMinutes: Double
    /// The seven nights ending on the date, oldest first.
    var nights: [DebtNight]
    var debtMinutes: Double?
    /// `min(debt/4, 60)`.
    var debtExtraMinutes: Double?
    /// Ten minutes per strain point above 12, at most 30.
    var hardDayMinutes: Double
    /// Tonight's sleep.
    var sleepMinutes: Double?
    /// The wake times the bedtime is set by (minutes after midnight, whole), oldest first.
    var wakeTimes: [Int]
    /// Their circular mean and the median latency, whole minutes as the bedtime uses them.
    var wakeMean: Int?
    var latencyMinutes: Double?
    /// The instant to be in bed by.
    var bedtime: Date?

    /// Nights with a main sleep among the seven.
    var nightsSeen: Int { nights.count { $0.asleepMinutes != nil } }
  }

  /// The HRV trend: z7 to two decimals, CVs in percent to one, HRV in ms to one.
  struct HRVTrendShown: Equatable, Sendable {
    var verdict: HRVTrend.Verdict
    var missing: [HRVTrend.Missing]
    var z7: Double?
    var cv7: Double?
    /// Days of the last seven with HRV.
    var days7: Int
    var cvBase: Double?
    /// Days of the 60 before with a cv7.
    var baseDays: Int
    /// HRV of each of the seven days, ms, oldest first.
    var week: [Double?]
    /// The normal range `exp(μ60 ± σ')`, ms.
    var rangeLow: Double?
    var rangeHigh: Double?

    /// `1.5 × cvBase` as displayed, two decimals (exact: tenths times 1.5).
    var cvLimit: Double? {
      cvBase.map { Rounding.display($0 * HRVTrend.cvLimitFactor, decimals: 2) }
    }
  }
}

extension TodaySnapshot.Plan {
  /// The guidance as displayed.
  init(_ guidance: DayGuidance, report: Report) {
    func shown(_ x: Double?, _ decimals: Int) -> Double? {
      x.map { Rounding.display($0, decimals: decimals) }
    }
    let target = guidance.target.target
    let band = target.map { TargetLoad.tsbBand(for: $0.band) }
    self.target = TodaySnapshot.Target(
      reason: guidance.target.unavailable,
      band: report.recovery.value.map(ScoreBand.init(score:)),
      tsbLow: band.map { Double($0.low) / 10 }, tsbHigh: band.map { Double($0.high) / 10 },
      restTSB: shown(target?.restTSB, 3), slope: shown(target?.slope, 6),
      loadLow: shown(target?.load.low, 1), loadHigh: shown(target?.load.high, 1),
      done: Rounding.display(report.load.today, decimals: 1),
      remainingLow: target.map { Double($0.remainingTenths.low) / 10 },
      remainingHigh: target.map { Double($0.remainingTenths.high) / 10 },
      movement: shown(target?.movement, 1), strainLow: shown(target?.strain.low, 1),
      strainHigh: shown(target?.strain.high, 1))
    let sleep = guidance.sleep
    let first = report.date.adding(days: -(SleepPlan.debtNights - 1))
    tonight = TodaySnapshot.Tonight(
      reason: sleep.unavailable, needMinutes: Rounding.display(sleep.needMinutes, decimals: 1),
      nights: zip(sleep.asleepMinutes, sleep.shortfalls).enumerated().map { index, night in
        TodaySnapshot.DebtNight(
          date: first.adding(days: index), asleepMinutes: shown(night.0, 1),
          shortfallMinutes: shown(night.1, 1))
      },
      debtMinutes: shown(sleep.debtMinutes, 1), debtExtraMinutes: shown(sleep.debtExtraMinutes, 1),
      hardDayMinutes: sleep.hardDayMinutes, sleepMinutes: shown(sleep.tonightMinutes, 1),
      wakeTimes: sleep.wakeTimes.map { Rounding.units($0, decimals: 0) },
      wakeMean: sleep.wakeMeanMinutes.map { Rounding.units($0, decimals: 0) % 1440 },
      latencyMinutes: shown(sleep.latencyMinutes, 1), bedtime: guidance.bedtime)
    let trend = guidance.hrvTrend
    let range = normalRange(report.hrv)
    hrvTrend = TodaySnapshot.HRVTrendShown(
      verdict: trend.verdict, missing: trend.missing, z7: shown(trend.z7, 2),
      cv7: shown(trend.cv7, 1), days7: trend.days7, cvBase: shown(trend.cvBase, 1),
      baseDays: trend.baseDays, week: guidance.hrvWeek.map { shown($0.map(exp), 1) },
      rangeLow: shown(range?.low, 1), rangeHigh: shown(range?.high, 1))
  }
}
