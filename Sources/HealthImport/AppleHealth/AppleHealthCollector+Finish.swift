import Foundation
import ScoreEngine

extension AppleHealthCollector {
  /// Sleeping wrist temperature baseline: the median of the same source's nights in
  /// `[D − baselineDays, D − 1]`, ready with at least `baselineMinimumNights` of them.
  ///
  /// The export holds the absolute temperature of each night; the engine wants the deviation from
  /// the athlete's normal (docs/formats.md §1.4). 30 days matches the resting-HR baseline of
  /// docs/algorithm.md §4.2; 5 nights is how long the Health app waits to show them; the median
  /// keeps a feverish night from moving the baseline. Nights before the baseline is ready give no
  /// value rather than a guess.
  static let baselineDays = 30
  /// See `baselineDays`.
  static let baselineMinimumNights = 5

  /// The records, in a canonical order so that the same export always gives the same output.
  mutating func records(kinds: [AppleHealthKind: Int]) -> RecordSet {
    settleHeartRate(type: kinds[.heartRate])
    var records = RecordSet()
    records.activities = activities(heartRateType: kinds[.heartRate])
    records.sleep = sleep.sorted { a, b in
      if a.start != b.start { return a.start < b.start }
      if a.end != b.end { return a.end < b.end }
      if a.stage != b.stage { return Self.stageRank(a.stage) < Self.stageRank(b.stage) }
      return SourceOrder.precedes(a.source, b.source)
    }
    records.hrv = hrv.sorted { a, b in
      if a.time != b.time { return a.time < b.time }
      if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
      if a.source != b.source { return SourceOrder.precedes(a.source, b.source) }
      return a.milliseconds < b.milliseconds
    }
    records.respiratoryRate = respiratory.sorted { a, b in
      if a.time != b.time { return a.time < b.time }
      if a.source != b.source { return SourceOrder.precedes(a.source, b.source) }
      return a.breathsPerMinute < b.breathsPerMinute
    }
    records.restingHeartRate = dailyValues(restingHeartRate.mapValues(\.mean))
    records.steps = validated(
      dailyValues(steps.sums), field: "steps.count", range: RecordValidator.Range.steps,
      type: kinds[.steps])
    records.activeEnergy = validated(
      dailyValues(activeEnergy.sums), field: "activeEnergy.kcal",
      range: RecordValidator.Range.activeEnergy, type: kinds[.activeEnergy])
    records.skinTemperature = validated(
      temperatureDeviations(), field: "skinTemperature.deviationC",
      range: RecordValidator.Range.skinTemperature, type: kinds[.wristTemperature])
    return records
  }

  private static func stageRank(_ stage: SleepStage) -> Int {
    SleepStage.allCases.firstIndex(of: stage) ?? 0
  }

  /// One value per day and source, ordered by date then source name.
  private func dailyValues(_ values: [Int: Double]) -> [DailyValue] {
    values.map { key, value in
      DailyValue(
        date: LocalDate(dayNumber: key >> 24), value: value, source: sources[key & 0xFF_FFFF])
    }.sorted {
      $0.date != $1.date ? $0.date < $1.date : SourceOrder.precedes($0.source, $1.source)
    }
  }

  /// The values inside `range`; the rest are logged as rejected records of `type`.
  private mutating func validated(
    _ values: [DailyValue], field: String, range: ClosedRange<Double>, type: Int?
  ) -> [DailyValue] {
    values.filter { value in
      guard let problem = RecordValidator.problem(field, value.value, in: range) else {
        return true
      }
      if let type { types[type].counts.rejected += 1 }
      rejections.reject(at: "\(field) \(value.date) (\(value.source.name))", problem: problem)
      return false
    }
  }

  /// Each night's wrist temperature minus its source's baseline (see `baselineDays`).
  private mutating func temperatureDeviations() -> [DailyValue] {
    var nightsBySource: [Int: [(day: Int, celsius: Double)]] = [:]
    for (key, mean) in wristTemperature {
      nightsBySource[key & 0xFF_FFFF, default: []].append((key >> 24, mean.mean))
    }
    var deviations: [Int: Double] = [:]
    var waiting = 0
    for (source, unsorted) in nightsBySource {
      let nights = unsorted.sorted { $0.day < $1.day }
      var low = 0
      for (index, night) in nights.enumerated() {
        while nights[low].day < night.day - Self.baselineDays { low += 1 }
        guard index - low >= Self.baselineMinimumNights else {
          waiting += 1
          continue
        }
        let values = nights[low..<index].map(\.celsius).sorted()
        let middle = values.count / 2
        let median =
          values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
        deviations[Self.key(day: night.day, source: source)] = night.celsius - median
      }
    }
    if waiting > 0 {
      notes.append(
        "\(waiting) wrist-temperature night(s) have no deviation: fewer than "
          + "\(Self.baselineMinimumNights) earlier nights in the \(Self.baselineDays) days before")
    }
    return dailyValues(deviations)
  }
}
