import Foundation
import ScoreEngine

/// One day as `history` lists it: the values `today --json --date D` shows for that day, at full
/// precision (they are rounded only where they are shown).
///
/// Strain is missing on a day without activities or steps (`today` shows 0.0 there with quality
/// `noData`): the history shows missing values as missing, never as zero.
struct HistoryRow: Sendable {
  let date: LocalDate
  /// Sleep score, 0…100.
  var sleep: Int?
  /// Recovery score, 0…100.
  var recovery: Int?
  /// Strain, 0…18; `nil` without activities or steps.
  var strain: Double?
  /// Minutes asleep in the main sleep.
  var asleepMinutes: Double?
  /// The main sleep's bedtime and wake.
  var bedtime: Date?
  var wake: Date?
  /// HRV of the day, ms.
  var hrv: Double?
  /// `z_today` of HRV.
  var hrvZ: Double?
  /// The HRV normal band in ms, `exp(μ60 ± σ')`: where a z of ∓1 would lie (docs/algorithm.md
  /// §4.2); `nil` until the normal range is ready.
  var hrvBand: (low: Double, high: Double)?
  /// Resting heart rate and its baseline, bpm.
  var restingHeartRate: Double?
  var restingHeartRateBaseline: Double?
  /// `L(D)`, the day's training load.
  var load: Double
  /// This morning's CTL and ATL (the end of the day before).
  var ctl: Double?
  var atl: Double?
  /// TSB from the displayed CTL and ATL, in tenths.
  var tsbTenths: Int?
  /// CTL and ATL after the day's training.
  var ctlToday: Double?
  var atlToday: Double?
  var formZone: FormZone?
  /// The alerts the dashboard showed, in priority order (dismissed ones left out).
  var alerts: [EvaluatedAlert]
  /// The sleep debt at the end of the day and the nights of the seven it saw
  /// (docs/algorithm.md §16.2); only when the days were scored with their guidance.
  var sleepDebtMinutes: Double?
  var debtNights = 0
  /// The HRV trend (docs/algorithm.md §16.3); likewise.
  var hrvTrend: HRVTrend?

  /// The row of `report`, with its evaluated `alerts`.
  init(_ report: Report, alerts: [EvaluatedAlert]) {
    date = report.date
    sleep = report.sleep.value
    recovery = report.recovery.value
    strain = report.strain.quality == .noData ? nil : report.strain.value
    asleepMinutes = report.night.map { $0.asleepSeconds / 60 }
    bedtime = report.night?.bedtime
    wake = report.night?.wake
    hrv = report.hrv.today.map(exp)
    hrvZ = report.hrv.zToday
    if let mean = report.hrv.mean60, let sigma = report.hrv.sigmaPrime {
      hrvBand = (exp(mean - sigma), exp(mean + sigma))
    }
    restingHeartRate = report.restingHeartRate.today
    restingHeartRateBaseline = report.restingHeartRate.baseline
    load = report.load.today
    ctl = report.load.ctl
    atl = report.load.atl
    tsbTenths = report.load.tsbTenths
    ctlToday = report.load.ctlToday
    atlToday = report.load.atlToday
    formZone = report.load.formZone
    self.alerts = alerts.filter { !$0.hidden }
  }

  /// Displayed TSB.
  var tsb: Double? { tsbTenths.map { Double($0) / 10 } }

  /// Resting HR minus its baseline, bpm; `nil` unless both exist.
  var restingHeartRateDeviation: Double? {
    guard let restingHeartRate, let restingHeartRateBaseline else { return nil }
    return restingHeartRate - restingHeartRateBaseline
  }

  /// The shown alerts' ids.
  var alertIDs: [String] { alerts.map(\.definition.id.rawValue) }
}
