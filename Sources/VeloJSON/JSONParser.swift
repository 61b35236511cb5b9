import Foundation

/// Why a document is not valid JSON, and where.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line of the problem.
  public var line: Int
  /// 1-based column (in bytes) of the problem.
  public var column: Int
  /// What was wrong, e.g. `unexpected end of input`.
  public var reason: String

  /// `line L, column C: reason`.
  public var description: String { "line \(line), column \(column): \(reason)" }
}

/// A strict RFC 8259 JSON parser over bytes.
///
/// Strict where it matters for data: no comments, no trailing commas, no leading zeros, no
/// unescaped control characters; depth is limited so hostile input cannot exhaust the stack. A
/// duplicated object key keeps its last value.
public struct JSONParser {
  /// The deepest nesting accepted.
  public static let maximumDepth = 256

  let bytes: [UInt8]
  private let keepingDecimals: Bool
  var index = 0
  var depth = 0
  /// Parse without keeping what objects and arrays hold: validates a document without building it.
  var discarding = false

  /// Parses one JSON document (surrounding whitespace allowed, a UTF-8 BOM skipped).
  ///
  /// With `keepingDecimals`, a number written with a fraction and no exponent, such as `0.060`,
  /// is read as `.fixed(0.06, decimals: 3)`, so that writing it again gives the same text.
  public static func parse(_ bytes: [UInt8], keepingDecimals: Bool = false)
    throws(JSONSyntaxError) -> JSONValue
  {
    var parser = JSONParser(bytes: bytes, keepingDecimals: keepingDecimals)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.error("unexpected data after the document")
    }
    return value
  }

  /// Parses one JSON document from a string.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  init(bytes: [UInt8], keepingDecimals: Bool) {
    self.bytes = bytes
    self.keepingDecimals = keepingDecimals
  }

  mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else {
      throw error("unexpected end of input (is the file truncated?)")
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character '\(printable(bytes[index]))'")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw expected("a string key") }
      let key = try parseString()
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw expected("':' after a key") }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      if !discarding { members[key] = value }
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      guard peek(UInt8(ascii: "}")) else { throw expected("',' or '}' in an object") }
      index += 1
      depth -= 1
      return .object(members)
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      let element = try parseValue()
      if !discarding { elements.append(element) }
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      guard peek(UInt8(ascii: "]")) else { throw expected("',' or ']' in an array") }
      index += 1
      depth -= 1
      return .array(elements)
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    // Fast path: most strings have no escapes and decode straight from the input.
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return try decodeUTF8(bytes[start..<index - 1])
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("control character in a string") }
      index += 1
    }
    index = start
    var scalars: [UInt8] = []
    var runStart = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        scalars += bytes[runStart..<index]
        index += 1
        return try decodeUTF8(scalars[...])
      }
      if byte == UInt8(ascii: "\\") {
        scalars += bytes[runStart..<index]
        try parseEscape(into: &scalars)
        runStart = index
        continue
      }
      if byte < 0x20 { throw error("control character in a string") }
      index += 1
    }
    throw error("unterminated string")
  }

  private mutating func parseEscape(into output: inout [UInt8]) throws(JSONSyntaxError) {
    index += 1
    guard index < bytes.count else { throw error("unterminated escape") }
    let escape = bytes[index]
    index += 1
    switch escape {
    case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "/"): output.append(UInt8(ascii: "/"))
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try hex4()
      if (0xD800...0xDBFF).contains(scalar) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate in \\u escape") }
        index += 2
        let low = try hex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw error("unpaired surrogate in \\u escape")
      }
      guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
      output += Array(String(Character(unicode)).utf8)
    default:
      index -= 1
      throw error("invalid escape '\\\(printable(escape))'")
    }
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("truncated \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in \\u escape")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) { throw error("leading zero in a number") }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    var decimals = 0
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
      let fraction = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      decimals = index - fraction
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      decimals = 0
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    guard let value = Self.double(bytes[start..<index]), value.isFinite else {
      throw error("number out of range")
    }
    return keepingDecimals && decimals > 0 ? .fixed(value, decimals: decimals) : .number(value)
  }

  /// The value of a validated JSON number: small integers directly, anything else through
  /// `strtod`, which rounds correctly, without building a `String`.
  private static func double(_ digits: ArraySlice<UInt8>) -> Double? {
    if digits.count <= 15,
      !digits.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") })
    {
      var value = 0
      var negative = false
      for byte in digits {
        if byte == UInt8(ascii: "-") {
          negative = true
        } else {
          value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
      }
      return negative ? -Double(value) : Double(value)
    }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: digits.count + 1) { buffer in
      for (offset, byte) in digits.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
      buffer[digits.count] = 0
      return buffer.baseAddress.map { strtod($0, nil) }
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count,
      Array(bytes[index..<index + expected.count]) == expected
    else { throw error("invalid literal") }
    index += expected.count
    return value
  }

  mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth)") }
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func decodeUTF8(_ bytes: ArraySlice<UInt8>) throws(JSONSyntaxError) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw error("invalid UTF-8 in a string")
    }
    return text
  }

  private func printable(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
  }

  /// "expected …", or "unexpected end of input" when the input stops there (a truncated file).
  func expected(_ what: String) -> JSONSyntaxError {
    index >= bytes.count
      ? error("unexpected end of input (is the file truncated?)") : error("expected \(what)")
  }

  func error(_ reason: String) -> JSONSyntaxError {
    var line = 1
    var lineStart = 0
    for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    return JSONSyntaxError(line: line, column: index - lineStart + 1, reason: reason)
  }
}
