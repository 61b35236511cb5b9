import Testing

@testable import ScoreEngine

/// `LocalDate.description` writes a date of years 0…9999 as ten bytes in place; it must give the
/// text the joined pieces gave, for every kind of date.
@Suite struct LocalDateTextTests {
  /// The text as it was built before: each part zero-padded, joined by hyphens.
  static func joined(_ date: LocalDate) -> String {
    func pad(_ value: Int, _ width: Int) -> String {
      let text = String(abs(value))
      let padded = String(repeating: "0", count: max(0, width - text.count)) + text
      return value < 0 ? "-" + padded : padded
    }
    let (year, month, day) = date.components
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  @Test func everyDayOfFourCenturiesReadsAsTheJoinedText() {
    let first = LocalDate(dayNumber: -25_567)
    #expect(Self.joined(first) == "1900-01-01")
    for offset in stride(from: 0, to: 146_097, by: 1) {
      let date = first.adding(days: offset)
      #expect(date.description == Self.joined(date))
    }
  }

  @Test func theEdgesOfFourDigitYearsAndBeyond() throws {
    let cases: [(LocalDate?, String)] = [
      (LocalDate(year: 0, month: 1, day: 1), "0000-01-01"),
      (LocalDate(year: 7, month: 3, day: 9), "0007-03-09"),
      (LocalDate(year: 999, month: 12, day: 31), "0999-12-31"),
      (LocalDate(year: 2024, month: 2, day: 29), "2024-02-29"),
      (LocalDate(year: 9999, month: 12, day: 31), "9999-12-31"),
      (LocalDate(year: 10000, month: 1, day: 1), "10000-01-01"),
      (LocalDate(year: -1, month: 12, day: 31), "-0001-12-31"),
    ]
    for (made, text) in cases {
      let date = try #require(made)
      #expect(date.description == text)
      #expect(Self.joined(date) == text)
    }
  }
}
