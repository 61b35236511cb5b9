/// A short ASCII text of numbers and separators, built as bytes and made a `String` once: the
/// timestamps and fixed-decimal numbers that every report prints (docs/architecture.md §14).
///
/// The same text put together from `String(n)` and `+` makes a string for every piece, a few
/// hundred instructions each; a year of `history --json` prints 730 timestamps of nine pieces
/// and some 6,000 numbers of three.
struct DigitText {
  private(set) var bytes: [UInt8] = []

  init() {
    bytes.reserveCapacity(32)
  }

  /// The text so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// An ASCII character.
  mutating func append(_ character: Unicode.Scalar) {
    precondition(character.isASCII, "DigitText holds ASCII only")
    bytes.append(UInt8(character.value))
  }

  /// `value` in decimal with leading zeros to `width` digits, after a `-` when negative.
  mutating func append(_ value: Int, width: Int = 1) {
    if value < 0 { append("-") }
    append(digitsOf: value.magnitude, width: width)
  }

  /// `units` with its last `decimals` digits after a point (`466`, 2 → `4.66`; `-5`, 1 →
  /// `-0.5`), written straight into a string of its exact length: the numbers of the tables are
  /// short enough to be small strings, which need no buffer at all.
  static func decimal(units: Int, decimals: Int) -> String {
    let places = max(0, decimals)
    let magnitude = units.magnitude
    var digits = 1
    var rest = magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let whole = max(digits - places, 1)
    let length = (units < 0 ? 1 : 0) + whole + (places > 0 ? 1 + places : 0)
    return String(unsafeUninitializedCapacity: length) { text in
      var index = length - 1
      rest = magnitude
      for _ in 0..<places {
        text[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        index -= 1
      }
      if places > 0 {
        text[index] = UInt8(ascii: ".")
        index -= 1
      }
      repeat {
        text[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        index -= 1
      } while rest > 0
      if units < 0 { text[0] = UInt8(ascii: "-") }
      return length
    }
  }

  /// `value`'s decimal digits, with leading zeros to `width` digits.
  mutating func append(digitsOf value: UInt, width: Int = 1) {
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(count, width)))
    var index = bytes.count - 1
    rest = value
    repeat {
      bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
      index -= 1
    } while rest > 0
  }
}
