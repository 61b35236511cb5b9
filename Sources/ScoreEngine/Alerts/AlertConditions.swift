import Foundation

/// The facts of one day that the alert conditions read (docs/algorithm.md §11).
public struct AlertInputs: Hashable, Sendable {
  /// Whether D has a main sleep (a night or a nightly total).
  public var hasMainSleep: Bool
  /// HRV baselines of D.
  public var hrv: HRVBaseline
  /// Resting HR of D and its baseline.
  public var restingHeartRate: MetricBaseline
  /// Respiratory rate of D and its baseline.
  public var respiratoryRate: MetricBaseline
  /// Skin-temperature deviation of D, °C.
  public var skinTemperature: Double?
  /// Hours from the newest wellness record before 09:00 on D to 09:00 on D; `nil` without such
  /// a record (a rider who records no wellness data is never told the data is stale).
  public var hoursSinceNewestRecord: Double?
  /// Whether any day of `[D−60, D]` has an HRV value of either kind (a rider who records no HRV
  /// is never told to calibrate).
  public var hasRecentHRV: Bool
  /// Whether the PMC is established at D.
  public var pmcEstablished: Bool
  /// The displayed TSB of D in tenths, when known.
  public var tsbTenths: Int?
  /// Whether `illness-watch` held on D−1, with D−1's own values and baselines.
  public var illnessWatchYesterday: Bool

  /// Creates alert inputs.
  public init(
    hasMainSleep: Bool, hrv: HRVBaseline, restingHeartRate: MetricBaseline,
    respiratoryRate: MetricBaseline, skinTemperature: Double?, hoursSinceNewestRecord: Double?,
    hasRecentHRV: Bool, pmcEstablished: Bool, tsbTenths: Int?, illnessWatchYesterday: Bool
  ) {
    self.hasMainSleep = hasMainSleep
    self.hrv = hrv
    self.restingHeartRate = restingHeartRate
    self.respiratoryRate = respiratoryRate
    self.skinTemperature = skinTemperature
    self.hoursSinceNewestRecord = hoursSinceNewestRecord
    self.hasRecentHRV = hasRecentHRV
    self.pmcEstablished = pmcEstablished
    self.tsbTenths = tsbTenths
    self.illnessWatchYesterday = illnessWatchYesterday
  }
}

/// The alert conditions of docs/algorithm.md §11 as pure evaluations on displayed values.
///
/// Thresholds compare displayed values exactly, in integer units of their last digit: heart and
/// breathing rates in tenths, z values in hundredths, temperatures in hundredths of a degree (the
/// method names no precision for temperature; sensors report hundredths, so that is what is
/// shown).
public enum AlertConditions {
  /// Staleness limit, hours before 09:00 on D.
  public static let staleHours = 36.0

  /// Every condition that holds on D, in the order of the table.
  public static func evaluate(_ inputs: AlertInputs) -> [AlertCondition] {
    var alerts: [AlertCondition] = []
    let hasHRVToday = inputs.hrv.today != nil
    let hasRHRToday = inputs.restingHeartRate.today != nil
    if !inputs.hasMainSleep, hasHRVToday || hasRHRToday {
      alerts.append(AlertCondition(id: .missingSleep, severity: .warning, evidence: []))
    }
    if !inputs.hasMainSleep, !hasHRVToday, !hasRHRToday,
      let hours = inputs.hoursSinceNewestRecord, hours > staleHours
    {
      alerts.append(
        AlertCondition(
          id: .staleData, severity: .warning,
          evidence: [.number("hoursSinceNewestRecord", hours, decimals: 1)]))
    }
    if inputs.hrv.calibration == .calibrating, inputs.hasRecentHRV {
      alerts.append(
        AlertCondition(
          id: .calibrating, severity: .info,
          evidence: [
            .number("days", Double(inputs.hrv.days60), decimals: 0),
            .number("daysNeeded", Double(HRVBaseline.normalRangeMinimumDays), decimals: 0),
          ]))
    }
    if let zToday = hrvSuppressedZ(inputs.hrv) {
      let critical = Rounding.units(zToday, decimals: 2) <= -250
      alerts.append(
        AlertCondition(
          id: .hrvSuppressed, severity: critical ? .critical : .warning,
          evidence: hrvEvidence(inputs.hrv)))
    }
    if restingHeartRateElevated(inputs.restingHeartRate) {
      alerts.append(
        AlertCondition(
          id: .rhrElevated, severity: .warning,
          evidence: metricEvidence("restingHeartRate", inputs.restingHeartRate)))
    }
    if inputs.pmcEstablished, let tsb = inputs.tsbTenths, tsb < -300, let z7 = inputs.hrv.z7,
      Rounding.units(z7, decimals: 2) < -50
    {
      alerts.append(
        AlertCondition(
          id: .overtraining, severity: .warning,
          evidence: [
            .number("tsb", Double(tsb) / 10, decimals: 1), .number("z7", z7, decimals: 2),
          ]))
    }
    let signs = illnessSigns(inputs)
    if signs.count >= 2 {
      alerts.append(
        AlertCondition(
          id: .illnessWatch, severity: inputs.illnessWatchYesterday ? .critical : .warning,
          evidence: signs.map { illnessEvidence($0, inputs) }))
    }
    return alerts
  }

