import Foundation
import ScoreEngine

/// Garmin Connect's `DI_CONNECT/DI-Connect-Wellness/…_sleepData.json`: one object per night,
/// dated by `calendarDate`, the date of the wake (docs/formats.md §6.7).
///
/// | key | becomes |
/// |---|---|
/// | `sleepStartTimestampGMT`, `sleepEndTimestampGMT` | the night's bounds (GMT) |
/// | `deepSleepSeconds`, `lightSleepSeconds`, `remSleepSeconds` | deep, light (`core`) and REM; their sum is the time asleep |
/// | `awakeSleepSeconds` | awake time |
/// | `averageRespiration` | the day's respiratory rate |
/// | `sleepScores.overallScore` | Garmin's sleep score, a reference score |
///
/// A night with stage totals but no bounds is a nightly total (`dailySleep`); one with no stage
/// totals at all is skipped, as Garmin measured no sleep. Not read: `unmeasurableSeconds` (neither
/// asleep nor awake), `awakeCount` (Garmin's awakenings are not VR-2's wake events,
/// docs/algorithm.md §2.6), `restlessMomentCount`, `avgSleepStress`, `spo2SleepSummary`, the
/// lowest and highest respiration, the other sub-scores, `napList`, `retro` and
/// `sleepWindowConfirmationType`.
enum GarminSleep {
  /// Parses the file `name`.
  static func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> WearableFileImport {
    try GarminFile.read(bytes, name: name, kind: .garminSleep) {
      fields, day, location, file throws(RecordRejection) in
      let source = GarminFile.source
      let deep = try fields.number("deepSleepSeconds")
      let light = try fields.number("lightSleepSeconds")
      let rem = try fields.number("remSleepSeconds")
      guard deep != nil || light != nil || rem != nil else {
        file.skip("night without stage totals")
        return
      }
      let asleep = (deep ?? 0) + (light ?? 0) + (rem ?? 0)
      let start = try GarminFile.instant(fields, "sleepStartTimestampGMT")
      let end = try GarminFile.instant(fields, "sleepEndTimestampGMT")
      if let start, let end {
        file.report.records.sleepSummaries.append(
          SleepSummary(
            start: start, end: end, asleepSeconds: asleep, deepSeconds: deep, remSeconds: rem,
            coreSeconds: light, awakeSeconds: try fields.number("awakeSleepSeconds"),
            source: source))
      } else {
        file.report.records.dailySleep.append(
          DailySleep(date: day, seconds: asleep, source: source))
      }
      if let rate = try GarminFile.value(
        fields, "averageRespiration", field: "dailyRespiratoryRate.brpm",
        range: RecordValidator.Range.respiratoryRate, at: location, in: &file)
      {
        file.report.records.dailyRespiratoryRate.append(
          DailyValue(date: day, value: rate, source: source))
      }
      if let scores = fields.value("sleepScores")?.objectValue,
        let score = try GarminFile.value(
          JSONFields(section: "sleepData.sleepScores", fields: scores), "overallScore",
          field: "reference.sleep score", range: ReferenceScore.Metric.sleep.range,
          at: location, in: &file)
      {
        file.report.referenceScores.append(
          ReferenceScore(
            date: day, metric: .sleep, name: "sleep score", value: score, source: source))
      }
      file.summary.cover(day)
    }
  }
}
