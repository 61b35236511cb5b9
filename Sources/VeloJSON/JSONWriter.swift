/// Prints `JSONValue`s: keys sorted, two-space indentation, `fixed` numbers with their decimals.
public enum JSONWriter {
  /// The document as text, pretty-printed, with a trailing newline; with `asciiOnly`, characters
  /// outside ASCII are written as `\u` escapes, so the text is pure ASCII and reads back the same.
  public static func pretty(_ value: JSONValue, asciiOnly: Bool = false) -> String {
    var output = ""
    write(value, indent: 0, pretty: true, into: &output)
    if asciiOnly { output = escapingNonASCII(output) }
    output += "\n"
    return output
  }

  /// The document on one line, without a trailing newline.
  public static func compact(_ value: JSONValue) -> String {
    var output = ""
    write(value, indent: 0, pretty: false, into: &output)
    return output
  }

  private static func write(
    _ value: JSONValue, indent: Int, pretty: Bool, into output: inout String
  ) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += shortest(number)
    case .fixed(let number, let decimals): output += fixed(number, decimals: decimals)
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      if pretty, elements.allSatisfy(isFlat) {
        // Short rows such as heart-rate pairs stay on one line.
        output += "["
        for (position, element) in elements.enumerated() {
          if position > 0 { output += ", " }
          write(element, indent: indent, pretty: false, into: &output)
        }
        output += "]"
        return
      }
      output += "["
      for (position, element) in elements.enumerated() {
        if position > 0 { output += "," }
        newline(indent + 1, pretty, &output)
        write(element, indent: indent + 1, pretty: pretty, into: &output)
      }
      newline(indent, pretty, &output)
      output += "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{"
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (position, key) in keys.enumerated() {
        if position > 0 { output += "," }
        newline(indent + 1, pretty, &output)
        writeString(key, into: &output)
        output += pretty ? ": " : ":"
        write(members[key] ?? .null, indent: indent + 1, pretty: pretty, into: &output)
      }
      newline(indent, pretty, &output)
      output += "}"
    }
  }

  /// A scalar, or an array of scalars.
  private static func isFlat(_ value: JSONValue) -> Bool {
    switch value {
    case .object: return false
    case .array(let elements):
      return elements.allSatisfy { $0.arrayValue == nil && $0.objectValue == nil }
    default: return true
    }
  }

  private static func newline(_ indent: Int, _ pretty: Bool, _ output: inout String) {
    guard pretty else { return }
    output += "\n"
    output += String(repeating: "  ", count: indent)
  }

  /// A number with exactly `decimals` decimals, rounded as the scores display values (see
  /// `DisplayRounding`).
  public static func fixed(_ number: Double, decimals: Int) -> String {
    guard number.isFinite else { return "null" }
    var scale = 1
    for _ in 0..<max(0, decimals) { scale *= 10 }
    let units = DisplayRounding.units(number, decimals: decimals)
    let magnitude = units.magnitude
    var text = String(magnitude / UInt(scale))
    if decimals > 0 {
      let fraction = String(magnitude % UInt(scale))
      text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return units < 0 ? "-" + text : text
  }

  private static func shortest(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }

  /// `json` with every scalar outside ASCII (only ever inside strings) as `\uXXXX`, those above
  /// U+FFFF as a surrogate pair.
  private static func escapingNonASCII(_ json: String) -> String {
    guard json.utf8.contains(where: { $0 >= 0x80 }) else { return json }
    var output = ""
    for scalar in json.unicodeScalars {
      if scalar.isASCII {
        output.unicodeScalars.append(scalar)
        continue
      }
      for unit in String(scalar).utf16 {
        let hex = String(unit, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return output
  }

  private static func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      // C0 controls must be escaped; DEL and C1 (U+007F–U+009F, `U+009B` a one-byte CSI to some
      // terminals) may stay raw in JSON but are escaped too, so a document shown on a terminal
      // cannot command it.
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
