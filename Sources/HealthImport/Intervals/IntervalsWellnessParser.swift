import Foundation
import ScoreEngine
import VeloJSON

/// Maps the intervals.icu wellness list (`GET /api/v1/athlete/{id}/wellness`) to records.
///
/// Each element is one local day, keyed by its `id` (`YYYY-MM-DD`). The fields read:
///
/// | field | record |
/// |---|---|
/// | `hrv` | `DailyHRV`, rMSSD |
/// | `hrvSDNN` | `DailyHRV`, SDNN |
/// | `restingHR` | resting heart rate |
/// | `sleepSecs` | `DailySleep` |
/// | `respiration` | daily respiratory rate |
/// | `steps` | steps |
/// | `ctl` with `atl` | `FitnessSeed` (both must be present; one alone seeds nothing) |
///
/// The subjective fields `soreness`, `fatigue`, `stress`, `mood`, `motivation` and `injury`
/// become ratings (`IntervalsWellnessScales`), which the command line keeps as tags.
///
/// Everything else (weight, custom fields, …) has no record kind in the algorithm and is
/// ignored without being counted: the schema is large, user-extensible and changes, so a count of
/// "unknown" keys would only be noise.
///
/// Every field is its own record, so validation (docs/algorithm.md §12) is per field: `hrv` 900
/// rejects that day's HRV only, and its resting heart rate and sleep are kept. A day whose `id` is
/// missing or not a date, or an element that is not an object, is rejected whole. Rejections carry
/// the location `wellness[i]`.
///
/// Wellness has no device name, so every record's source is
/// `Source(provider: .intervals, name: "intervals.icu")`.
public enum IntervalsWellnessParser {
  /// The source of every wellness record.
  public static let source = Source(provider: .intervals, name: IntervalsSource.defaultName)

  /// Maps the body of a wellness response.
  ///
  /// - Throws: `ImportError` when the body is not JSON or not a JSON array.
  public static func parse(_ bytes: [UInt8]) throws(ImportError) -> ImportReport {
    var elements = try IntervalsResponse.elements(bytes, resource: "wellness")
    var report = ImportReport()
    while let (index, element) = try elements.next() {
      read(element, location: "wellness[\(index)]", into: &report)
    }
    return report
  }

  /// Maps one day, `element`, into `report`; shared with `IntervalsWellnessCSVParser`.
  static func read(_ element: JSONValue, location: String, into report: inout ImportReport) {
    report.seen["wellness", default: 0] += 1
    guard let fields = element.objectValue else {
      report.rejections.reject(
        at: location, reason: "wellness: expected an object",
        message: "expected an object, found \(element.typeNameWithArticle)")
      return
    }
    let day = IntervalsObject(section: "wellness", fields: fields)
    let date: LocalDate
    do throws(RecordRejection) {
      date = try dateOf(day)
    } catch {
      report.rejections.reject(at: location, reason: error.reason, message: error.message)
      return
    }
    var records = RecordSet()
    for field in Field.allCases {
      do throws(RecordRejection) {
        try add(field, of: day, on: date, to: &records)
      } catch {
        report.rejections.reject(at: location, reason: error.reason, message: error.message)
      }
    }
    report.records.append(contentsOf: records)
    report.ratings += IntervalsWellnessScales.ratings(of: day, on: date, source: source) {
      report.rejections.reject(at: location, reason: $0.reason, message: $0.message)
    }
  }

  /// The fields that become records, each validated on its own.
  private enum Field: CaseIterable {
    case hrv, hrvSDNN, restingHR, sleepSecs, respiration, steps, fitness
  }

  private static func add(
    _ field: Field, of day: IntervalsObject, on date: LocalDate, to records: inout RecordSet
  ) throws(RecordRejection) {
    typealias Range = RecordValidator.Range
    switch field {
    case .hrv:
      if let ms = try day.number("hrv", in: Range.hrvMilliseconds) {
        records.dailyHRV.append(
          DailyHRV(date: date, milliseconds: ms, kind: .rmssd, source: source))
      }
    case .hrvSDNN:
      if let ms = try day.number("hrvSDNN", in: Range.hrvMilliseconds) {
        records.dailyHRV.append(DailyHRV(date: date, milliseconds: ms, kind: .sdnn, source: source))
      }
    case .restingHR:
      if let bpm = try day.number("restingHR", in: Range.restingHeartRate) {
        records.restingHeartRate.append(DailyValue(date: date, value: bpm, source: source))
      }
    case .sleepSecs:
      if let seconds = try day.number("sleepSecs", in: Range.dailySleepSeconds) {
        records.dailySleep.append(DailySleep(date: date, seconds: seconds, source: source))
      }
    case .respiration:
      if let brpm = try day.number("respiration", in: Range.respiratoryRate) {
        records.dailyRespiratoryRate.append(DailyValue(date: date, value: brpm, source: source))
      }
    case .steps:
      if let count = try day.number("steps", in: Range.steps) {
        records.steps.append(DailyValue(date: date, value: count, source: source))
      }
    case .fitness:
      let ctl = try day.number("ctl", in: Range.fitness)
      let atl = try day.number("atl", in: Range.fitness)
      if let ctl, let atl {
        records.fitness.append(FitnessSeed(date: date, ctl: ctl, atl: atl, source: source))
      }
    }
  }

  private static func dateOf(_ day: IntervalsObject) throws(RecordRejection) -> LocalDate {
    guard let text = try day.string("id") else {
      throw RecordRejection(reason: "wellness.id missing", message: "'id' (the date) is missing")
    }
    guard let date = LocalDate(iso: text) else {
      throw RecordRejection(
        reason: "wellness.id: not a YYYY-MM-DD date",
        message: "'id' '\(text)' is not a YYYY-MM-DD date")
    }
    return date
  }
}

/// Names shared by the intervals.icu mappers.
public enum IntervalsSource {
  /// The source name of records that carry no device name: `intervals.icu`.
  public static let defaultName = "intervals.icu"
}
