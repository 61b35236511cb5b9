/// A pull reader of a JSON document that is an array: it hands out one element at a time.
///
/// A list response of tens of megabytes parsed whole becomes a tree ten times its size; read
/// through this reader, only the element being mapped exists as a `JSONValue`, and the
/// document's bytes are the only other thing held. It accepts and refuses exactly what
/// `JSONParser.parse` does, with the same errors at the same places: each element is read by
/// that parser, and the array's brackets and commas are checked by the same rules.
///
/// ```swift
/// var reader = try JSONArrayReader(bytes)
/// guard reader.isArray else { … reader.typeName … }
/// while let element = try reader.next() { map(element) }
/// ```
///
/// Elements already handed out stay valid when a later one is broken: `next()` throws then, and
/// a caller that wants all or nothing (an importer) drops what it mapped.
public struct JSONArrayReader {
  private enum State {
    /// After `[`, before the first element or `]`.
    case opened
    /// After an element, before `,` or `]`.
    case between
    /// After `]` and the check that nothing follows it.
    case finished
  }

  private var parser: JSONParser
  private var state: State
  /// Whether the document is an array; when not, it has been checked whole and `next()` is `nil`.
  public let isArray: Bool
  /// The document's type, as `JSONValue.typeName` names it: `array`, `object`, `string`, …
  public let typeName: String

  /// Opens `bytes` (surrounding whitespace allowed, a UTF-8 BOM skipped).
  ///
  /// A document that is not an array is read through at once, without keeping its contents, so
  /// that an invalid one throws here as `JSONParser.parse` would.
  public init(_ bytes: [UInt8]) throws(JSONSyntaxError) {
    parser = JSONParser(bytes: bytes, keepingDecimals: false)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    if parser.peek(UInt8(ascii: "[")) {
      isArray = true
      typeName = "array"
      try parser.enter()
      parser.index += 1
      state = .opened
      return
    }
    isArray = false
    parser.discarding = true
    let value = try parser.parseValue()
    typeName = value.typeName
    try Self.finish(&parser)
    state = .finished
  }

  /// The next element, or `nil` after the last one.
  ///
  /// - Throws: `JSONSyntaxError` where the document stops being valid JSON.
  public mutating func next() throws(JSONSyntaxError) -> JSONValue? {
    switch state {
    case .finished:
      return nil
    case .opened:
      parser.skipWhitespace()
      if parser.peek(UInt8(ascii: "]")) { return try close() }
    case .between:
      parser.skipWhitespace()
      if parser.peek(UInt8(ascii: ",")) {
        parser.index += 1
      } else if parser.peek(UInt8(ascii: "]")) {
        return try close()
      } else {
        throw parser.expected("',' or ']' in an array")
      }
    }
    parser.skipWhitespace()
    let element = try parser.parseValue()
    state = .between
    return element
  }

  private mutating func close() throws(JSONSyntaxError) -> JSONValue? {
    parser.index += 1
    parser.depth -= 1
    try Self.finish(&parser)
    state = .finished
    return nil
  }

  /// Only whitespace may follow the document.
  private static func finish(_ parser: inout JSONParser) throws(JSONSyntaxError) {
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("unexpected data after the document")
    }
  }
}
