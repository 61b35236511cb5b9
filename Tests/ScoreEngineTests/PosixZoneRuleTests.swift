import Testing

@testable import ScoreEngine

/// The POSIX TZ rules of TZif footers: their text, the days they name and the offsets they give
/// (RFC 8536 §3.3). Every expected value is worked out from a calendar by hand in the case.
@Suite struct PosixZoneRuleTests {
  struct DateCase: CustomTestStringConvertible, Sendable {
    let name: String
    let rule: String
    let year: Int
    let expected: String
    var testDescription: String { name }
  }

  // 2025-01-01 is a Wednesday, so 2025-03-01 (day 59) is a Saturday, 2025-10-01 (day 273) a
  // Wednesday and 2025-11-01 (day 304) a Saturday; 2026-03-01 is a Sunday.
  static let dates: [DateCase] = [
    DateCase(name: "last Sunday of March 2025", rule: "M3.5.0", year: 2025, expected: "2025-03-30"),
    DateCase(
      name: "last Sunday of October 2025", rule: "M10.5.0", year: 2025, expected: "2025-10-26"),
    DateCase(
      name: "second Sunday of March 2025", rule: "M3.2.0", year: 2025, expected: "2025-03-09"),
    DateCase(
      name: "first Sunday of November 2025", rule: "M11.1.0", year: 2025, expected: "2025-11-02"),
    DateCase(
      name: "week 5 is a real fifth Sunday in March 2026", rule: "M3.5.0", year: 2026,
      expected: "2026-03-29"),
    DateCase(
      name: "week 1 is the first day when the month starts on that weekday", rule: "M3.1.6",
      year: 2025, expected: "2025-03-01"),
    DateCase(name: "J59 is February 28", rule: "J59", year: 2024, expected: "2024-02-28"),
    DateCase(
      name: "J60 skips February 29 in a leap year", rule: "J60", year: 2024,
      expected: "2024-03-01"),
    DateCase(
      name: "J365 is December 31 in a leap year", rule: "J365", year: 2024, expected: "2024-12-31"),
    DateCase(
      name: "zero-based 59 is February 29 in a leap year", rule: "59", year: 2024,
      expected: "2024-02-29"),
    DateCase(
      name: "zero-based 59 is March 1 in a common year", rule: "59", year: 2025,
      expected: "2025-03-01"),
    DateCase(name: "zero-based 0 is January 1", rule: "0", year: 2025, expected: "2025-01-01"),
    DateCase(
      name: "zero-based 365 is December 31 in a leap year", rule: "365", year: 2024,
      expected: "2024-12-31"),
  ]

  @Test(arguments: dates)
  func aRuleNamesItsDayOfTheYear(_ testCase: DateCase) throws {
    let rule = try #require(PosixZoneRule(text: "AAA0BBB,\(testCase.rule),J1"))
    let daylight = try #require(rule.daylight)
    #expect(daylight.start.date(in: testCase.year).description == testCase.expected)
  }

