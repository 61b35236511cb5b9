/// Prints `JSONValue`s: keys sorted, two-space indentation, `fixed` numbers with their decimals.
///
/// The text is put together as UTF-8 bytes and made a `String` once at the end: appending to a
/// `String` costs a few hundred instructions a piece, and a year of `history --json` makes some
/// 80,000 pieces (docs/architecture.md §14).
public enum JSONWriter {
  /// The document as text, pretty-printed, with a trailing newline; with `asciiOnly`, characters
  /// outside ASCII are written as `\u` escapes, so the text is pure ASCII and reads back the same.
  public static func pretty(_ value: JSONValue, asciiOnly: Bool = false) -> String {
    var bytes: [UInt8] = []
    write(value, indent: 0, pretty: true, into: &bytes)
    var output = String(decoding: bytes, as: UTF8.self)
    if asciiOnly { output = escapingNonASCII(output) }
    output += "\n"
    return output
  }

  /// The document on one line, without a trailing newline.
  public static func compact(_ value: JSONValue) -> String {
    var bytes: [UInt8] = []
    write(value, indent: 0, pretty: false, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func write(
    _ value: JSONValue, indent: Int, pretty: Bool, into output: inout [UInt8]
  ) {
    switch value {
    case .null: output += "null".utf8
    case .bool(let flag): output += (flag ? "true" : "false").utf8
    case .number(let number): output += shortest(number).utf8
    case .fixed(let number, let decimals): output += fixed(number, decimals: decimals).utf8
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]".utf8
        return
      }
      if pretty, elements.allSatisfy(isFlat) {
        // Short rows such as heart-rate pairs stay on one line.
        output.append(UInt8(ascii: "["))
        for (position, element) in elements.enumerated() {
          if position > 0 { output += ", ".utf8 }
          write(element, indent: indent, pretty: false, into: &output)
        }
        output.append(UInt8(ascii: "]"))
        return
      }
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(indent + 1, pretty, &output)
        write(element, indent: indent + 1, pretty: pretty, into: &output)
      }
      newline(indent, pretty, &output)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      writeMembers(members.sorted { printsBefore($0.key, $1.key) }, indent, pretty, &output)
    case .orderedObject(let members):
      writeMembers(members.lazy.map { ($0.key, $0.value) }, indent, pretty, &output)
    }
  }

  /// An object's members, in the order given.
  private static func writeMembers<Members: Collection<(key: String, value: JSONValue)>>(
    _ members: Members, _ indent: Int, _ pretty: Bool, _ output: inout [UInt8]
  ) {
    guard !members.isEmpty else {
      output += "{}".utf8
      return
    }
    output.append(UInt8(ascii: "{"))
    for (position, member) in members.enumerated() {
      if position > 0 { output.append(UInt8(ascii: ",")) }
      newline(indent + 1, pretty, &output)
      writeString(member.key, into: &output)
      output.append(UInt8(ascii: ":"))
      if pretty { output.append(UInt8(ascii: " ")) }
      write(member.value, indent: indent + 1, pretty: pretty, into: &output)
    }
    newline(indent, pretty, &output)
    output.append(UInt8(ascii: "}"))
  }

  /// A scalar, or an array of scalars.
  private static func isFlat(_ value: JSONValue) -> Bool {
    switch value {
    case .object, .orderedObject: return false
    case .array(let elements):
      return elements.allSatisfy {
        switch $0 {
        case .array, .object, .orderedObject: return false
        default: return true
        }
      }
    default: return true
    }
  }

  private static func newline(_ indent: Int, _ pretty: Bool, _ output: inout [UInt8]) {
    guard pretty else { return }
    output.append(UInt8(ascii: "\n"))
    // Copied from a run of spaces made once: appending `repeatElement` went a byte at a time,
    // a tenth of a year's `history --json`.
    var left = 2 * indent
    while left > 0 {
      let run = min(left, spaces.count)
      spaces.withUnsafeBufferPointer {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<run]))
      }
      left -= run
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  /// A number with exactly `decimals` decimals, rounded as the scores display values (see
  /// `DisplayRounding`).
  public static func fixed(_ number: Double, decimals: Int) -> String {
    guard number.isFinite else { return "null" }
    return DigitText.decimal(
      units: DisplayRounding.units(number, decimals: decimals), decimals: decimals)
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

  /// Whether key `a` is printed before `b` in an object: by their UTF-8 bytes, read in place
  /// where the string keeps them in one piece (as Swift's own strings do).
  public static func printsBefore(_ a: String, _ b: String) -> Bool {
    let inPlace = a.utf8.withContiguousStorageIfAvailable { a in
      b.utf8.withContiguousStorageIfAvailable { b in a.lexicographicallyPrecedes(b) }
    }
    return (inPlace ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  private static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { writeEscaped($0, into: &output) }
    output.append(UInt8(ascii: "\""))
  }

  private static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
    var index = 0
    while index < utf8.count {
      // The bytes that need no escape, the bulk of any text, are copied as one run.
      let run = index
      while index < utf8.count, !mayNeedEscape(utf8[index]) { index += 1 }
      if index > run { output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index])) }
      guard index < utf8.count else { return }
      let byte = utf8[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): output += #"\""#.utf8
      case UInt8(ascii: "\\"): output += #"\\"#.utf8
      case UInt8(ascii: "\n"): output += #"\n"#.utf8
      case UInt8(ascii: "\r"): output += #"\r"#.utf8
      case UInt8(ascii: "\t"): output += #"\t"#.utf8
      case 0x08: output += #"\b"#.utf8
      case 0x0C: output += #"\f"#.utf8
      // C0 controls must be escaped; DEL and C1 (U+007F–U+009F, `U+009B` a one-byte CSI to some
      // terminals) may stay raw in JSON but are escaped too, so a document shown on a terminal
      // cannot command it. C1 is 0xC2 0x80…0x9F in UTF-8.
      case ..<0x20, 0x7F: writeUnicodeEscape(UInt32(byte), into: &output)
      case 0xC2 where index < utf8.count && (0x80...0x9F).contains(utf8[index]):
        writeUnicodeEscape(UInt32(utf8[index]), into: &output)
        index += 1
      // Every other byte of a character outside ASCII is 0x80 or more: copied as it is.
      default: output.append(byte)
      }
    }
  }

  /// Whether `byte` is one `writeEscaped` looks at: a quote, a backslash, a C0 control, DEL, or
  /// 0xC2, the lead byte of the C1 controls.
  private static func mayNeedEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
      || byte == 0xC2
  }

  /// `\u` and four hex digits of a scalar below U+0100.
  private static func writeUnicodeEscape(_ value: UInt32, into output: inout [UInt8]) {
    let hex = String(value, radix: 16)
    output += #"\u"#.utf8
    output += (String(repeating: "0", count: 4 - hex.count) + hex).utf8
  }
}
