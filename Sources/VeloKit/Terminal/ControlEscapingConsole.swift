/// A console that keeps text from outside (a source name, a zip entry, a file name, a message
/// quoting a file's bytes) from sending commands to the terminal: in what is written for people,
/// every control character is escaped (`\x1B`, `\u{9B}`), except a line break, a tab, a carriage
/// return and the few sequences veloready draws with (`ANSI`: colours `ESC[…m`, the live frame's
/// `ESC[…F` and `ESC[J`). A title change, a clipboard write, a hyperlink or a C1 control never
/// passes. Data (`data(_:)`: JSON, CSV, exports) passes as it is: JSON escapes its controls
/// itself, and an export must hold the rider's text exactly.
package final class ControlEscapingConsole: Console {
  private let console: any Console

  /// Escapes what is written to `console` for people.
  package init(_ console: any Console) {
    self.console = console
  }

  package func out(_ text: String) { console.out(Self.escaping(text)) }
  package func data(_ text: String) { console.data(text) }
  package var foldsToASCII: Bool { console.foldsToASCII }
  package func err(_ text: String) { console.err(Self.escaping(text)) }
  package func flush() { console.flush() }

  /// `text` with every control escaped but those veloready draws with.
  package static func escaping(_ text: String) -> String {
    guard mayHoldControls(text) else { return text }
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: { isControl($0) && !isLayout($0) }) else { return text }
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}", let end = drawingSequenceEnd(scalars, from: index) {
        result.append(contentsOf: scalars[index...end])
        index = end + 1
        continue
      }
      if isControl(scalar), !isLayout(scalar) {
        result.append(contentsOf: ShownText.escaping(String(Character(scalar))).unicodeScalars)
      } else {
        result.append(scalar)
      }
      index += 1
    }
    return String(result)
  }

  /// The index of the last scalar of a sequence `ANSI` emits at `start`: `ESC[` then digits
  /// and semicolons then `m` (a colour), digits then `F` (lines up), or `J` alone (clear below).
  private static func drawingSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var index = start + 2
    var semicolons = false
    while index < scalars.count, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) {
      semicolons = semicolons || scalars[index] == ";"
      index += 1
    }
    guard index < scalars.count else { return nil }
    let parameters = index - start - 2
    switch scalars[index] {
    case "m": return index
    case "F" where parameters > 0 && !semicolons: return index
    case "J" where parameters == 0: return index
    default: return nil
    }
  }

  /// Whether `text` holds a control other than layout, found in its UTF-8 bytes: a byte below
  /// 0x20 other than a line break, tab or carriage return, DEL, or a C1 control (0xC2 then
  /// 0x80…0x9F; 0xC2 only ever leads a character). Most output has none and is passed on without
  /// being decoded into scalars, which cost as much as drawing a year's table.
  static func mayHoldControls(_ text: String) -> Bool {
    // A native string's bytes are read in place: walking `utf8` by its indices cost some 40
    // instructions a byte, a year's history table as much as scoring a month of it.
    if let found = text.utf8.withContiguousStorageIfAvailable(mayHoldControls(bytes:)) {
      return found
    }
    return Array(text.utf8).withUnsafeBufferPointer(mayHoldControls(bytes:))
  }

  private static func mayHoldControls(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      // Printable ASCII and the bytes of other characters, the bulk of any output: one test.
      if byte >= 0x20, byte != 0x7F, byte != 0xC2 { continue }
      if byte == 0xC2 {
        if index < bytes.count, bytes[index] >= 0x80, bytes[index] <= 0x9F { return true }
        continue
      }
      if byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
        return true
      }
    }
    return false
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Line break, tab and carriage return: layout, which the dashboard and progress bar use.
  private static func isLayout(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\t" || scalar == "\r"
  }
}
