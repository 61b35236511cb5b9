import Testing

@testable import ScoreEngine

/// The offsets POSIX TZ rules give at instants around their yearly changes (RFC 8536 §3.3),
/// worked out by hand from the calendar in the comment above the table.
@Suite struct PosixZoneRuleOffsetTests {
  struct OffsetCase: CustomTestStringConvertible, Sendable {
    let name: String
    let rule: String
    let utc: String
    let expected: Int
    var testDescription: String { name }
  }

  // Berlin 2025: CEST from Sunday 30 March 02:00 CET (01:00Z) to Sunday 26 October 03:00 CEST
  // (01:00Z). Lord Howe: +11 from Sunday 5 October 2025 02:00 +10:30 (4 October 15:30Z) to
  // Sunday 6 April 2025 02:00 +11 (5 April 15:00Z). Nuuk's -1:00 and 0:00 times and Dublin's
  // reversed rule land on the same UTC instants as Berlin's. Daylight all year: each year ends
  // at the instant the next starts.
  static let offsets: [OffsetCase] = [
    OffsetCase(
      name: "Berlin, a second before spring", rule: "CET-1CEST,M3.5.0,M10.5.0/3",
      utc: "2025-03-30T00:59:59Z", expected: 3600),
    OffsetCase(
      name: "Berlin, at spring", rule: "CET-1CEST,M3.5.0,M10.5.0/3", utc: "2025-03-30T01:00:00Z",
      expected: 7200),
    OffsetCase(
      name: "Berlin, a second before autumn", rule: "CET-1CEST,M3.5.0,M10.5.0/3",
      utc: "2025-10-26T00:59:59Z", expected: 7200),
    OffsetCase(
      name: "Berlin, at autumn", rule: "CET-1CEST,M3.5.0,M10.5.0/3", utc: "2025-10-26T01:00:00Z",
      expected: 3600),
    OffsetCase(
      name: "Lord Howe, summer across the new year", rule: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
      utc: "2025-01-01T00:00:00Z", expected: 39_600),
    OffsetCase(
      name: "Lord Howe, a second before April", rule: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
      utc: "2025-04-05T14:59:59Z", expected: 39_600),
    OffsetCase(
      name: "Lord Howe, at April", rule: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
      utc: "2025-04-05T15:00:00Z", expected: 37_800),
    OffsetCase(
      name: "Lord Howe, a second before October", rule: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
      utc: "2025-10-04T15:29:59Z", expected: 37_800),
    OffsetCase(
      name: "Lord Howe, at October", rule: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
      utc: "2025-10-04T15:30:00Z", expected: 39_600),
    OffsetCase(
      name: "Nuuk, a second before spring", rule: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0",
      utc: "2025-03-30T00:59:59Z", expected: -7200),
    OffsetCase(
      name: "Nuuk, at spring", rule: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", utc: "2025-03-30T01:00:00Z",
      expected: -3600),
    OffsetCase(
      name: "Nuuk, a second before autumn", rule: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0",
      utc: "2025-10-26T00:59:59Z", expected: -3600),
    OffsetCase(
      name: "Nuuk, at autumn", rule: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", utc: "2025-10-26T01:00:00Z",
      expected: -7200),
    OffsetCase(
      name: "Dublin, winter is the daylight part", rule: "IST-1GMT0,M10.5.0,M3.5.0/1",
      utc: "2025-01-15T12:00:00Z", expected: 0),
    OffsetCase(
      name: "Dublin, at spring", rule: "IST-1GMT0,M10.5.0,M3.5.0/1", utc: "2025-03-30T01:00:00Z",
      expected: 3600),
    OffsetCase(
      name: "Dublin, a second before autumn", rule: "IST-1GMT0,M10.5.0,M3.5.0/1",
      utc: "2025-10-26T00:59:59Z", expected: 3600),
    OffsetCase(
      name: "Dublin, at autumn", rule: "IST-1GMT0,M10.5.0,M3.5.0/1", utc: "2025-10-26T01:00:00Z",
      expected: 0),
    OffsetCase(
      name: "daylight all year, a second before the year's start", rule: "EST5EDT,0/0,J365/25",
      utc: "2025-01-01T04:59:59Z", expected: -14_400),
    OffsetCase(
      name: "daylight all year, at the year's start", rule: "EST5EDT,0/0,J365/25",
      utc: "2025-01-01T05:00:00Z", expected: -14_400),
    OffsetCase(
      name: "daylight all year, in summer", rule: "EST5EDT,0/0,J365/25",
      utc: "2025-07-01T00:00:00Z", expected: -14_400),
    OffsetCase(
      name: "Kathmandu, no daylight time", rule: "<+0545>-5:45", utc: "2025-07-01T00:00:00Z",
      expected: 20_700),
    OffsetCase(
      name: "Berlin before 1970", rule: "CET-1CEST,M3.5.0,M10.5.0/3", utc: "1960-07-01T00:00:00Z",
      expected: 7200),
  ]

  @Test(arguments: offsets)
  func rulesGiveTheOffsetOfEveryInstant(_ testCase: OffsetCase) throws {
    let rule = try #require(PosixZoneRule(text: testCase.rule))
    let seconds = Int64(instant(testCase.utc).timeIntervalSince1970)
    #expect(rule.offset(at: seconds) == testCase.expected)
  }
}
