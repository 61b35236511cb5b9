import Foundation
import ScoreEngine
import VeloJSON

/// Typed access to the fields of one JSON object: an intervals.icu wellness day or activity, an
/// Oura or Garmin Connect export record.
///
/// These sources send many `null`s and omit fields freely, so an absent key and `null` both read as
/// "not measured". A value of the wrong JSON type, or a number outside its docs/algorithm.md §12
/// range, throws a rejection naming the field in the API's own terms (`wellness.hrv`,
/// `activities.max_heartrate`), so a summary points at what the source sent.
struct JSONFields {
  /// `wellness` or `activities`: the prefix of field names in reasons.
  let section: String
  let fields: [String: JSONValue]

  /// The value of `key`, or `nil` when it is absent or `null`.
  func value(_ key: String) -> JSONValue? {
    guard let value = fields[key], !value.isNull else { return nil }
    return value
  }

  /// Whether `key` holds a non-null value.
  func has(_ key: String) -> Bool { value(key) != nil }

  /// The string of `key`, `nil` when absent or null.
  func string(_ key: String) throws(RecordRejection) -> String? {
    guard let value = value(key) else { return nil }
    guard let text = value.stringValue else { throw typeError(key, "a string", value) }
    return text
  }

  /// The number of `key`, `nil` when absent or null; no range check.
  func number(_ key: String) throws(RecordRejection) -> Double? {
    guard let value = value(key) else { return nil }
    guard let number = value.numberValue else { throw typeError(key, "a number", value) }
    return number
  }

  /// The number of `key` checked against `range`, `nil` when absent or null.
  func number(_ key: String, in range: ClosedRange<Double>) throws(RecordRejection) -> Double? {
    guard let number = try number(key) else { return nil }
    if let problem = RecordValidator.problem("\(section).\(key)", number, in: range) {
      throw RecordRejection(problem)
    }
    return number
  }

  /// Like `number(_:)`, but `0` reads as "not measured".
  ///
  /// Heart rates and FTP of exactly 0 are what a recording without a strap or without a
  /// configured FTP carries; they are absent values, not absurd ones.
  func measurement(_ key: String) throws(RecordRejection) -> Double? {
    guard let number = try number(key), number != 0 else { return nil }
    return number
  }

  /// The text of an identifier that the API sends as a string or as an integer (`strava_id`).
  func identifier(_ key: String) throws(RecordRejection) -> String? {
    guard let value = value(key) else { return nil }
    if let text = value.stringValue { return text.isEmpty ? nil : text }
    if let number = value.numberValue, number == number.rounded(), abs(number) < 1e15 {
      return String(Int(number))
    }
    throw typeError(key, "a string or an integer", value)
  }

  private func typeError(_ key: String, _ expected: String, _ value: JSONValue)
    -> RecordRejection
  {
    RecordRejection(
      reason: "\(section).\(key): wrong type",
      message: "'\(key)' is \(value.typeNameWithArticle), expected \(expected)")
  }
}
