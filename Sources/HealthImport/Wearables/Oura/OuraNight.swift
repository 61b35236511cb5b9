import Foundation
import ScoreEngine
import VeloJSON

/// One Oura night as its trends CSV or JSON export gives it, in veloready's units (seconds,
/// bpm, ms, °C), before it becomes records (docs/formats.md §6.7).
struct OuraNight {
  /// `bedtime_start` / `Bedtime Start`: ISO 8601 with the offset where the rider slept.
  var bedtimeStart: String?
  /// `bedtime_end` / `Bedtime End`.
  var bedtimeEnd: String?
  var asleep: Double?
  var deep: Double?
  var rem: Double?
  var light: Double?
  var awake: Double?
  var latency: Double?
  /// Oura's lowest heart rate of the night, which Oura calls the resting heart rate.
  var lowestHeartRate: Double?
  /// Average rMSSD of the night.
  var hrv: Double?
  var respiratoryRate: Double?
  /// Oura's own deviation from the rider's baseline, °C.
  var temperatureDeviation: Double?
  var sleepScore: Double?
  var readinessScore: Double?
  /// Whether this is the night's main sleep, whose values are the day's (not a nap).
  var isMain = true

  /// The local date of the wake, as written with its own offset; `nil` without a bedtime end.
  var wakeDay: LocalDate? {
    bedtimeEnd.flatMap { $0.count >= 10 ? LocalDate(iso: $0.prefix(10)) : nil }
  }

  /// Adds the night's records to `file`, dated `day`; every value is kept or rejected on its own
  /// at `location`.
  ///
  /// - Throws: a rejection when a bedtime is not an ISO 8601 timestamp with an offset.
  func record(day: LocalDate, at location: String, into file: inout WearableFileImport)
    throws(RecordRejection)
  {
    typealias Range = RecordValidator.Range
    let source = WearableService.oura.source
    if let start = try instant(bedtimeStart, "bedtime_start"),
      let end = try instant(bedtimeEnd, "bedtime_end"), let asleep
    {
      file.report.records.sleepSummaries.append(
        SleepSummary(
          start: start, end: end, asleepSeconds: asleep, deepSeconds: deep, remSeconds: rem,
          coreSeconds: light, awakeSeconds: awake, latencySeconds: latency, source: source))
    } else if bedtimeStart != nil {
      file.skip("night without a sleep total")
    }
    guard isMain else { return }
    func keep(_ value: Double?, _ field: String, _ range: ClosedRange<Double>) -> Double? {
      file.kept(value, field, range, at: location)
    }
    var records = RecordSet()
    if let bpm = keep(lowestHeartRate, "restingHeartRate.bpm", Range.restingHeartRate) {
      records.restingHeartRate.append(DailyValue(date: day, value: bpm, source: source))
    }
    if let ms = keep(hrv, "dailyHrv.ms", Range.hrvMilliseconds) {
      records.dailyHRV.append(DailyHRV(date: day, milliseconds: ms, kind: .rmssd, source: source))
    }
    if let rate = keep(respiratoryRate, "dailyRespiratoryRate.brpm", Range.respiratoryRate) {
      records.dailyRespiratoryRate.append(DailyValue(date: day, value: rate, source: source))
    }
    if let celsius = keep(
      temperatureDeviation, "skinTemperature.deviationC", Range.skinTemperature)
    {
      records.skinTemperature.append(DailyValue(date: day, value: celsius, source: source))
    }
    file.report.records.append(contentsOf: records)
    let scores: [(Double?, ReferenceScore.Metric, String)] = [
      (readinessScore, .recovery, "readiness"), (sleepScore, .sleep, "sleep score"),
    ]
    for (value, metric, name) in scores {
      guard let kept = keep(value, "reference.\(name)", metric.range) else { continue }
      file.report.referenceScores.append(
        ReferenceScore(date: day, metric: metric, name: name, value: kept, source: source))
    }
  }

  /// The instant of an Oura timestamp; `nil` when absent.
  private func instant(_ text: String?, _ name: String) throws(RecordRejection) -> Date? {
    guard let text else { return nil }
    guard let date = Timestamp.parse(text) else {
      throw RecordRejection(
        reason: "'\(name)' is not a timestamp with an offset",
        message: "'\(name)' '\(text)' is not a timestamp with an offset")
    }
    return date
  }
}
