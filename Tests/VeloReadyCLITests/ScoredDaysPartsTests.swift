import Foundation
import ScoreEngine
import TestSupport
import Testing
import VeloJSON
import VeloStore

@testable import VeloKit
@testable import VeloReadyCLI

/// A long range is scored in parts on several threads; the parts cover it exactly, in order, and
/// the rows are the same as when one thread scores every day.
@Suite struct ScoredDaysPartsTests {
  /// A range length, a core count and the parts expected, as day offsets from the first day.
  struct PartsCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let days: Int
    let cores: Int
    let expected: [ClosedRange<Int>]
  }

  @Test(arguments: [
    PartsCase(testDescription: "one day", days: 1, cores: 2, expected: [0...0]),
    PartsCase(
      testDescription: "a month less a day stays whole", days: 29, cores: 2, expected: [0...28]),
    PartsCase(
      testDescription: "two months on two cores halve", days: 60, cores: 2,
      expected: [0...29, 30...59]),
    PartsCase(
      testDescription: "an odd length gives the second half the extra day", days: 61, cores: 2,
      expected: [0...29, 30...60]),
    PartsCase(
      testDescription: "one core never splits", days: 365, cores: 1, expected: [0...364]),
    PartsCase(
      testDescription: "a year on eight cores is cut in four", days: 365, cores: 8,
      expected: [0...90, 91...181, 182...272, 273...364]),
    PartsCase(
      testDescription: "ninety days on eight cores is cut in three (thirty days each)", days: 90,
      cores: 8, expected: [0...29, 30...59, 60...89]),
  ])
  func partsCoverTheRangeInOrder(_ partsCase: PartsCase) throws {
    let first = try #require(LocalDate(iso: "2026-01-01"))
    let range = try DayRange(first, first.adding(days: partsCase.days - 1))
    let parts = ScoredDays.parts(range, cores: partsCase.cores).map {
      $0.lowerBound.days(since: first)...$0.upperBound.days(since: first)
    }
    #expect(parts == partsCase.expected)
  }

  /// The demo athlete's setup, from a store location in `directory` that does not exist.
  static func demoSetup(in directory: URL) throws -> (Setup, RunEnvironment) {
    let environment = RunEnvironment(
      arguments: [],
      variables: ["VELOREADY_HOME": directory.appendingPathComponent("none").path],
      now: Date(timeIntervalSince1970: 1_795_159_800),
      systemTimeZone: TimeZone(identifier: "Europe/Berlin") ?? .current)
    let setup = try Setup.resolve(GlobalOptions(), environment, console: CapturingConsole())
    try #require(setup.store == nil)
    return (setup, environment)
  }

  @Test func rowsScoredOnFourThreadsEqualRowsScoredOnOne() throws {
    let directory = Paths.temporaryDirectory("daily-series-parts")
    defer { try? FileManager.default.removeItem(at: directory) }
    let (setup, environment) = try Self.demoSetup(in: directory)
    let last = setup.clock.day(of: environment.now)
    let range = try DayRange(last.adding(days: -364), last)
    try #require(ScoredDays.parts(range, cores: 4).count == 4)
    let one = try ScoredDays.compute(setup, range, now: environment.now, cores: 1)
    let four = try ScoredDays.compute(setup, range, now: environment.now, cores: 4)
    #expect(four.rows.count == 365)
    #expect(four.rows.map(\.date) == one.rows.map(\.date))
    let scoredOnOne = JSONWriter.compact(HistoryDocument.build(one, setup))
    let scoredOnFour = JSONWriter.compact(HistoryDocument.build(four, setup))
    #expect(scoredOnFour == scoredOnOne)
    #expect(four.rows.contains { $0.recovery != nil })
  }

  /// The history holds the 60 days before the range only for what reads them: alert streaks,
  /// which only a dismissed alert needs, and guidance.
  @Test func theDaysBeforeTheRangeAreReadOnlyWhenSomethingReadsThem() {
    let none = DismissalFile()
    let one = DismissalFile(dismissals: [
      .staleData: Dismissal(
        id: .staleData, dismissedOn: LocalDate(dayNumber: 20_000), count: 1)
    ])
    #expect(ScoredDays.lookBack(none, guidance: false) == 0)
    #expect(ScoredDays.lookBack(one, guidance: false) == DayReport.streakDays)
    #expect(ScoredDays.lookBack(none, guidance: true) == DayReport.streakDays)
  }
}
