import Foundation
import Synchronization
import Testing

@testable import ScoreEngine

/// The system's TZif files read by `ZoneRules` against Foundation's `TimeZone` (ICU on Linux),
/// 1970–2100: every offset change either side finds, a second before, at and after it; then the
/// engine's day rules on both clocks around every change and every 29th day.
@Suite struct ZoneRulesFoundationTests {
  /// Zones chosen for their rules: half-hour and 45-minute offsets, a 30-minute DST (Lord Howe),
  /// southern DST, DST abolished (São Paulo 2019, Tehran 2022, Apia 2021), negative DST (Dublin),
  /// a two-hour DST (Troll), the v3 footer of Nuuk, a missing midnight (Santiago), +14 hours.
  static let zones = [
    "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu",
    "Pacific/Chatham", "America/Sao_Paulo", "UTC", "Etc/GMT+5", "Etc/GMT-14", "Europe/London",
    "Europe/Dublin", "America/Santiago", "America/St_Johns", "America/Los_Angeles",
    "Australia/Sydney", "Asia/Tehran", "Asia/Kolkata", "Asia/Tokyo", "Pacific/Apia",
    "Pacific/Kiritimati", "Pacific/Honolulu", "Antarctica/Troll", "Europe/Moscow",
    "America/Havana", "Africa/Cairo",
  ]

  static let from: Int64 = 0  // 1970-01-01T00:00:00Z
  static let through: Int64 = 4_133_980_800  // 2101-01-01T00:00:00Z

  /// The rules of `name` from the system's zoneinfo directory.
  static func systemRules(_ name: String) throws -> ZoneRules {
    let path = "/usr/share/zoneinfo/" + name
    let data = try #require(FileManager.default.contents(atPath: path), "no \(path)")
    return try ZoneRules(tzif: Array(data), identifier: name)
  }

  static func foundation(_ name: String) throws -> TimeZone {
    try #require(TimeZone(identifier: name), "Foundation does not know \(name)")
  }

  /// The instants at which `offset` changes between `from` and `through`, found a day at a time
  /// and then to the second (no zone changes twice within a day and back).
  static func changes(_ offset: (Int64) -> Int) -> [Int64] {
    var found: [Int64] = []
    var day = from
    var current = offset(day)
    while day < through {
      let next = day + 86_400
      let following = offset(next)
      if following != current {
        var low = day
        var high = next
        while high - low > 1 {
          let middle = (low + high) / 2
          if offset(middle) == current { low = middle } else { high = middle }
        }
        found.append(high)
      }
      day = next
      current = following
    }
    return found
  }

  /// The changes of `rules` (the system's rules of zone `name`), found once per process: both
  /// tests below walk them, and the walk, day by day over 131 years, was most of their time.
  static func ourChanges(_ name: String, _ rules: ZoneRules) -> [Int64] {
    if let found = ourChangesFound.withLock({ $0[name] }) { return found }
    let found = changes { rules.offset(at: $0) }
    ourChangesFound.withLock { $0[name] = found }
    return found
  }

  static let ourChangesFound = Mutex<[String: [Int64]]>([:])