  struct TextCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let expected: PosixZoneRule?
    var testDescription: String { name }
  }

  static func rule(_ standard: Int, _ daylight: Int, _ start: TransitionRule, _ end: TransitionRule)
    -> PosixZoneRule
  {
    PosixZoneRule(
      standardOffset: standard,
      daylight: PosixZoneRule.Daylight(offset: daylight, start: start, end: end))
  }

  static func month(_ month: Int, _ week: Int, _ weekday: Int, at seconds: Int = 7200)
    -> TransitionRule
  {
    TransitionRule(
      day: .monthWeekDay(month: month, week: week, weekday: weekday), secondsIntoDay: seconds)
  }

  static let texts: [TextCase] = [
    TextCase(
      name: "Central Europe: west-positive offsets, 03:00 end", text: "CET-1CEST,M3.5.0,M10.5.0/3",
      expected: rule(3600, 7200, month(3, 5, 0), month(10, 5, 0, at: 10_800))),
    TextCase(
      name: "US Eastern", text: "EST5EDT,M3.2.0,M11.1.0",
      expected: rule(-18_000, -14_400, month(3, 2, 0), month(11, 1, 0))),
    TextCase(
      name: "Lord Howe: quoted names, half-hour offsets",
      text: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
      expected: rule(37_800, 39_600, month(10, 1, 0), month(4, 1, 0))),
    TextCase(
      name: "Chatham: daylight offset one hour ahead by default, minutes in times",
      text: "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45",
      expected: rule(45_900, 49_500, month(9, 5, 0, at: 9900), month(4, 1, 0, at: 13_500))),
    TextCase(
      name: "Nuuk: negative transition times (version 3)", text: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0",
      expected: rule(-7200, -3600, month(3, 5, 0, at: -3600), month(10, 5, 0, at: 0))),
    TextCase(
      name: "Dublin: daylight offset below standard", text: "IST-1GMT0,M10.5.0,M3.5.0/1",
      expected: rule(3600, 0, month(10, 5, 0), month(3, 5, 0, at: 3600))),
    TextCase(
      name: "daylight all year", text: "EST5EDT,0/0,J365/25",
      expected: rule(
        -18_000, -14_400, TransitionRule(day: .zeroBased(0), secondsIntoDay: 0),
        TransitionRule(day: .julian(365), secondsIntoDay: 90_000))),
    TextCase(
      name: "a daylight name without rules takes the US rules", text: "EST5EDT",
      expected: rule(-18_000, -14_400, month(3, 2, 0), month(11, 1, 0))),
    TextCase(
      name: "167-hour times, seconds in offsets",
      text: "AAA+3:00:30BBB,M3.2.0/167,M11.1.0/-167:59:59",
      expected: rule(
        -10_830, -7230, month(3, 2, 0, at: 601_200), month(11, 1, 0, at: -604_799))),
    TextCase(name: "UTC", text: "UTC0", expected: PosixZoneRule(standardOffset: 0)),
    TextCase(name: "Etc/GMT+5", text: "<-05>5", expected: PosixZoneRule(standardOffset: -18_000)),
    TextCase(
      name: "Kathmandu", text: "<+0545>-5:45", expected: PosixZoneRule(standardOffset: 20_700)),
    TextCase(name: "empty", text: "", expected: nil),
    TextCase(name: "a two-letter name", text: "CE-1", expected: nil),
    TextCase(name: "no offset", text: "CET", expected: nil),
    TextCase(name: "an unclosed quoted name", text: "<+1030-10:30", expected: nil),
    TextCase(name: "one rule only", text: "CET-1CEST,M3.5.0", expected: nil),
    TextCase(name: "month 13", text: "CET-1CEST,M13.1.0,M10.5.0", expected: nil),
    TextCase(name: "week 6", text: "CET-1CEST,M3.6.0,M10.5.0", expected: nil),
    TextCase(name: "weekday 7", text: "CET-1CEST,M3.5.7,M10.5.0", expected: nil),
    TextCase(name: "J0", text: "CET-1CEST,J0,J365", expected: nil),
    TextCase(name: "zero-based 366", text: "CET-1CEST,366,0", expected: nil),
    TextCase(name: "an offset of 25 hours", text: "CET-25", expected: nil),
    TextCase(name: "a time of 168 hours", text: "CET-1CEST,M3.5.0/168,M10.5.0", expected: nil),
    TextCase(name: "one-digit minutes", text: "CET-1:5", expected: nil),
    TextCase(name: "a bad daylight offset", text: "CET-1CEST-x,M3.5.0,M10.5.0", expected: nil),
    TextCase(name: "trailing text", text: "CET-1 ", expected: nil),
  ]

  @Test(arguments: texts)
  func tzStringsParseToTheirRules(_ testCase: TextCase) {
    #expect(PosixZoneRule(text: testCase.text) == testCase.expected)
  }
}
