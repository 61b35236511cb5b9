import Foundation

/// The training side of an athlete's history: activities after de-duplication with their loads,
/// the daily loads `L(d)` and the PMC (docs/algorithm.md §7 and §8).
///
/// Nothing in it depends on the date being scored. `compute` builds it from every activity and
/// fitness record (and the resting heart rates that the heart-rate settings read); a store can
/// keep it, since it changes only when those records or the settings change, and hand back just
/// the days a report reads through `init(activities:loads:chart:)`.
public struct TrainingLedger: Hashable, Sendable {
  /// Activities after de-duplication, in order of start (ties: id).
  public let activities: [MergedActivity]
  /// `L(d)` by day number; days without activities are absent (0).
  public let loads: [Int: Double]
  /// CTL and ATL per day.
  public let chart: PerformanceChart
  private let activitiesByDay: [Int: [Int]]

  /// A ledger of `activities` (any order), daily `loads` and `chart`.
  public init(activities: [MergedActivity], loads: [Int: Double], chart: PerformanceChart) {
    self.activities = activities.sorted(by: Self.startsBefore)
    self.loads = loads
    self.chart = chart
    var byDay: [Int: [Int]] = [:]
    for (index, activity) in self.activities.enumerated() {
      byDay[activity.date.dayNumber, default: []].append(index)
    }
    self.activitiesByDay = byDay
  }

  /// The ledger of every activity and fitness record in `records` for `profile`.
  ///
  /// Invalid records are skipped (as `AthleteHistory` rejects them). Heart-rate settings are
  /// those of each activity's own date, so a past ride's load never depends on the score date.
  /// `corrections` are the rider's (docs/algorithm.md §7.5): applied to the recordings before
  /// their loads are computed, and to the merged activities after.
  public static func compute(
    _ records: RecordSet, profile: AthleteProfile, corrections: [ActivityCorrection] = []
  ) -> TrainingLedger {
    var relevant = RecordSet()
    relevant.activities = records.activities
    relevant.fitness = records.fitness
    relevant.restingHeartRate = records.restingHeartRate
    let valid = RecordValidator.validate(relevant).valid
    let clock = profile.clock
    let restingHeartRate = DailyResolver.resolve(
      valid.restingHeartRate, precedence: profile.precedence, rule: .firstByName
    ).mapValues(\.value)
    return compute(
      valid, profile: profile, clock: clock, restingHeartRate: restingHeartRate,
      corrections: corrections)
  }

  /// The ledger of validated records, with the day's resting heart rates already resolved.
  static func compute(
    _ valid: RecordSet, profile: AthleteProfile, clock: ZoneClock, restingHeartRate: [Int: Double],
    corrections: [ActivityCorrection] = []
  ) -> TrainingLedger {
    let settings = HeartRateSettingsResolver(
      profile: profile, activities: valid.activities, clock: clock,
      restingHeartRate: restingHeartRate)
    let thresholds = profile.powerThresholds
    func load(_ activity: Activity) -> ActivityLoad {
      LoadCalculator.load(
        of: activity, thresholds: thresholds,
        heartRate: settings.settings(on: clock.day(of: activity.start)))
    }
    let changes = CorrectionIndex(corrections, activities: valid.activities, profile: profile)
    var merged = ActivityMerger.merge(
      valid.activities, precedence: profile.precedence, dayOf: clock.day(of:)
    ) { activity in
      load(changes.corrected(activity))
    }
    if !changes.isEmpty {
      merged = merged.map { changes.apply(to: $0, recordings: valid.activities, load: load) }
    }
    var loads: [Int: Double] = [:]
    for activity in merged {
      loads[activity.date.dayNumber, default: 0] += activity.load
    }
    let anchor = Self.anchor(valid.fitness, precedence: profile.precedence)
    let chart = PerformanceChart(
      loads: loads, anchor: anchor, constants: profile.pmcConstants,
      lastDay: LocalDate(
        dayNumber: [loads.keys.max(), anchor?.date.dayNumber].compactMap { $0 }.max() ?? 0))
    return TrainingLedger(activities: merged, loads: loads, chart: chart)
  }

  /// The `fitness` record the PMC is anchored on: of the earliest day that has one, the record of
  /// the highest-precedence provider, then the source name that sorts first (byte order).
  static func anchor(_ records: [FitnessSeed], precedence: SourcePrecedence) -> FitnessSeed? {
    guard let day = records.map(\.date).min() else { return nil }
    return records.filter { $0.date == day }.min { a, b in
      let rankA = precedence.rank(a.source.provider)
      let rankB = precedence.rank(b.source.provider)
      if rankA != rankB { return rankA < rankB }
      return SourceOrder.precedes(a.source, b.source)
    }
  }

  /// The activities whose start is on `date`, in order of start.
  public func activities(on date: LocalDate) -> [MergedActivity] {
    (activitiesByDay[date.dayNumber] ?? []).map { activities[$0] }
  }

  /// The most recent activity that started on or before `date`.
  public func latestActivity(onOrBefore date: LocalDate) -> MergedActivity? {
    let index = activities.partitioningIndex { $0.date > date }
    return index > 0 ? activities[index - 1] : nil
  }

  /// `L(d)` of `date`: the sum of its activities' loads, 0 without activities.
  public func load(on date: LocalDate) -> Double {
    loads[date.dayNumber] ?? 0
  }

  static func startsBefore(_ a: MergedActivity, _ b: MergedActivity) -> Bool {
    a.start < b.start || (a.start == b.start && a.id < b.id)
  }
}
