import Foundation

/// Per-record validation of docs/algorithm.md §12.
///
/// A record with a wrong value is rejected whole and counted with its reason; a bad heart-rate
/// sample is dropped from its activity, which is kept. Importers call the `problem(…)` functions to
/// report each record; the pipeline calls `validate(_:)` so that bad input never reaches a formula.
public enum RecordValidator {
  /// Valid ranges, inclusive, by field.
  public enum Range {
    /// HRV, milliseconds.
    public static let hrvMilliseconds = 5.0...300
    /// Resting heart rate, bpm.
    public static let restingHeartRate = 25.0...120
    /// Respiratory rate, breaths/min.
    public static let respiratoryRate = 5.0...40
    /// Skin-temperature deviation, °C.
    public static let skinTemperature = -5.0...5
    /// Nightly sleep total, seconds.
    public static let dailySleepSeconds = 0.0...86_400
    /// Steps per day.
    public static let steps = 0.0...200_000
    /// Active energy per day, kcal.
    public static let activeEnergy = 0.0...20_000
    /// CTL and ATL of a fitness record.
    public static let fitness = 0.0...300
    /// Activity duration, seconds: up to 14 days, so that a multi-day tour recorded as one
    /// activity is kept.
    public static let durationSeconds = 1.0...1_209_600
    /// Heart rate of an activity or a stream sample, bpm.
    public static let heartRate = 25.0...250
    /// Power and normalized power, watts.
    public static let power = 0.0...2500
    /// FTP, watts.
    public static let ftp = 50.0...600
    /// RPE.
    public static let rpe = 1.0...10
    /// A source-computed load. The method gives no range; 0–33600 admits the longest valid
    /// activity (14 days) at threshold, 100 an hour, and rejects garbage that would swamp the
    /// PMC.
    public static let trainingLoad = 0.0...33_600
  }

  /// The problem with a sleep segment, or `nil` when it is valid.
  public static func problem(of segment: SleepSegment) -> RecordProblem? {
    let start = segment.start.timeIntervalSince1970
    let end = segment.end.timeIntervalSince1970
    guard start.isFinite, end.isFinite else {
      return RecordProblem(reason: RejectionReason(field: "sleep", rule: .notFinite))
    }
    if end < start {
      return RecordProblem(reason: RejectionReason(field: "sleep", rule: .endBeforeStart))
    }
    if end - start > 86_400 {
      return RecordProblem(reason: RejectionReason(field: "sleep", rule: .longerThan24Hours))
    }
    return nil
  }

  /// The problem with one number of a record, or `nil` when it is finite and in `range`.
  public static func problem(
    _ field: String, _ value: Double, in range: ClosedRange<Double>
  ) -> RecordProblem? {
    guard value.isFinite else {
      return RecordProblem(reason: RejectionReason(field: field, rule: .notFinite), value: nil)
    }
    guard range.contains(value) else {
      let upper: Double? = range.upperBound == .infinity ? nil : range.upperBound
      return RecordProblem(
        reason: RejectionReason(
          field: field, rule: .outOfRange(lower: range.lowerBound, upper: upper)),
        value: value)
    }
    return nil
  }

  /// The problem with an activity (its heart-rate samples are checked separately), or `nil`.
  public static func problem(of activity: Activity) -> RecordProblem? {
    if !activity.start.timeIntervalSince1970.isFinite {
      return RecordProblem(reason: RejectionReason(field: "activities.start", rule: .notFinite))
    }
    let checks: [(String, Double?, ClosedRange<Double>)] = [
      ("activities.durationSeconds", activity.durationSeconds, Range.durationSeconds),
      ("activities.averageHeartRate", activity.averageHeartRate, Range.heartRate),
      ("activities.maxHeartRate", activity.maxHeartRate, Range.heartRate),
      ("activities.averagePower", activity.averagePower, Range.power),
      ("activities.normalizedPower", activity.normalizedPower, Range.power),
      ("activities.ftp", activity.ftp, Range.ftp),
      ("activities.rpe", activity.rpe, Range.rpe),
      ("activities.distanceMeters", activity.distanceMeters, 0...Double.infinity),
      ("activities.ascentMeters", activity.ascentMeters, 0...Double.infinity),
      ("activities.trainingLoad", activity.trainingLoad, Range.trainingLoad),
      ("activities.kcal", activity.energyKilocalories, Range.activeEnergy),
    ]
    for (field, value, range) in checks {
      if let value, let problem = problem(field, value, in: range) { return problem }
    }
    return nil
  }

