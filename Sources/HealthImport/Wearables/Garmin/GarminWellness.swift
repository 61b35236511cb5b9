import Foundation
import ScoreEngine

/// Garmin Connect's `DI_CONNECT/DI-Connect-Wellness/…_healthStatusData.json`: per
/// `calendarDate`, the overnight values of the Health Status feature as `metrics` of `{type,
/// value, baselineLowerLimit, baselineUpperLimit, status}` (docs/formats.md §6.7).
///
/// The `HRV` metric becomes the day's rMSSD (Garmin's overnight HRV is an rMSSD). Not read: `HR`
/// (the night's average heart rate, not a resting heart rate), `SPO2`, `RESPIRATION` (the sleep
/// file's `averageRespiration` is read instead), `SKIN_TEMP_C` (the export does not say whether
/// it is absolute or a deviation, and importers disagree) and Garmin's own baselines.
enum GarminHealthStatus {
  /// Parses the file `name`.
  static func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> WearableFileImport {
    try GarminFile.read(bytes, name: name, kind: .garminHealthStatus) {
      fields, day, location, file throws(RecordRejection) in
      for metric in fields.value("metrics")?.arrayValue ?? [] {
        guard let object = metric.objectValue else { continue }
        let entry = JSONFields(section: "healthStatusData.metrics", fields: object)
        guard try entry.string("type") == "HRV" else { continue }
        guard try entry.measurement("value") != nil else {
          file.skip("HRV metric without a value")
          continue
        }
        guard
          let ms = try GarminFile.value(
            entry, "value", field: "dailyHrv.ms", range: RecordValidator.Range.hrvMilliseconds,
            at: location, in: &file)
        else { continue }
        file.report.records.dailyHRV.append(
          DailyHRV(date: day, milliseconds: ms, kind: .rmssd, source: GarminFile.source))
        file.summary.cover(day)
      }
    }
  }
}

/// Garmin Connect's `DI_CONNECT/DI-Connect-Aggregator/UDSFile_….json`: one summary per
/// `calendarDate` (docs/formats.md §6.7). `restingHeartRate`, `totalSteps` and
/// `activeKilocalories` become the day's resting heart rate, steps and active energy; 0 or
/// `null` means not measured. Everything else (stress, Body Battery, intensity minutes, floors,
/// distances, the day's minimum and maximum heart rate) is not read.
enum GarminDailySummary {
  /// Parses the file `name`.
  static func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> WearableFileImport {
    try GarminFile.read(bytes, name: name, kind: .garminDailySummary) {
      fields, day, location, file throws(RecordRejection) in
      typealias Range = RecordValidator.Range
      let source = GarminFile.source
      let values:
        [(String, String, ClosedRange<Double>, WritableKeyPath<RecordSet, [DailyValue]>)] = [
          ("restingHeartRate", "restingHeartRate.bpm", Range.restingHeartRate, \.restingHeartRate),
          ("totalSteps", "steps.count", Range.steps, \.steps),
          ("activeKilocalories", "activeEnergy.kcal", Range.activeEnergy, \.activeEnergy),
        ]
      for (key, field, range, path) in values {
        guard
          let value = try GarminFile.value(
            fields, key, field: field, range: range, at: location, in: &file)
        else { continue }
        file.report.records[keyPath: path].append(
          DailyValue(date: day, value: value, source: source))
        file.summary.cover(day)
      }
    }
  }
}
