import Foundation
import ScoreEngine

extension AppleHealthCollector {
  /// The records, in a canonical order so that the same export always gives the same output.
  mutating func records(kinds: [AppleHealthKind: Int]) -> RecordSet {
    // The sorts change nothing the other steps read: they run beside the heart-rate matching.
    let (sleep, hrv, respiratory) = (sleep, hrv, respiratory)
    let sorted = Beside {
      (Self.sorted(sleep), Self.sorted(hrv), Self.sorted(respiratory))
    }
    settleHeartRate(type: kinds[.heartRate])
    var records = RecordSet()
    records.activities = activities(heartRateType: kinds[.heartRate])
    (records.sleep, records.hrv, records.respiratoryRate) = sorted.value()
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

  /// Sleep segments by start, end, stage, then source.
  private static func sorted(_ sleep: [SleepSegment]) -> [SleepSegment] {
    sleep.sorted { a, b in
      if a.start != b.start { return a.start < b.start }
      if a.end != b.end { return a.end < b.end }
      if a.stage != b.stage { return Self.stageRank(a.stage) < Self.stageRank(b.stage) }
      return SourceOrder.precedes(a.source, b.source)
    }
  }

  /// HRV samples by time, kind, source, then value.
  private static func sorted(_ hrv: [HRVSample]) -> [HRVSample] {
    hrv.sorted { a, b in
      if a.time != b.time { return a.time < b.time }
      if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
      if a.source != b.source { return SourceOrder.precedes(a.source, b.source) }
      return a.milliseconds < b.milliseconds
    }
  }

  /// Respiratory-rate samples by time, source, then value.
  private static func sorted(_ respiratory: [RespiratorySample]) -> [RespiratorySample] {
    respiratory.sorted { a, b in
      if a.time != b.time { return a.time < b.time }
      if a.source != b.source { return SourceOrder.precedes(a.source, b.source) }
      return a.breathsPerMinute < b.breathsPerMinute
    }
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

  /// Each night's wrist temperature minus its source's baseline (`SkinTemperatureBaseline`).
  private mutating func temperatureDeviations() -> [DailyValue] {
    var nightsBySource: [Int: [(day: Int, celsius: Double)]] = [:]
    for (key, mean) in wristTemperature {
      nightsBySource[key & 0xFF_FFFF, default: []].append((key >> 24, mean.mean))
    }
    let (values, waiting) = SkinTemperatureBaseline.deviations(nightsBySource)
    var deviations: [Int: Double] = [:]
    for value in values {
      deviations[Self.key(day: value.day, source: value.key)] = value.deviation
    }
    if let note = SkinTemperatureBaseline.waitingNote(waiting, what: "wrist-temperature") {
      notes.append(note)
    }
    return dailyValues(deviations)
  }
}
