/// The heart-rate settings in force on each activity date (docs/algorithm.md §7.4).
///
/// `rest` = configured resting HR, else the resting-HR baseline of that date, else 60; `max` =
/// configured max HR, else the highest `maxHeartRate` of any activity record on the days
/// `[date − 364, date]` when it is at least 150, else 190; `LTHR` = configured, else
/// `round(0.9 · max)`. A past ride's load therefore never changes with the score date.
struct HeartRateSettingsResolver {
  /// The resting heart rate used when neither config nor baseline gives one.
  static let defaultResting = 60.0
  /// The maximum heart rate used when neither config nor records give one.
  static let defaultMaximum = 190.0
  /// The lowest recorded maximum that is trusted as the athlete's maximum.
  static let minimumRecordedMaximum = 150.0

  let profile: AthleteProfile
  let restingHeartRate: [Int: Double]
  /// Each day's highest recorded `maxHeartRate`, sorted by day number.
  let recordedMaxima: [(day: Int, bpm: Double)]

  init(
    profile: AthleteProfile, activities: [Activity], clock: ZoneClock,
    restingHeartRate: [Int: Double]
  ) {
    self.profile = profile
    self.restingHeartRate = restingHeartRate
    var maxima: [Int: Double] = [:]
    if profile.maxHeartRate == nil {
      for activity in activities {
        guard let bpm = activity.maxHeartRate else { continue }
        let day = clock.day(of: activity.start).dayNumber
        maxima[day] = max(maxima[day] ?? 0, bpm)
      }
    }
    self.recordedMaxima = maxima.map { (day: $0.key, bpm: $0.value) }.sorted { $0.day < $1.day }
  }

  /// The settings of `date`.
  func settings(on date: LocalDate) -> HeartRateSettings {
    let resting =
      profile.restingHeartRate
      ?? MetricBaseline(date: date) { restingHeartRate[$0.dayNumber] }.baseline
      ?? Self.defaultResting
    let maximum = profile.maxHeartRate ?? recordedMaximum(on: date)
    let threshold = profile.thresholdHeartRate ?? Rounding.display(0.9 * maximum, decimals: 0)
    return HeartRateSettings(
      resting: resting, maximum: maximum, threshold: threshold, sex: profile.sex)
  }

  private func recordedMaximum(on date: LocalDate) -> Double {
    var index = recordedMaxima.partitioningIndex { $0.day >= date.dayNumber - 364 }
    var highest = 0.0
    while index < recordedMaxima.count, recordedMaxima[index].day <= date.dayNumber {
      highest = max(highest, recordedMaxima[index].bpm)
      index += 1
    }
    return highest >= Self.minimumRecordedMaximum ? highest : Self.defaultMaximum
  }
}