  /// The illness signs that hold: `rhr` (`r_D − b_r ≥ 5`), `hrv` (`z_today ≤ −1.5`),
  /// `respiratory` (`q_D − b_q ≥ 1.5`), `temperature` (`t_D ≥ 0.5`).
  public static func illnessSigns(_ inputs: AlertInputs) -> [String] {
    var signs: [String] = []
    if restingHeartRateElevated(inputs.restingHeartRate) { signs.append("rhr") }
    if hrvSuppressedZ(inputs.hrv) != nil { signs.append("hrv") }
    if let today = inputs.respiratoryRate.today, let baseline = inputs.respiratoryRate.baseline,
      Rounding.units(today, decimals: 1) - Rounding.units(baseline, decimals: 1) >= 15
    {
      signs.append("respiratory")
    }
    if let temperature = inputs.skinTemperature, Rounding.units(temperature, decimals: 2) >= 50 {
      signs.append("temperature")
    }
    return signs
  }

  /// The displayed number behind one illness sign: the rise in resting HR (bpm) or breathing
  /// (per minute) over baseline, today's z, or the temperature deviation (°C).
  static func illnessEvidence(_ sign: String, _ inputs: AlertInputs) -> Figure {
    func rise(_ metric: MetricBaseline) -> Double? {
      guard let today = metric.today, let baseline = metric.baseline else { return nil }
      return Double(Rounding.units(today, decimals: 1) - Rounding.units(baseline, decimals: 1)) / 10
    }
    switch sign {
    case "rhr": return .number(sign, rise(inputs.restingHeartRate), decimals: 1)
    case "hrv": return .number(sign, inputs.hrv.zToday, decimals: 2)
    case "respiratory": return .number(sign, rise(inputs.respiratoryRate), decimals: 1)
    default: return .number(sign, inputs.skinTemperature, decimals: 2)
    }
  }

  static func restingHeartRateElevated(_ rhr: MetricBaseline) -> Bool {
    guard let today = rhr.today, let baseline = rhr.baseline else { return false }
    return Rounding.units(today, decimals: 1) - Rounding.units(baseline, decimals: 1) >= 50
  }

  static func hrvSuppressedZ(_ hrv: HRVBaseline) -> Double? {
    guard let zToday = hrv.zToday, Rounding.units(zToday, decimals: 2) <= -150 else { return nil }
    return zToday
  }

  private static func hrvEvidence(_ hrv: HRVBaseline) -> [Figure] {
    [
      .number("zToday", hrv.zToday, decimals: 2),
      .number("todayMs", hrv.today.map { exp($0) }, decimals: 1),
      .number("mean60Ms", hrv.mean60.map { exp($0) }, decimals: 1),
    ]
  }

  private static func metricEvidence(_ name: String, _ metric: MetricBaseline) -> [Figure] {
    [
      .number(name, metric.today, decimals: 1), .number("baseline", metric.baseline, decimals: 1),
    ]
  }
}
