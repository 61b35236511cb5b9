import Foundation
import Testing

@testable import VeloJSON

/// `DigitText`, the byte-built text of timestamps and fixed-decimal numbers, against the
/// `String(n)`-and-padding it replaced.
@Suite struct DigitTextTests {
  /// Zero-padding as `String(repeating: "0", …) + String(n)` did, a minus sign before the zeros.
  static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value.magnitude)
    let zeros = String(repeating: "0", count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + zeros + digits
  }

  @Test(arguments: [
    (0, 1), (0, 2), (7, 2), (59, 2), (100, 2), (2026, 4), (999, 4), (-5, 4), (-12345, 2),
    (Int.max, 1), (Int.min + 1, 3), (1, 0),
  ])
  func padsAsStringDid(value: Int, width: Int) {
    var text = DigitText()
    text.append(value, width: width)
    #expect(text.text == Self.padded(value, width))
  }

  /// What `JSONWriter.fixed` wrote through `DigitText` before it wrote the string in place: the
  /// sign, the whole part and the decimals zero-padded.
  static func decimalPieces(_ units: Int, _ decimals: Int) -> String {
    var scale: UInt = 1
    for _ in 0..<max(0, decimals) { scale *= 10 }
    var text = DigitText()
    if units < 0 { text.append("-") }
    text.append(digitsOf: units.magnitude / scale)
    if decimals > 0 {
      text.append(".")
      text.append(digitsOf: units.magnitude % scale, width: decimals)
    }
    return text.text
  }

  @Test func decimalsWrittenInPlaceAreThoseJoinedFromPieces() {
    for decimals in 0...4 {
      for units in [0, 1, 5, 9, 10, 46, 466, 1_000, 99_999, 123_456_789, Int.max, Int.min + 1] {
        for value in [units, -units] where value != 0 || units == 0 {
          #expect(
            DigitText.decimal(units: value, decimals: decimals)
              == Self.decimalPieces(value, decimals), "\(value) \(decimals)")
        }
      }
    }
    #expect(DigitText.decimal(units: 466, decimals: 2) == "4.66")
    #expect(DigitText.decimal(units: -5, decimals: 1) == "-0.5")
    #expect(DigitText.decimal(units: 7, decimals: 3) == "0.007")
    #expect(DigitText.decimal(units: 123, decimals: -1) == "123")
  }

  @Test func joinsPiecesInOrder() {
    var text = DigitText()
    text.append(2026, width: 4)
    text.append("-")
    text.append(digitsOf: 3, width: 2)
    text.append("T")
    text.append(digitsOf: UInt.max)
    #expect(text.text == "2026-03T\(UInt.max)")
    #expect(DigitText().text.isEmpty)
  }

  /// Timestamps and day texts, worked out by hand: day 20,412 is 2025-11-20 (55 years and 13
  /// leap days after 1970-01-01 is 2025-01-01 = day 20,089, plus 323 days).
  @Test func timestampsAndDays() {
    #expect(CivilCalendar.text(of: 0) == "1970-01-01")
    #expect(CivilCalendar.text(of: 20_412) == "2025-11-20")
    #expect(CivilCalendar.text(of: -1) == "1969-12-31")
    let instant = Date(timeIntervalSince1970: 20_412 * 86_400 + 6 * 3600 + 55 * 60 + 9)
    #expect(ISO8601Text.format(instant) == "2025-11-20T06:55:09Z")
    #expect(ISO8601Text.format(instant, utcOffsetSeconds: 3600) == "2025-11-20T07:55:09+01:00")
    #expect(ISO8601Text.format(instant, utcOffsetSeconds: -34_200) == "2025-11-19T21:25:09-09:30")
  }

  /// `JSONWriter.fixed`, built with `DigitText`: the display rounding's results.
  @Test(arguments: [
    (0.0, 1, "0.0"), (9.6, 1, "9.6"), (-0.04, 1, "0.0"), (-16.04, 1, "-16.0"), (1.005, 2, "1.01"),
    (0.3956, 3, "0.396"), (102.25, 1, "102.3"), (-2.5, 0, "-3"), (0.007, 2, "0.01"),
    (94, 0, "94"), (-0.05, 1, "-0.1"),
  ])
  func fixedDecimals(value: Double, decimals: Int, written: String) {
    #expect(JSONWriter.fixed(value, decimals: decimals) == written)
  }
}
