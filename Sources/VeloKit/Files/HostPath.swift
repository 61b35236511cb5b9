/// A file path as the system stores it: bytes, which need not be UTF-8 (a name from an old zip
/// or a FAT card, `M\xFCnchen.fit`). A Swift `String` would replace such bytes and then name
/// no file; this keeps them, to open the file, and escapes them to show it.
package struct HostPath: Hashable, Sendable {
  /// The path's bytes, without a terminating NUL.
  package var bytes: [UInt8]

  /// The path of `text`, as UTF-8.
  package init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The path of `bytes`.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// `component` under this folder.
  package func appending(_ component: [UInt8]) -> HostPath {
    HostPath(bytes: bytes + [UInt8(ascii: "/")] + component)
  }

  /// The path as text when its bytes are valid UTF-8, else `nil`.
  package var exactText: String? {
    String(validating: bytes, as: UTF8.self)
  }

  /// The path for a message: `ShownText.escaping(bytes)`.
  package var shown: String { ShownText.escaping(bytes) }

  /// Calls `body` with the path as a NUL-terminated C string.
  package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows
    -> Result
  {
    try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { buffer in
      // A non-empty array always has a base address.
      guard let base = buffer.baseAddress else { return try "".withCString(body) }
      return try body(base)
    }
  }
}

/// Text from outside (a file name, a zip entry, a source name) made safe to print: a byte that
/// is not UTF-8 becomes `\xFC`, and a control character, which a terminal would obey (an escape
/// sequence can move the cursor, retitle the window or hide text), becomes `\x1B` or `\u{9B}`.
package enum ShownText {
  /// `bytes` as printable text.
  package static func escaping(_ bytes: [UInt8]) -> String {
    var result = ""
    var rest = bytes[...]
    while !rest.isEmpty {
      // The longest valid UTF-8 prefix, then one undecodable byte.
      var decoder = UTF8()
      var iterator = rest.makeIterator()
      var consumed = 0
      var valid = true
      while valid {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
          result += escaping(scalar)
          consumed += UTF8.width(scalar)
        case .emptyInput: valid = false
        case .error:
          let byte = rest[rest.startIndex + consumed]
          result += "\\x" + hex(UInt32(byte), digits: 2)
          consumed += 1
          valid = false
        }
      }
      rest = rest.dropFirst(consumed)
      if consumed == 0 { break }
    }
    return result
  }

  /// `text` with its control characters escaped: one name or value from an input, shown on one
  /// line, in which not even a line break is left to the terminal.
  package static func escaping(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    return text.unicodeScalars.map(escaping).joined()
  }

  /// `text`, lines of words and no drawing of veloready's own (a summary, a message quoting an
  /// input), with every control character escaped but the line breaks between its lines.
  package static func escapingLines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { escaping(String($0)) }.joined(separator: "\n")
  }

  private static func escaping(_ scalar: Unicode.Scalar) -> String {
    guard isControl(scalar) else { return String(Character(scalar)) }
    return scalar.value < 0x80
      ? "\\x" + hex(scalar.value, digits: 2) : "\\u{" + hex(scalar.value, digits: 2) + "}"
  }

  /// C0 controls, DEL and C1 controls (U+0080–U+009F, `U+009B` is a one-byte CSI).
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
