import Foundation
import ScoreEngine
import VeloJSON

/// The field-level reader behind `NativeRecordsParser`: one record at a time.
struct NativeRecordReader {
  /// The record arrays of the format.
  enum Section: String, CaseIterable {
    case sleep, sleepSummaries, dailySleep, hrv, dailyHrv, restingHeartRate, respiratoryRate
    case dailyRespiratoryRate, skinTemperature, steps, activeEnergy, fitness, activities
  }

  static let sections = Dictionary(uniqueKeysWithValues: Section.allCases.map { ($0.rawValue, $0) })

  let defaultSource: String
  var report = ImportReport()

  init(defaultSource: String) {
    self.defaultSource = defaultSource
  }

  mutating func read(_ element: JSONValue, section: Section, location: String) {
    report.seen[section.rawValue, default: 0] += 1
    do throws(RecordRejection) {
      guard case .object(let fields) = element else {
        throw RecordRejection(
          reason: "\(section.rawValue): expected an object",
          message: "expected an object, found \(element.typeNameWithArticle)")
      }
      var record = FieldReader(section: section.rawValue, fields: fields)
      try add(section, &record)
      for key in record.unknownKeys {
        report.unknownKeys["\(section.rawValue).\(key)", default: 0] += 1
      }
    } catch {
      report.rejections.reject(at: location, reason: error.reason, message: error.message)
    }
  }

  private mutating func add(_ section: Section, _ r: inout FieldReader) throws(RecordRejection) {
    let source = Source(provider: .native, name: try r.optionalString("source") ?? defaultSource)
    // Appending in place: a local copy of `report.records` would copy every array per record.
    switch section {
    case .sleep:
      let stage = try r.enumeration("stage", SleepStage.self)
      let segment = SleepSegment(
        start: try r.timestamp("start"), end: try r.timestamp("end"), stage: stage, source: source)
      if let problem = RecordValidator.problem(of: segment) { throw RecordRejection(problem) }
      report.records.sleep.append(segment)
    case .sleepSummaries:
      report.records.sleepSummaries.append(try r.sleepSummary(source: source))
    case .dailySleep:
      report.records.dailySleep.append(
        DailySleep(
          date: try r.date("date"),
          seconds: try r.number("seconds", in: RecordValidator.Range.dailySleepSeconds),
          source: source))
    case .hrv:
      report.records.hrv.append(
        HRVSample(
          time: try r.timestamp("time"),
          milliseconds: try r.number("ms", in: RecordValidator.Range.hrvMilliseconds),
          kind: try r.enumeration("kind", HRVKind.self), source: source))
    case .dailyHrv:
      report.records.dailyHRV.append(
        DailyHRV(
          date: try r.date("date"),
          milliseconds: try r.number("ms", in: RecordValidator.Range.hrvMilliseconds),
          kind: try r.enumeration("kind", HRVKind.self), source: source))
    case .restingHeartRate:
      report.records.restingHeartRate.append(
        try r.daily("bpm", RecordValidator.Range.restingHeartRate, source))
    case .respiratoryRate:
      report.records.respiratoryRate.append(
        RespiratorySample(
          time: try r.timestamp("time"),
          breathsPerMinute: try r.number("brpm", in: RecordValidator.Range.respiratoryRate),
          source: source))
    case .dailyRespiratoryRate:
      report.records.dailyRespiratoryRate.append(
        try r.daily("brpm", RecordValidator.Range.respiratoryRate, source))
    case .skinTemperature:
      report.records.skinTemperature.append(
        try r.daily("deviationC", RecordValidator.Range.skinTemperature, source))
    case .steps:
      report.records.steps.append(try r.daily("count", RecordValidator.Range.steps, source))
    case .activeEnergy:
      report.records.activeEnergy.append(
        try r.daily("kcal", RecordValidator.Range.activeEnergy, source))
    case .fitness:
      report.records.fitness.append(
        FitnessSeed(
          date: try r.date("date"), ctl: try r.number("ctl", in: RecordValidator.Range.fitness),
          atl: try r.number("atl", in: RecordValidator.Range.fitness), source: source))
    case .activities:
      let (activity, dropped) = try r.activity(source: source)
      for reason in dropped { report.droppedSamples[reason, default: 0] += 1 }
      report.records.activities.append(activity)
    }
  }
}
