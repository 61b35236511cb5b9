import Foundation

/// The training-load inputs of the recovery form component (docs/algorithm.md §6).
public struct FormInput: Hashable, Sendable {
  /// Whether the PMC is established at D (docs/algorithm.md §8).
  public var established: Bool
  /// `CTL(D−1)`, unrounded.
  public var ctlYesterday: Double?
  /// `ATL(D−1)`, unrounded.
  public var atlYesterday: Double?
  /// `L(D−1)`, yesterday's training load.
  public var loadYesterday: Double

  /// Creates form inputs.
  public init(
    established: Bool, ctlYesterday: Double?, atlYesterday: Double?, loadYesterday: Double
  ) {
    self.established = established
    self.ctlYesterday = ctlYesterday
    self.atlYesterday = atlYesterday
    self.loadYesterday = loadYesterday
  }
}

/// Everything recovery reads: the sleep score of D is an explicit input (docs/algorithm.md §6).
public struct RecoveryInputs: Hashable, Sendable {
  /// HRV baselines of D.
  public var hrv: HRVBaseline
  /// Resting heart rate of D and its baseline, bpm.
  public var restingHeartRate: MetricBaseline
  /// Respiratory rate of D and its baseline, breaths/min.
  public var respiratoryRate: MetricBaseline
  /// The displayed sleep score of D, or `nil`.
  public var sleepScore: Int?
  /// Training-load inputs.
  public var form: FormInput

  /// Creates recovery inputs.
  public init(
    hrv: HRVBaseline, restingHeartRate: MetricBaseline, respiratoryRate: MetricBaseline,
    sleepScore: Int?, form: FormInput
  ) {
    self.hrv = hrv
    self.restingHeartRate = restingHeartRate
    self.respiratoryRate = respiratoryRate
    self.sleepScore = sleepScore
    self.form = form
  }
}

/// The recovery score of docs/algorithm.md §6: hrv 30, rhr 20, sleep 30, respiratory 10, form 10.
public enum RecoveryScore {
  /// HRV sub-score on the combined z.
  public static let hrvMap = PiecewiseLinear([
    (-3.5, 0), (-3, 10), (-2, 35), (-1.5, 50), (-1, 65), (-0.5, 80), (0, 90), (0.5, 100),
  ])
  /// Resting-HR sub-score on `Δr = (r_D − b_r)/b_r`.
  public static let restingHeartRateMap = PiecewiseLinear([
    (0, 100), (0.08, 88), (0.15, 67), (0.25, 37), (0.62, 0),
  ])
  /// Respiratory sub-score on `Δq = (q_D − b_q)/b_q`.
  public static let respiratoryMap = PiecewiseLinear([
    (-0.30, 40), (-0.15, 70), (-0.05, 100), (0.05, 100), (0.15, 50), (0.40, 0),
  ])
  /// Form sub-score on `ATL/CTL`.
  public static let loadRatioMap = PiecewiseLinear([(1.0, 100), (1.5, 50), (2.5, 0)])
  /// Form penalty on yesterday's load.
  public static let loadPenaltyMap = PiecewiseLinear([(50, 0), (100, 10), (200, 25), (350, 40)])

  /// The integer weights of the five components.
  public static let weights = (hrv: 30, restingHeartRate: 20, sleep: 30, respiratory: 10, form: 10)

  /// The components of which at least two must be present for a score.
  public static let coreComponents: Set<ComponentName> = [.hrv, .restingHeartRate, .sleep]

  /// The recovery score of D; with `.scores`, its value without the ledger (`ScoreDetail`).
  public static func score(_ inputs: RecoveryInputs, detail: ScoreDetail = .ledger)
    -> WeightedScore
  {
    // Room for the five components at once: grown one by one, the list was copied three times
    // in every report.
    var present: [ComponentInput] = []
    present.reserveCapacity(5)
    var absent: [AbsentComponent] = []
    func add(_ result: Result<ComponentInput, AbsentReasonError>) {
      switch result {
      case .success(let component): present.append(component)
      case .failure(let missing): absent.append(missing.component)
      }
    }
    add(hrvComponent(inputs.hrv, detail: detail))
    add(
      baselineComponent(
        .restingHeartRate, weight: weights.restingHeartRate, inputs.restingHeartRate,
        map: restingHeartRateMap, detail: detail))
    if let sleep = inputs.sleepScore {
      present.append(
        ComponentInput(
          name: .sleep, weight: weights.sleep, subScore: Double(sleep),
          detail: detail, inputs: [.number("sleepScore", Double(sleep), decimals: 0)]))
    } else {
      absent.append(AbsentComponent(name: .sleep, reason: .noSleep))
    }
    add(
      baselineComponent(
        .respiratory, weight: weights.respiratory, inputs.respiratoryRate, map: respiratoryMap,
        detail: detail))
    add(formComponent(inputs.form, detail: detail))
    let coreCount = present.filter { coreComponents.contains($0.name) }.count
    guard coreCount >= 2 else {
      return .unavailable(reason: .insufficientData, absent: detail == .ledger ? absent : [])
    }
    return Ledger.weigh(
      present, absent: absent, quality: coreCount == 3 ? .full : .limited, detail: detail)
  }

