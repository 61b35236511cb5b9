/// The normalised inputs of the engine: every record kind of docs/formats.md §1.
///
/// Order matters for daily values: when one source gives a day's value twice, the later record in
/// its array wins (docs/algorithm.md §3).
public struct RecordSet: Hashable, Sendable {
  /// Sleep stage segments.
  public var sleep: [SleepSegment] = []
  /// Sleeps given as bounds and stage totals, without segments.
  public var sleepSummaries: [SleepSummary] = []
  /// Nightly totals without bounds.
  public var dailySleep: [DailySleep] = []
  /// HRV samples.
  public var hrv: [HRVSample] = []
  /// Daily HRV values.
  public var dailyHRV: [DailyHRV] = []
  /// Daily resting heart rate, bpm.
  public var restingHeartRate: [DailyValue] = []
  /// Respiratory-rate samples.
  public var respiratoryRate: [RespiratorySample] = []
  /// Daily respiratory rate, breaths/min.
  public var dailyRespiratoryRate: [DailyValue] = []
  /// Daily skin-temperature deviation, °C.
  public var skinTemperature: [DailyValue] = []
  /// Daily step counts.
  public var steps: [DailyValue] = []
  /// Daily active energy, kcal.
  public var activeEnergy: [DailyValue] = []
  /// PMC seeds.
  public var fitness: [FitnessSeed] = []
  /// Activity recordings.
  public var activities: [Activity] = []

  /// Creates an empty set.
  public init() {}

  /// The number of records of every kind.
  public var count: Int {
    sleep.count + sleepSummaries.count + dailySleep.count + hrv.count + dailyHRV.count
      + restingHeartRate.count
      + respiratoryRate.count + dailyRespiratoryRate.count + skinTemperature.count + steps.count
      + activeEnergy.count + fitness.count + activities.count
  }

  /// Whether there are no records.
  public var isEmpty: Bool { count == 0 }

  /// Appends every record of `other` after this set's records.
  public mutating func append(contentsOf other: RecordSet) {
    sleep += other.sleep
    sleepSummaries += other.sleepSummaries
    dailySleep += other.dailySleep
    hrv += other.hrv
    dailyHRV += other.dailyHRV
    restingHeartRate += other.restingHeartRate
    respiratoryRate += other.respiratoryRate
    dailyRespiratoryRate += other.dailyRespiratoryRate
    skinTemperature += other.skinTemperature
    steps += other.steps
    activeEnergy += other.activeEnergy
    fitness += other.fitness
    activities += other.activities
  }
}