  /// Both sides change offset at the same instants, and agree at the start and a second before,
  /// at and after every change: so they agree at every instant of the range.
  @Test(arguments: zones)
  func offsetsAgreeWithFoundationAtEveryChange(_ name: String) throws {
    let rules = try Self.systemRules(name)
    let zone = try Self.foundation(name)
    func foundationOffset(_ instant: Int64) -> Int {
      zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
    }
    let ours = Self.ourChanges(name, rules)
    let theirs = Self.changes(foundationOffset)
    #expect(ours == theirs)
    var mismatches: [String] = []
    for change in [Self.from + 1] + Set(ours + theirs).sorted() {
      for instant in [change - 1, change, change + 1]
      where rules.offset(at: instant) != foundationOffset(instant) {
        mismatches.append(
          "\(instant): \(rules.offset(at: instant)) vs \(foundationOffset(instant))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test(arguments: zones)
  func dayRulesAgreeWithFoundationAroundEveryChange(_ name: String) throws {
    let rules = try Self.systemRules(name)
    let tzif = ZoneClock(rules: rules)
    let foundation = ZoneClock(timeZone: try Self.foundation(name))
    var days = Set<Int>()
    for change in Self.ourChanges(name, rules) {
      let day = Int(change / 86_400)
      days.formUnion(day - 1...day + 1)
    }
    days.formUnion(stride(from: 0, to: Int(Self.through / 86_400), by: 29))
    var mismatches: [String] = []
    for number in days.sorted() {
      let day = LocalDate(dayNumber: number)
      for seconds in [0.0, 1800, 5400, 9000, 12_600, 43_200, 86_399] {
        let ours = tzif.instant(on: day, secondsIntoDay: seconds)
        let theirs = foundation.instant(on: day, secondsIntoDay: seconds)
        if ours != theirs { mismatches.append("\(day) +\(seconds)s: \(ours) vs \(theirs)") }
      }
      let noon = tzif.startOfDay(day) + 43_200
      if tzif.day(ofEpochSeconds: noon) != foundation.day(ofEpochSeconds: noon)
        || tzif.secondsIntoDay(ofEpochSeconds: noon)
          != foundation.secondsIntoDay(ofEpochSeconds: noon)
      {
        mismatches.append("\(day) noon")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  struct DayLengthCase: CustomTestStringConvertible, Sendable {
    let name: String
    let zone: String
    let day: String
    let hours: Double
    var testDescription: String { name }
  }

  // Berlin: CEST 30 March to 26 October 2025. Lord Howe moves by 30 minutes (6 April and
  // 5 October 2025). Chatham moves at 02:45 (28 September 2025). São Paulo's last spring
  // (4 November 2018) skipped midnight itself; its days have been 24 hours since 2019.
  static let dayLengths: [DayLengthCase] = [
    DayLengthCase(name: "Berlin spring", zone: "Europe/Berlin", day: "2025-03-30", hours: 23),
    DayLengthCase(name: "Berlin autumn", zone: "Europe/Berlin", day: "2025-10-26", hours: 25),
    DayLengthCase(
      name: "Berlin in 2090, from the footer", zone: "Europe/Berlin", day: "2090-03-26", hours: 23),
    DayLengthCase(name: "New York autumn", zone: "America/New_York", day: "2025-11-02", hours: 25),
    DayLengthCase(
      name: "Lord Howe April", zone: "Australia/Lord_Howe", day: "2025-04-06", hours: 24.5),
    DayLengthCase(
      name: "Lord Howe October", zone: "Australia/Lord_Howe", day: "2025-10-05", hours: 23.5),
    DayLengthCase(name: "Chatham spring", zone: "Pacific/Chatham", day: "2025-09-28", hours: 23),
    DayLengthCase(
      name: "São Paulo's last DST start", zone: "America/Sao_Paulo", day: "2018-11-04", hours: 23),
    DayLengthCase(
      name: "São Paulo after DST", zone: "America/Sao_Paulo", day: "2025-11-02", hours: 24),
    DayLengthCase(name: "Kathmandu", zone: "Asia/Kathmandu", day: "2025-03-30", hours: 24),
  ]

  @Test(arguments: dayLengths)
  func dstDaysHaveTheirLengthOnTZifRules(_ testCase: DayLengthCase) throws {
    let clock = ZoneClock(rules: try Self.systemRules(testCase.zone))
    let date = day(testCase.day)
    let length = clock.startOfDay(date.adding(days: 1)) - clock.startOfDay(date)
    #expect(length == testCase.hours * 3600)
  }

  @Test func aMissingMidnightStartsTheDayAtTheTransition() throws {
    // São Paulo, 2018-11-04: 00:00 -03 (03:00Z) became 01:00 -02.
    let clock = ZoneClock(rules: try Self.systemRules("America/Sao_Paulo"))
    let start = clock.startOfDay(day("2018-11-04"))
    #expect(start == instant("2018-11-04T03:00:00Z").timeIntervalSince1970)
    #expect(clock.secondsIntoDay(ofEpochSeconds: start) == 3600)
    #expect(clock.day(ofEpochSeconds: start - 1) == day("2018-11-03"))
  }
}
