import Foundation
import ScoreEngine
import VeloJSON

/// Typed access to the fields of one native record, remembering which keys were used.
struct FieldReader {

  let section: String
  let fields: [String: JSONValue]
  private var used: Set<String> = ["source"]

  init(section: String, fields: [String: JSONValue]) {
    self.section = section
    self.fields = fields
  }

  /// Keys of the record that no reader asked for.
  var unknownKeys: [String] {
    fields.keys.filter { !used.contains($0) }.sorted()
  }

  mutating func value(_ key: String) -> JSONValue? {
    used.insert(key)
    guard let value = fields[key], !value.isNull else { return nil }
    return value
  }

  mutating func required(_ key: String) throws(RecordRejection) -> JSONValue {
    guard let value = value(key) else {
      throw RecordRejection(reason: "\(section).\(key) missing", message: "'\(key)' is missing")
    }
    return value
  }

  mutating func optionalString(_ key: String) throws(RecordRejection) -> String? {
    guard let value = value(key) else { return nil }
    guard let text = value.stringValue else { throw typeError(key, "a string", value) }
    return text
  }

  mutating func string(_ key: String) throws(RecordRejection) -> String {
    let value = try required(key)
    guard let text = value.stringValue else { throw typeError(key, "a string", value) }
    return text
  }

  mutating func optionalNumber(_ key: String, in range: ClosedRange<Double>) throws(RecordRejection)
    -> Double?
  {
    guard let value = value(key) else { return nil }
    guard let number = value.numberValue else { throw typeError(key, "a number", value) }
    if let problem = RecordValidator.problem("\(section).\(key)", number, in: range) {
      throw RecordRejection(problem)
    }
    return number
  }

  mutating func number(_ key: String, in range: ClosedRange<Double>) throws(RecordRejection)
    -> Double
  {
    _ = try required(key)
    guard let number = try optionalNumber(key, in: range) else {
      throw RecordRejection(reason: "\(section).\(key) missing", message: "'\(key)' is missing")
    }
    return number
  }

  mutating func timestamp(_ key: String) throws(RecordRejection) -> Date {
    let text = try string(key)
    guard let date = Timestamp.parse(text) else {
      throw RecordRejection(
        reason: "\(section).\(key): not a timestamp with offset",
        message: "'\(key)' '\(text)' is not an ISO 8601 timestamp with an offset (Z or ±hh:mm)")
    }
    return date
  }

  mutating func date(_ key: String) throws(RecordRejection) -> LocalDate {
    let text = try string(key)
    guard let date = LocalDate(iso: text) else {
      throw RecordRejection(
        reason: "\(section).\(key): not a YYYY-MM-DD date",
        message: "'\(key)' '\(text)' is not a YYYY-MM-DD date")
    }
    return date
  }

  mutating func enumeration<Value: RawRepresentable & CaseIterable>(
    _ key: String, _ type: Value.Type
  ) throws(RecordRejection) -> Value where Value.RawValue == String {
    let text = try string(key)
    guard let value = Value(rawValue: text) else {
      let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
      throw RecordRejection(
        reason: "\(section).\(key): unknown value",
        message: "unknown \(key) '\(text)' (expected one of: \(allowed))")
    }
    return value
  }

  mutating func daily(_ key: String, _ range: ClosedRange<Double>, _ source: Source)
    throws(RecordRejection) -> DailyValue
  {
    DailyValue(date: try date("date"), value: try number(key, in: range), source: source)
  }

  private func typeError(_ key: String, _ expected: String, _ value: JSONValue) -> RecordRejection {
    RecordRejection(
      reason: "\(section).\(key): wrong type",
      message: "'\(key)' is \(value.typeNameWithArticle), expected \(expected)")
  }
}

extension FieldReader {
  /// Reads an activity; returns it with the reasons of any heart-rate samples dropped.
  mutating func activity(source: Source) throws(RecordRejection) -> (Activity, [String]) {
    typealias Range = RecordValidator.Range
    let start = try timestamp("start")
    var activity = Activity(
      id: try optionalString("id") ?? ISO8601Text.format(start),
      start: start,
      durationSeconds: try number("durationSeconds", in: Range.durationSeconds),
      sport: try enumeration("sport", Sport.self), source: source)
    activity.externalIDs = try stringArray("externalIds")
    activity.name = try optionalString("name")
    activity.distanceMeters = try optionalNumber(
      "distanceMeters", in: 0...Double.greatestFiniteMagnitude)
    activity.ascentMeters = try optionalNumber(
      "ascentMeters", in: 0...Double.greatestFiniteMagnitude)
    activity.averageHeartRate = try optionalNumber("averageHeartRate", in: Range.heartRate)
    activity.maxHeartRate = try optionalNumber("maxHeartRate", in: Range.heartRate)
    activity.averagePower = try optionalNumber("averagePower", in: Range.power)
    activity.normalizedPower = try optionalNumber("normalizedPower", in: Range.power)
    activity.ftp = try optionalNumber("ftp", in: Range.ftp)
    activity.trainingLoad = try optionalNumber("trainingLoad", in: Range.trainingLoad)
    activity.rpe = try optionalNumber("rpe", in: Range.rpe)
    activity.energyKilocalories = try optionalNumber("kcal", in: Range.activeEnergy)
    var dropped: [String] = []
    if let stream = value("heartRate") {
      guard let pairs = stream.arrayValue else {
        throw typeError("heartRate", "an array of [seconds, bpm] pairs", stream)
      }
      for pair in pairs {
        guard let values = pair.arrayValue, values.count == 2, let offset = values[0].numberValue,
          let bpm = values[1].numberValue
        else {
          throw RecordRejection(
            reason: "activities.heartRate: malformed pair",
            message: "'heartRate' must hold [seconds, bpm] pairs of numbers")
        }
        let sample = HeartRateSample(offset: offset, bpm: bpm)
        if let problem = RecordValidator.problem(of: sample) {
          dropped.append(problem.reason.description)
        } else {
          activity.heartRate.append(sample)
        }
      }
    }
    return (activity, dropped)
  }

  private mutating func stringArray(_ key: String) throws(RecordRejection) -> [String] {
    guard let value = value(key) else { return [] }
    guard let elements = value.arrayValue else {
      throw typeError(key, "an array of strings", value)
    }
    var strings: [String] = []
    for element in elements {
      guard let text = element.stringValue else {
        throw typeError(key, "an array of strings", element)
      }
      strings.append(text)
    }
    return strings
  }
}
