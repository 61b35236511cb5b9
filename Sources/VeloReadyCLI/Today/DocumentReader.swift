import Foundation
import ScoreEngine
import VeloJSON

/// Why a stored document could not be read back: the path of the first bad field.
struct DocumentError: Error, Equatable {
  /// Where, e.g. `$.scores.sleep.value`.
  var path: String
  /// What is wrong, e.g. `is missing`.
  var problem: String

  /// `'$.scores.sleep.value' is missing`.
  var description: String { "'\(path)' \(problem)" }
}

/// Typed fields of a JSON object, failing with the path of the first field that is missing or
/// of the wrong type. A `null` is `nil` for the optional readers and an error for the others;
/// a missing key is always an error (documents state absent values as `null`).
struct DocumentReader {
  let members: [String: JSONValue]
  let path: String

  init(_ value: JSONValue, path: String = "$") throws(DocumentError) {
    guard case .object(let members) = value else {
      throw DocumentError(path: path, problem: "is not an object")
    }
    self.members = members
    self.path = path
  }

  /// Whether the object has `key` at all: for a key a later version of the document added, which
  /// an older cached document lacks.
  func has(_ key: String) -> Bool { members[key] != nil }

  private func value(_ key: String) throws(DocumentError) -> JSONValue {
    guard let value = members[key] else { throw failure(key, "is missing") }
    return value
  }

  private func failure(_ key: String, _ problem: String) -> DocumentError {
    DocumentError(path: path + "." + key, problem: problem)
  }

  /// `value` of `key` through `read`, or `nil` for `null`.
  private func optional<T>(_ key: String, _ read: (JSONValue) -> T?, _ expected: String)
    throws(DocumentError) -> T?
  {
    let value = try value(key)
    if value.isNull { return nil }
    guard let typed = read(value) else { throw failure(key, "is not \(expected)") }
    return typed
  }

  private func required<T>(_ key: String, _ read: (JSONValue) -> T?, _ expected: String)
    throws(DocumentError) -> T
  {
    guard let typed = try optional(key, read, expected) else { throw failure(key, "is null") }
    return typed
  }

  func object(_ key: String) throws(DocumentError) -> DocumentReader {
    try DocumentReader(try value(key), path: path + "." + key)
  }

  func optionalObject(_ key: String) throws(DocumentError) -> DocumentReader? {
    let value = try value(key)
    return value.isNull ? nil : try DocumentReader(value, path: path + "." + key)
  }

  /// The objects of the array at `key`.
  func objects(_ key: String) throws(DocumentError) -> [DocumentReader] {
    let items = try required(key, \.arrayValue, "an array")
    var readers: [DocumentReader] = []
    for (index, item) in items.enumerated() {
      readers.append(try DocumentReader(item, path: path + ".\(key)[\(index)]"))
    }
    return readers
  }

  /// The raw value at `key`, for members whose names are data.
  func raw(_ key: String) throws(DocumentError) -> JSONValue { try value(key) }

  func string(_ key: String) throws(DocumentError) -> String {
    try required(key, \.stringValue, "a string")
  }

  func optionalString(_ key: String) throws(DocumentError) -> String? {
    try optional(key, \.stringValue, "a string")
  }

  func strings(_ key: String) throws(DocumentError) -> [String] {
    let items = try required(key, \.arrayValue, "an array")
    let strings = items.compactMap(\.stringValue)
    guard strings.count == items.count else { throw failure(key, "is not an array of strings") }
    return strings
  }

  func number(_ key: String) throws(DocumentError) -> Double {
    try required(key, \.numberValue, "a number")
  }

  func optionalNumber(_ key: String) throws(DocumentError) -> Double? {
    try optional(key, \.numberValue, "a number")
  }

  func integer(_ key: String) throws(DocumentError) -> Int {
    try required(key, Self.integer, "a whole number")
  }

  func optionalInteger(_ key: String) throws(DocumentError) -> Int? {
    try optional(key, Self.integer, "a whole number")
  }

  private static func integer(_ value: JSONValue) -> Int? {
    guard let number = value.numberValue, number == number.rounded(), abs(number) < 1e15 else {
      return nil
    }
    return Int(number)
  }

  func bool(_ key: String) throws(DocumentError) -> Bool {
    try required(key, { if case .bool(let flag) = $0 { flag } else { nil } }, "true or false")
  }

  /// One of `T`'s raw values.
  func code<T: RawRepresentable>(_ key: String, as _: T.Type = T.self) throws(DocumentError) -> T
  where T.RawValue == String {
    try required(key, { $0.stringValue.flatMap(T.init(rawValue:)) }, "a known \(T.self)")
  }

  func optionalCode<T: RawRepresentable>(_ key: String, as _: T.Type = T.self)
    throws(DocumentError) -> T? where T.RawValue == String
  {
    try optional(key, { $0.stringValue.flatMap(T.init(rawValue:)) }, "a known \(T.self)")
  }

  func localDate(_ key: String) throws(DocumentError) -> LocalDate {
    try required(key, { $0.stringValue.flatMap { LocalDate(iso: $0) } }, "a date")
  }

  func optionalLocalDate(_ key: String) throws(DocumentError) -> LocalDate? {
    try optional(key, { $0.stringValue.flatMap { LocalDate(iso: $0) } }, "a date")
  }

  func timestamp(_ key: String) throws(DocumentError) -> Date {
    try required(key, { $0.stringValue.flatMap(Timestamp.parse) }, "a timestamp")
  }

  func optionalTimestamp(_ key: String) throws(DocumentError) -> Date? {
    try optional(key, { $0.stringValue.flatMap(Timestamp.parse) }, "a timestamp")
  }
}