  /// The problem with one heart-rate sample, or `nil` when it is usable.
  public static func problem(of sample: HeartRateSample) -> RecordProblem? {
    if sample.offset >= 0, sample.offset.isFinite, Range.heartRate.contains(sample.bpm) {
      return nil
    }
    if let problem = problem("activities.heartRate.offset", sample.offset, in: 0...Double.infinity)
    {
      return problem
    }
    return problem("activities.heartRate.bpm", sample.bpm, in: Range.heartRate)
  }

  /// The valid records of `records`, and counts of what was rejected or dropped, by reason.
  public static func validate(_ records: RecordSet) -> (valid: RecordSet, rejected: RejectionCounts)
  {
    var counts = RejectionCounts()
    var valid = RecordSet()
    let records = keepingDates(records) { problem, _ in counts.reject(problem.reason) }
    func keep<Record>(_ items: [Record], _ check: (Record) -> RecordProblem?) -> [Record] {
      // Without a rejected record the list is kept as it is, not copied: a year's window holds
      // thousands of sleep segments.
      guard items.contains(where: { check($0) != nil }) else { return items }
      return items.filter { item in
        guard let problem = check(item) else { return true }
        counts.reject(problem.reason)
        return false
      }
    }
    valid.sleep = keep(records.sleep, problem(of:))
    valid.sleepSummaries = keep(records.sleepSummaries, problem(of:))
    valid.dailySleep = keep(records.dailySleep) {
      problem("dailySleep.seconds", $0.seconds, in: Range.dailySleepSeconds)
    }
    valid.hrv = keep(records.hrv) {
      timeProblem("hrv", $0.time) ?? problem("hrv.ms", $0.milliseconds, in: Range.hrvMilliseconds)
    }
    valid.dailyHRV = keep(records.dailyHRV) {
      problem("dailyHrv.ms", $0.milliseconds, in: Range.hrvMilliseconds)
    }
    valid.restingHeartRate = keep(records.restingHeartRate) {
      problem("restingHeartRate.bpm", $0.value, in: Range.restingHeartRate)
    }
    valid.respiratoryRate = keep(records.respiratoryRate) {
      timeProblem("respiratoryRate", $0.time)
        ?? problem("respiratoryRate.brpm", $0.breathsPerMinute, in: Range.respiratoryRate)
    }
    valid.dailyRespiratoryRate = keep(records.dailyRespiratoryRate) {
      problem("dailyRespiratoryRate.brpm", $0.value, in: Range.respiratoryRate)
    }
    valid.skinTemperature = keep(records.skinTemperature) {
      problem("skinTemperature.deviationC", $0.value, in: Range.skinTemperature)
    }
    valid.steps = keep(records.steps) { problem("steps.count", $0.value, in: Range.steps) }
    valid.activeEnergy = keep(records.activeEnergy) {
      problem("activeEnergy.kcal", $0.value, in: Range.activeEnergy)
    }
    valid.fitness = keep(records.fitness) {
      problem("fitness.ctl", $0.ctl, in: Range.fitness)
        ?? problem("fitness.atl", $0.atl, in: Range.fitness)
    }
    valid.activities = keep(records.activities, problem(of:)).map { activity in
      // Most streams are clean; only copy one that has a sample to drop.
      guard !activity.heartRate.allSatisfy({ problem(of: $0) == nil }) else { return activity }
      var cleaned = activity
      cleaned.heartRate = activity.heartRate.filter { sample in
        guard let problem = problem(of: sample) else { return true }
        counts.drop(problem.reason)
        return false
      }
      return cleaned
    }
    return (valid, counts)
  }

  private static func timeProblem(_ field: String, _ time: Date) -> RecordProblem? {
    time.timeIntervalSince1970.isFinite
      ? nil : RecordProblem(reason: RejectionReason(field: "\(field).time", rule: .notFinite))
  }
}
