import Testing

@testable import HealthImport

/// The 25-byte dates nearly every record has are read eight bytes at a time; they must give
/// what the byte-by-byte reading gives.
@Suite struct AppleHealthDateTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var seconds: Double?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // 2026-09-21 is day 20,717 since 1970-01-01: 20,717 × 86,400 + 4:41:09 − 2 h.
    Case(name: "east of UTC", text: "2026-09-21 04:41:09 +0200", seconds: 1_789_958_469),
    Case(name: "a T before the clock", text: "2026-09-21T04:41:09 +0200", seconds: 1_789_958_469),
    Case(name: "an offset with a colon", text: "2026-09-21 04:41:09+02:00", seconds: 1_789_958_469),
    // Day 20,089 × 86,400 + 23:59:59 + 9:30.
    Case(name: "west of UTC by 9:30", text: "2025-01-01 23:59:59 -0930", seconds: 1_735_810_199),
    // Day 17,166 × 86,400 + 23:59:60.
    Case(name: "a leap second", text: "2016-12-31 23:59:60 +0000", seconds: 1_483_228_800),
    Case(name: "hour 24", text: "2026-09-22 24:00:00 +0000", seconds: nil),
    Case(name: "an offset over 18 hours", text: "2026-09-21 04:41:09 +1900", seconds: nil),
    Case(name: "offset minutes 60", text: "2026-09-21 04:41:09 +0260", seconds: nil),
    Case(name: "a letter in the minutes", text: "2026-09-21 04:4x:09 +0200", seconds: nil),
    Case(name: "a slash in the hour", text: "2026-09-21 0/:41:09 +0200", seconds: nil),
    Case(name: "a semicolon for a digit", text: "2026-09-21 04:41:0; +0200", seconds: nil),
    Case(name: "a colon for the sign", text: "2026-09-21 04:41:09 :0200", seconds: nil),
    Case(name: "a semicolon for a colon", text: "2026-09-21 04;41:09 +0200", seconds: nil),
    Case(name: "no space before the clock", text: "2026-09-21x04:41:09 +0200", seconds: nil),
    Case(name: "February 30", text: "2026-02-30 04:41:09 +0200", seconds: nil),
  ]

  static func read(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { AppleHealthDate.epochSeconds(UnsafeRawBufferPointer($0)) }
  }

  @Test(arguments: cases)
  func aCommonDateGivesItsSecondsOrNothing(_ example: Case) {
    #expect(Self.read(example.text) == example.seconds)
    // The same date with a fraction of zero is read byte by byte.
    var slower = example.text
    slower.insert(contentsOf: ".0", at: slower.index(slower.startIndex, offsetBy: 19))
    #expect(Self.read(slower) == example.seconds, "\(slower)")
  }

  /// The offset a date was written with, as the import summary compares it with the zone's:
  /// +02:00 is 7,200 s east, −05:30 is 19,800 s west, and the iOS 8 −0800 is 28,800 s west.
  @Test func theWrittenOffsetIsReadInEveryForm() {
    func offset(_ text: String) -> Int? {
      var text = text
      return text.withUTF8 { AppleHealthDate.writtenOffset(UnsafeRawBufferPointer($0)) }
    }
    #expect(offset("2026-09-21 17:00:00 +0200") == 7200)
    #expect(offset("2026-09-21T17:00:00.25-05:30") == -19_800)
    #expect(offset("2026-09-21 17:00:00Z") == 0)
    #expect(offset("20140104084300-0800") == -28_800)
    #expect(offset("2026-09-21 17:00:00") == nil)
    #expect(offset("not a date at all") == nil)
  }
}
