/// A JSON value: what the parser reads and what the writer prints.
///
/// `fixed` exists for output only: a number printed with exactly `decimals` decimals, so that a
/// displayed value such as a strain of `9.6` or a CTL of `40.0` is printed as displayed.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number as parsed (or to print in the shortest form).
  case number(Double)
  /// A number to print with exactly `decimals` decimals.
  case fixed(Double, decimals: Int)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; printed with keys sorted.
  case object([String: JSONValue])
  /// An object whose members are given in the order `JSONWriter` prints keys, each key once
  /// (`JSONValue.ordered(_:)` checks it in debug builds): printed as they come, without the sort.
  /// It prints and reads as the `object` of the same members; a report that writes many objects
  /// of the same keys builds them this way (docs/architecture.md §14, *Text made of bytes*).
  case orderedObject([JSONMember])

  /// The value of `key` when this is an object.
  public subscript(key: String) -> JSONValue? {
    switch self {
    case .object(let members): return members[key]
    case .orderedObject(let members): return members.first { $0.key == key }?.value
    default: return nil
    }
  }

  /// The string, when this is one.
  public var stringValue: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  /// The number, when this is one.
  public var numberValue: Double? {
    switch self {
    case .number(let value), .fixed(let value, _): return value
    default: return nil
    }
  }

  /// The elements, when this is an array.
  public var arrayValue: [JSONValue]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The members, when this is an object.
  public var objectValue: [String: JSONValue]? {
    switch self {
    case .object(let members): return members
    case .orderedObject(let members):
      return Dictionary(members.map { ($0.key, $0.value) }) { first, _ in first }
    default: return nil
    }
  }

  /// Whether this is `null`.
  public var isNull: Bool { self == .null }

  /// The JSON type name, for error messages: `object`, `array`, `string`, `number`, …
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .number, .fixed: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object, .orderedObject: return "object"
    }
  }

  /// A fixed-decimals number, or `null` for `nil`.
  public static func fixed(_ value: Double?, _ decimals: Int) -> JSONValue {
    value.map { .fixed($0, decimals: decimals) } ?? .null
  }

  /// A string, or `null` for `nil`.
  public static func string(_ value: String?) -> JSONValue {
    value.map { .string($0) } ?? .null
  }

  /// An integer, or `null` for `nil`.
  public static func integer(_ value: Int?) -> JSONValue {
    value.map { .fixed(Double($0), decimals: 0) } ?? .null
  }
}

/// One member of an `orderedObject`.
public struct JSONMember: Hashable, Sendable {
  /// The member's key.
  public let key: String
  /// The member's value.
  public let value: JSONValue

  /// The member `key`: `value`.
  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

extension JSONValue {
  /// The object of `members`, which must be in the order `JSONWriter` prints keys
  /// (`JSONWriter.printsBefore`) with no key twice; checked in debug builds.
  public static func ordered(_ members: [JSONMember]) -> JSONValue {
    assert(
      zip(members, members.dropFirst()).allSatisfy { JSONWriter.printsBefore($0.key, $1.key) },
      "the members of an ordered object are not in the writer's order")
    return .orderedObject(members)
  }
}
