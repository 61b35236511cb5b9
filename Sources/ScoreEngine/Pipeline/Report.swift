/// Training load and form for score date D (docs/algorithm.md §8).
public struct LoadSummary: Hashable, Sendable {
  /// `CTL(D−1)`, this morning's fitness; `nil` before the PMC has a value.
  public var ctl: Double?
  /// `ATL(D−1)`, this morning's fatigue.
  public var atl: Double?
  /// `CTL(D)` after today's sessions.
  public var ctlToday: Double?
  /// `ATL(D)` after today's sessions.
  public var atlToday: Double?
  /// `CTL(D) − CTL(D−7)`.
  public var rampRate: Double?
  /// `L(D)`.
  public var today: Double
  /// `L(D−1)`.
  public var yesterday: Double
  /// Whether the PMC is established at D.
  public var established: Bool
  /// TSB from the displayed CTL and ATL, in tenths: `ctl − atl` exactly.
  public var tsbTenths: Int?
  /// Displayed morning TSB of the 14 days `D−13 … D`, in tenths, oldest first.
  public var recentTSBTenths: [Int?]
  /// The PMC's time constants.
  public var constants: PMCConstants
  /// The PMC's first day, `nil` without any activity or `fitness` record.
  public var startDay: LocalDate?
  /// The `fitness` record the PMC is anchored on, if any.
  public var anchor: FitnessSeed?

  /// `tsbTenths / 10`.
  public var tsb: Double? { tsbTenths.map { Double($0) / 10 } }

  /// The form zone, only when the PMC is established.
  public var formZone: FormZone? {
    guard established, let tsbTenths else { return nil }
    return FormZone(tsbTenths: tsbTenths)
  }
}

/// Everything the engine says about one date: the three scores with their ledgers, last night,
/// baselines, load, activities, and the alert conditions (docs/algorithm.md §1.2).
public struct Report: Hashable, Sendable {
  /// The score date D.
  public var date: LocalDate
  /// HRV calibration at D.
  public var calibration: Calibration
  /// The sleep score (docs/algorithm.md §5).
  public var sleep: WeightedScore
  /// The recovery score, computed with `sleep` as an input (docs/algorithm.md §6).
  public var recovery: WeightedScore
  /// Strain (docs/algorithm.md §9).
  public var strain: StrainScore
  /// The main sleep of D, if any.
  public var night: SleepNight?
  /// Sessions with sleep date D other than the main sleep.
  public var naps: Int
  /// HRV baselines and z values.
  public var hrv: HRVBaseline
  /// Resting heart rate and its baseline, bpm.
  public var restingHeartRate: MetricBaseline
  /// Respiratory rate and its baseline, breaths/min.
  public var respiratoryRate: MetricBaseline
  /// Skin-temperature deviation of D, °C.
  public var skinTemperature: Double?
  /// Load and form.
  public var load: LoadSummary
  /// Activities of D, in order of start.
  public var activitiesToday: [MergedActivity]
  /// The most recent activity on or before D.
  public var latestActivity: MergedActivity?
  /// Steps of D.
  public var steps: Double?
  /// Active energy of D, kcal.
  public var activeEnergy: Double?
  /// Alert conditions that hold on D.
  public var alerts: [AlertCondition]
  /// Records that were rejected before scoring, by reason.
  public var rejected: RejectionCounts
}
