import ScoreEngine
import Testing

@testable import VeloJSON

/// `VeloJSON` keeps its own calendar and display rounding (it has no dependencies); these tests
/// check that they agree with the engine's `LocalDate` and `Rounding`, which define them.
@Suite struct AgreementTests {
  @Test func theCalendarAgreesWithLocalDateForFourHundredYearsEachWay() {
    for dayNumber in stride(from: -146_097, through: 146_097, by: 1) {
      let engine = LocalDate(dayNumber: dayNumber)
      let (year, month, day) = CivilCalendar.date(of: dayNumber)
      guard engine.components == (year, month, day) else {
        Issue.record("day \(dayNumber): engine \(engine), VeloJSON \(year)-\(month)-\(day)")
        return
      }
      guard CivilCalendar.dayNumber(year: year, month: month, day: day) == dayNumber else {
        Issue.record("day \(dayNumber) does not round-trip")
        return
      }
    }
  }

  @Test(
    "impossible dates are refused",
    arguments: [
      ("30 February", 2025, 2, 30), ("29 February of a common year", 2025, 2, 29),
      ("29 February 1900", 1900, 2, 29), ("month 13", 2025, 13, 1), ("day 0", 2025, 1, 0),
    ])
  func impossibleDates(_ name: String, _ year: Int, _ month: Int, _ day: Int) {
    #expect(CivilCalendar.dayNumber(year: year, month: month, day: day) == nil)
  }

  @Test func leapDayOf2000Exists() {
    #expect(CivilCalendar.dayNumber(year: 2000, month: 2, day: 29) == 11_016)
  }

  @Test(
    "display rounding agrees with the engine",
    arguments: [
      ("binary noise below half", 1.005, 2), ("half away from zero", 2.5, 0),
      ("negative half", -2.5, 0), ("tenths", 64.15, 1), ("large", 123_456.789, 2),
      ("tiny negative", -0.0004, 3), ("zero decimals", 93.48, 0), ("noise above", 0.285, 2),
    ])
  func roundingAgrees(_ name: String, _ value: Double, _ decimals: Int) {
    #expect(
      DisplayRounding.units(value, decimals: decimals)
        == Rounding.units(value, decimals: decimals))
  }
}
