import Foundation
import ScoreEngine
import VeloJSON

/// Oura's JSON export: an object with a `sleep` array, and optionally `readiness` and `activity`
/// arrays (docs/formats.md §6.7). Records come in Oura's two field vocabularies:
///
/// | meaning | older (`summary_date` …) | newer (`day` …) |
/// |---|---|---|
/// | bounds | `bedtime_start`, `bedtime_end` | the same |
/// | asleep, deep, REM, light, awake, latency (s) | `total`, `deep`, `rem`, `light`, `awake`, `onset_latency` | `total_sleep_duration`, `deep_sleep_duration`, `rem_sleep_duration`, `light_sleep_duration`, `awake_time`, `latency` |
/// | resting HR, rMSSD, breaths/min | `hr_lowest`, `rmssd`, `breath_average` | `lowest_heart_rate`, `average_hrv`, `average_breath` |
/// | temperature deviation | `temperature_delta` | `readiness.temperature_deviation` |
/// | scores | `score` (sleep); `readiness[]` by `summary_date` and `period_id` | `readiness.score` |
/// | main sleep | `is_longest` = 1 | `type` = `long_sleep` (`sleep`, `late_nap` are naps; `rest`, `deleted` are skipped) |
/// | steps, active kcal | `activity[].steps`, `cal_active` by `summary_date` | `steps`, `active_calories` by `day` |
///
/// A night's values are dated by the local date of its `bedtime_end`. The 5-minute series
/// (`hr_5min`, `rmssd_5min`, `hypnogram_5min`, `heart_rate`, `hrv`, `sleep_phase_5_min`,
/// `movement_30_sec`), efficiency, restlessness and the score contributors are not read.
enum OuraJSON {
  /// Parses the file `name`.
  static func parse(_ bytes: [UInt8], name: String) throws(ImportError) -> WearableFileImport {
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw .malformed(reason: "the Oura JSON export is not valid JSON (\(error))")
    }
    guard let top = document.objectValue, let sleeps = top["sleep"]?.arrayValue else {
      throw .unrecognised(reason: "not an Oura JSON export: no 'sleep' array")
    }
    var file = WearableFileImport(name: name, kind: .ouraJSON)
    var nightDays: [String: LocalDate] = [:]
    for (index, element) in sleeps.enumerated() {
      let location = "sleep[\(index)]"
      count(&file)
      do throws(RecordRejection) {
        let fields = try object(element, "sleep")
        guard let night = try night(fields, file: &file) else { continue }
        guard let day = night.wakeDay else {
          file.skip("sleep without a bedtime end")
          continue
        }
        try night.record(day: day, at: location, into: &file)
        file.summary.cover(day)
        if let key = try olderKey(fields) { nightDays[key] = day }
      } catch {
        file.reject(error, at: location)
      }
    }
    readReadiness(top["readiness"]?.arrayValue ?? [], nightDays: nightDays, into: &file)
    readActivity(top["activity"]?.arrayValue ?? [], into: &file)
    return file
  }

  /// The night of one `sleep` element; `nil` for a rest period or a deleted sleep.
  private static func night(_ fields: JSONFields, file: inout WearableFileImport)
    throws(RecordRejection) -> OuraNight?
  {
    let newer = fields.has("total_sleep_duration") || fields.has("day")
    if newer, let type = try fields.string("type"), type == "rest" || type == "deleted" {
      file.skip(type == "rest" ? "Oura rest period" : "sleep deleted in Oura")
      return nil
    }
    let readiness = fields.value("readiness").flatMap(\.objectValue).map {
      JSONFields(section: "sleep.readiness", fields: $0)
    }
    func pick(_ older: String, _ newer: String) throws(RecordRejection) -> Double? {
      let value = try fields.number(newer)
      return value != nil ? value : try fields.number(older)
    }
    var night = OuraNight(
      bedtimeStart: try fields.string("bedtime_start"),
      bedtimeEnd: try fields.string("bedtime_end"),
      asleep: try pick("total", "total_sleep_duration"),
      deep: try pick("deep", "deep_sleep_duration"), rem: try pick("rem", "rem_sleep_duration"),
      light: try pick("light", "light_sleep_duration"), awake: try pick("awake", "awake_time"),
      latency: try pick("onset_latency", "latency"),
      lowestHeartRate: try pick("hr_lowest", "lowest_heart_rate"),
      hrv: try pick("rmssd", "average_hrv"),
      respiratoryRate: try pick("breath_average", "average_breath"),
      temperatureDeviation: try temperature(readiness, fields),
      sleepScore: newer ? nil : try fields.number("score"),
      readinessScore: try readiness?.number("score"))
    if newer {
      night.isMain = try fields.string("type").map { $0 == "long_sleep" } ?? true
    } else if let longest = try fields.number("is_longest") {
      night.isMain = longest == 1
    }
    return night
  }

  /// The newer `readiness.temperature_deviation`, else the older `temperature_delta`.
  private static func temperature(_ readiness: JSONFields?, _ fields: JSONFields)
    throws(RecordRejection) -> Double?
  {
    if let value = try readiness?.number("temperature_deviation") { return value }
    return try fields.number("temperature_delta")
  }

  /// `summary_date` and `period_id` of an older record, which its readiness record shares.
  private static func olderKey(_ fields: JSONFields) throws(RecordRejection) -> String? {
    guard let date = try fields.string("summary_date") else { return nil }
    return date + "#" + String(Int(try fields.number("period_id") ?? 0))
  }

  /// Readiness scores: an older record is dated by its night, a newer one by its `day`.
  private static func readReadiness(
    _ elements: [JSONValue], nightDays: [String: LocalDate], into file: inout WearableFileImport
  ) {
    for (index, element) in elements.enumerated() {
      let location = "readiness[\(index)]"
      count(&file)
      do throws(RecordRejection) {
        let fields = try object(element, "readiness")
        let day: LocalDate?
        if let text = try fields.string("day") {
          day = LocalDate(iso: text)
        } else {
          day = try olderKey(fields).flatMap { nightDays[$0] }
        }
        guard let day else {
          file.skip("readiness without its night")
          continue
        }
        var night = OuraNight()
        night.readinessScore = try fields.number("score")
        night.temperatureDeviation = try fields.number("temperature_deviation")
        try night.record(day: day, at: location, into: &file)
      } catch {
        file.reject(error, at: location)
      }
    }
  }

  /// Steps and active kilocalories by day.
  private static func readActivity(_ elements: [JSONValue], into file: inout WearableFileImport) {
    typealias Range = RecordValidator.Range
    let source = WearableService.oura.source
    for (index, element) in elements.enumerated() {
      let location = "activity[\(index)]"
      count(&file)
      do throws(RecordRejection) {
        let fields = try object(element, "activity")
        let newer = try fields.string("day")
        let text = newer != nil ? newer ?? "" : try fields.string("summary_date") ?? ""
        guard let day = LocalDate(iso: text) else {
          throw RecordRejection(
            reason: "activity: no day", message: "'day' or 'summary_date' '\(text)' is no date")
        }
        if let steps = try fields.number("steps", in: Range.steps) {
          file.report.records.steps.append(DailyValue(date: day, value: steps, source: source))
        }
        let newerKcal = try fields.number("active_calories", in: Range.activeEnergy)
        let olderKcal = try fields.number("cal_active", in: Range.activeEnergy)
        if let kcal = newerKcal ?? olderKcal {
          file.report.records.activeEnergy.append(
            DailyValue(date: day, value: kcal, source: source))
        }
        file.summary.cover(day)
      } catch {
        file.reject(error, at: location)
      }
    }
  }

  private static func count(_ file: inout WearableFileImport) {
    file.summary.rows += 1
    file.report.seen[WearableFileKind.ouraJSON.recordName, default: 0] += 1
  }

  private static func object(_ element: JSONValue, _ section: String) throws(RecordRejection)
    -> JSONFields
  {
    guard let fields = element.objectValue else {
      throw RecordRejection(
        reason: "\(section): not an object",
        message: "is \(element.typeNameWithArticle), expected an object")
    }
    return JSONFields(section: section, fields: fields)
  }
}
