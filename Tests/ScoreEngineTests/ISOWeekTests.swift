import Testing

@testable import ScoreEngine

/// ISO 8601 weeks: Monday first, week 1 holds the year's first Thursday (docs/algorithm.md
/// §15.1).
@Suite struct ISOWeekTests {
  struct WeekCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let date: String
    let weekday: Int
    let monday: String
    let year: Int
    let week: Int
  }

  @Test(arguments: [
    WeekCase(
      testDescription: "a Friday in November", date: "2026-11-20", weekday: 5,
      monday: "2026-11-16", year: 2026, week: 47),
    WeekCase(
      testDescription: "a Monday is its own start", date: "2026-11-16", weekday: 1,
      monday: "2026-11-16", year: 2026, week: 47),
    WeekCase(
      testDescription: "a Sunday belongs to the week before it", date: "2026-11-22", weekday: 7,
      monday: "2026-11-16", year: 2026, week: 47),
    WeekCase(
      testDescription: "New Year's Day 2027 is in week 53 of 2026", date: "2027-01-01",
      weekday: 5, monday: "2026-12-28", year: 2026, week: 53),
    WeekCase(
      testDescription: "30 December 2024 starts week 1 of 2025", date: "2024-12-30", weekday: 1,
      monday: "2024-12-30", year: 2025, week: 1),
    WeekCase(
      testDescription: "3 January 2021 is in week 53 of 2020", date: "2021-01-03", weekday: 7,
      monday: "2020-12-28", year: 2020, week: 53),
    WeekCase(
      testDescription: "1 January 1970 was a Thursday", date: "1970-01-01", weekday: 4,
      monday: "1969-12-29", year: 1970, week: 1),
  ])
  func weeks(_ weekCase: WeekCase) {
    let date = day(weekCase.date)
    #expect(date.isoWeekday == weekCase.weekday)
    #expect(date.startOfISOWeek == day(weekCase.monday))
    let (year, week) = date.isoWeek
    #expect(year == weekCase.year && week == weekCase.week)
  }
}
