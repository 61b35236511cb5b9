import ScoreEngine
import Testing

@testable import VeloKit
@testable import VeloReadyCLI

/// The options of the report commands, from tables of named cases, and the ranges they make.
@Suite struct ReportOptionsTests {
  static func date(_ text: String) -> LocalDate? { LocalDate(iso: text) }

  static let valid: [ParseCase] = [
    ParseCase(
      "history days and date", ["history", "--days", "14", "--date", "2026-11-20"], "history",
      options: {
        $0.days = 14
        $0.date = date("2026-11-20")
      }),
    ParseCase(
      "history from and to as CSV",
      ["history", "--from", "2026-01-01", "--to", "2026-01-31", "--csv"], "history",
      options: {
        $0.from = date("2026-01-01")
        $0.to = date("2026-01-31")
        $0.csv = true
      }),
    ParseCase("week json", ["week", "--json"], "week", options: { $0.json = true }),
    ParseCase("trends days", ["trends", "--days", "365"], "trends", options: { $0.days = 365 }),
    ParseCase(
      "activities of one sport", ["activities", "--sport", "running"], "activities",
      options: { $0.sport = .running }),
    ParseCase(
      "what-if one load for ten days", ["what-if", "--load", "120", "--days", "10"], "what-if",
      options: {
        $0.load = 120
        $0.days = 10
      }),
    ParseCase(
      "what-if loads per day", ["what-if", "--loads", "80,0,120.5"], "what-if",
      options: { $0.loads = [80, 0, 120.5] }),
    ParseCase("what-if rest", ["what-if", "--rest"], "what-if", options: { $0.rest = true }),
    ParseCase(
      "export a range as JSON", ["export", "--from", "2026-11-01", "--json"], "export",
      options: {
        $0.from = date("2026-11-01")
        $0.json = true
      }),
    ParseCase(
      "validate over a year", ["validate", "--days", "365"], "validate",
      options: { $0.days = 365 }),
    ParseCase(
      "a report of a range as HTML",
      ["report", "--from", "2026-01-01", "--to", "2026-06-30", "--html"], "report",
      options: {
        $0.from = date("2026-01-01")
        $0.to = date("2026-06-30")
        $0.html = true
      }),
    ParseCase(
      "one trends chart as SVG", ["trends", "--svg", "--chart", "resting-hr"], "trends",
      options: {
        $0.svg = true
        $0.chart = .restingHR
      }),
  ]

  @Test(arguments: valid)
  func validCommandLines(_ example: ParseCase) throws {
    let invocation = try VeloReadyCommand.parse(example.arguments).get()
    #expect(invocation == example.expected)
  }

  static let invalid: [UsageCase] = [
    UsageCase(
      "an unknown sport", ["activities", "--sport", "curling"],
      "The value 'curling' is invalid for '--sport <sport>'. Use cycling, running, swimming, "
        + "walking, hiking, strength, rowing, other.", hint: "activities"),
    UsageCase(
      "a negative load", ["what-if", "--load", "-5"],
      "The value '-5' is invalid for '--load <load>'. Use a load from 0 to 2000.",
      hint: "what-if"),
    UsageCase(
      "a load that is not a number", ["what-if", "--load", "hard"],
      "The value 'hard' is invalid for '--load <load>'. Use a load from 0 to 2000.",
      hint: "what-if"),
    UsageCase(
      "an empty day in the loads", ["what-if", "--loads", "80,,120"],
      "The value '80,,120' is invalid for '--loads <list>'. Use loads from 0 to 2000 separated "
        + "by commas, e.g. 80,0,120.", hint: "what-if"),
    UsageCase(
      "a load and rest", ["what-if", "--load", "80", "--rest"],
      "'--load' and '--rest' cannot be used together", hint: "what-if"),
    UsageCase(
      "loads and days", ["what-if", "--loads", "80,90", "--days", "3"],
      "'--loads' and '--days' cannot be used together", hint: "what-if"),
    UsageCase(
      "from and days", ["history", "--from", "2026-11-01", "--days", "3"],
      "'--from' and '--days' cannot be used together", hint: "history"),
    UsageCase(
      "to and date", ["history", "--to", "2026-11-01", "--date", "2026-11-02"],
      "'--to' and '--date' cannot be used together", hint: "history"),
    UsageCase(
      "json and csv", ["history", "--json", "--csv"],
      "'--json' and '--csv' cannot be used together", hint: "history"),
    UsageCase(
      "csv for the week", ["week", "--csv"], "Unknown option '--csv'.", hint: "week"),
    UsageCase(
      "a sport for history", ["history", "--sport", "cycling"], "Unknown option '--sport'.",
      hint: "history"),
    UsageCase(
      "an unknown chart", ["trends", "--chart", "vo2max"],
      "The value 'vo2max' is invalid for '--chart <name>'. Use pmc, recovery, sleep, hrv, "
        + "resting-hr.", hint: "trends"),
    UsageCase(
      "svg and json", ["trends", "--svg", "--json"],
      "'--svg' and '--json' cannot be used together", hint: "trends"),
    UsageCase(
      "html for history", ["history", "--html"], "Unknown option '--html'.", hint: "history"),
    UsageCase(
      "days for export", ["export", "--days", "3"],
      "Unknown option '--days'. Did you mean '--data'?", hint: "export"),
  ]