  /// The form sub-score: `max(0, pl(ATL/CTL) − pl(L(D−1)))`.
  public static func formScore(ctl: Double, atl: Double, loadYesterday: Double) -> Double {
    max(0, loadRatioMap(atl / ctl) - loadPenaltyMap(loadYesterday))
  }

  static func hrvComponent(_ hrv: HRVBaseline, detail: ScoreDetail = .ledger)
    -> Result<ComponentInput, AbsentReasonError>
  {
    guard hrv.isNormalRangeReady else {
      return .failure(AbsentReasonError(name: .hrv, reason: .calibrating))
    }
    guard let z = hrv.z else { return .failure(AbsentReasonError(name: .hrv, reason: .noData)) }
    return .success(
      ComponentInput(
        name: .hrv, weight: weights.hrv, subScore: hrvMap(z),
        detail: detail,
        inputs: [
          Figure("kind", hrv.kind.map { .text($0.rawValue) } ?? .none),
          .number("todayMs", hrv.today.map(exp), decimals: 1),
          .number("mean7Ms", hrv.mean7.map(exp), decimals: 1),
          .number("mean60Ms", hrv.mean60.map(exp), decimals: 1),
          .number("sd60", hrv.sd60, decimals: 3),
          .number("zToday", hrv.zToday, decimals: 2),
          .number("z7", hrv.z7, decimals: 2),
          .number("z", z, decimals: 2),
        ]))
  }

  /// A component on a value of D against its baseline (resting HR, breathing rate): `no-data`
  /// without the day's value, `no-baseline` without the baseline, else `map` of the relative
  /// deviation `(today − baseline)/baseline`.
  static func baselineComponent(
    _ name: ComponentName, weight: Int, _ metric: MetricBaseline, map: PiecewiseLinear,
    detail: ScoreDetail = .ledger
  ) -> Result<ComponentInput, AbsentReasonError> {
    guard let today = metric.today else {
      return .failure(AbsentReasonError(name: name, reason: .noData))
    }
    guard let baseline = metric.baseline, let deviation = metric.relativeDeviation else {
      return .failure(AbsentReasonError(name: name, reason: .noBaseline))
    }
    return .success(
      ComponentInput(
        name: name, weight: weight, subScore: map(deviation),
        detail: detail,
        inputs: [
          .number("today", today, decimals: 1), .number("baseline", baseline, decimals: 1),
          .number("deviation", deviation, decimals: 3),
        ]))
  }

  /// Present when the PMC is established and the displayed `CTL(D−1)` is at least 10.0; the
  /// ratio itself uses the unrounded values, as worked example 4 of docs/algorithm.md does.
  static func formComponent(_ form: FormInput, detail: ScoreDetail = .ledger)
    -> Result<ComponentInput, AbsentReasonError>
  {
    guard form.established, let ctl = form.ctlYesterday, let atl = form.atlYesterday else {
      return .failure(AbsentReasonError(name: .form, reason: .pmcWarmup))
    }
    guard Rounding.units(ctl, decimals: 1) >= 100 else {
      return .failure(AbsentReasonError(name: .form, reason: .lowFitness))
    }
    return .success(
      ComponentInput(
        name: .form, weight: weights.form,
        subScore: formScore(ctl: ctl, atl: atl, loadYesterday: form.loadYesterday),
        detail: detail,
        inputs: [
          .number("ctl", ctl, decimals: 1), .number("atl", atl, decimals: 1),
          .number("ratio", atl / ctl, decimals: 3),
          .number("loadYesterday", form.loadYesterday, decimals: 1),
          .number("penalty", loadPenaltyMap(form.loadYesterday), decimals: 1),
        ]))
  }
}