  @Test(arguments: invalid)
  func invalidCommandLines(_ example: UsageCase) {
    switch VeloReadyCommand.parse(example.arguments) {
    case .success(let invocation): Issue.record("parsed as \(invocation)")
    case .failure(let error):
      #expect(error.message == example.message)
      #expect(error.command == example.command)
    }
  }

  struct RangeCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let arguments: [String]
    let first: String
    let last: String
  }

  @Test(arguments: [
    RangeCase(
      testDescription: "the default: 30 days ending today", arguments: [], first: "2026-10-22",
      last: "2026-11-20"),
    RangeCase(
      testDescription: "days ending on a date", arguments: ["--days", "7", "--date", "2026-01-03"],
      first: "2025-12-28", last: "2026-01-03"),
    RangeCase(
      testDescription: "from, to today", arguments: ["--from", "2026-11-18"], first: "2026-11-18",
      last: "2026-11-20"),
    RangeCase(
      testDescription: "from and to", arguments: ["--from", "2024-02-28", "--to", "2024-03-01"],
      first: "2024-02-28", last: "2024-03-01"),
    RangeCase(
      testDescription: "to, the default days before", arguments: ["--to", "2026-02-01"],
      first: "2026-01-03", last: "2026-02-01"),
  ])
  func ranges(_ rangeCase: RangeCase) throws {
    let options = try VeloReadyCommand.parse(["history"] + rangeCase.arguments).get().options
    let range = try DayRange.resolve(
      options, today: try #require(Self.date("2026-11-20")), defaultDays: 30)
    #expect(range.dates.lowerBound.description == rangeCase.first)
    #expect(range.dates.upperBound.description == rangeCase.last)
  }

  @Test func aBackwardOrTooLongRangeIsAUsageError() throws {
    let first = try #require(Self.date("2026-11-20"))
    #expect(throws: CLIError.self) { try DayRange(first, first.adding(days: -1)) }
    do {
      _ = try DayRange(first.adding(days: -3660), first)
      Issue.record("3661 days were accepted")
    } catch {
      #expect(error.code == .usage)
      #expect(
        error.message == "the range '2016-11-12' to '2026-11-20' is 3,661 days; "
          + "at most 3,660 are scored at once")
    }
    #expect(try DayRange(first.adding(days: -3659), first).count == 3660)
  }

  @Test func whatIfWithoutAPlanSaysWhatToGive() throws {
    let options = try VeloReadyCommand.parse(["what-if"]).get().options
    #expect(
      throws: CLIError.usage(
        "what-if needs a plan",
        hint: "give --load N, --loads A,B,... (one per day), --rest or --target BAND")
    ) {
      try WhatIfPlan.loads(options)
    }
  }
}
