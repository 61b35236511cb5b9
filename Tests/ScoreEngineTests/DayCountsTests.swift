import Foundation
import Testing

@testable import ScoreEngine

/// The running counts behind the HRV kind of a date, the baseline windows read straight from the
/// per-day series, and the clock times worked out once per night: each must answer exactly as the
/// day-by-day reading it replaces (docs/architecture.md §14).
@Suite struct DayCountsTests {
  static let byDay = [20_000: 51.5, 20_002: 48.0, 20_007: 0.0, 19_998: 60.25, 20_003: 1]

  @Test func everyRangeCountsAsADayByDayLookUp() {
    let values = DayValues(Self.byDay)
    let counts = DayCounts(values)
    for low in 19_990...20_012 {
      for high in low...20_015 {
        let expected = (low...high).filter { Self.byDay[$0] != nil }.count
        #expect(counts.count(in: low...high) == expected, "\(low)...\(high)")
      }
    }
  }

  @Test func extremeAndEmptyRangesDoNotTrap() {
    let counts = DayCounts(DayValues(Self.byDay))
    #expect(counts.count(in: Int.min...Int.max) == 5)
    #expect(counts.count(in: Int.min...19_999) == 1)
    #expect(counts.count(in: 20_008...Int.max) == 0)
    let none = DayCounts(DayValues<Double>())
    #expect(none.count(in: Int.min...Int.max) == 0)
    #expect(none.count(in: 0...0) == 0)
  }

  @Test func aWindowHoldsThePresentValuesInTheOrderOfItsOffsets() {
    let values = DayValues(Self.byDay)
    #expect(values.values(before: 20_003, back: 1...5) == [48.0, 51.5, 60.25])
    #expect(values.values(before: 20_003, back: 0...1) == [1, 48.0])
    #expect(values.values(before: 20_100, back: 1...30) == [])
  }

  @Test func baselinesFromTheSeriesEqualThoseFromTheClosure() {
    // 90 days with gaps and values whose sums depend on their order in the last bits.
    var byDay: [Int: Double] = [:]
    for day in 0..<90 where day % 7 != 3 && day % 11 != 5 {
      byDay[20_000 + day] = log(40 + Double((day * 37) % 29) / 3)
    }
    let values = DayValues(byDay)
    for day in 19_990...20_100 {
      let date = LocalDate(dayNumber: day)
      let closure = HRVBaseline(kind: .rmssd, date: date) { values[$0.dayNumber] }
      #expect(AthleteHistory.hrvBaseline(.rmssd, values, on: day) == closure, "day \(day)")
      let metric = MetricBaseline(date: date) { values[$0.dayNumber] }
      #expect(AthleteHistory.metricBaseline(values, on: day) == metric, "day \(day)")
    }
  }

  @Test func nightClockTimesAreMinutesAfterLocalMidnight() throws {
    // Berlin in summer is UTC+2: in bed 20:30 UTC is 22:30 local, up 04:45 UTC is 06:45.
    let clock = ZoneClock(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
    let bed = try #require(ISO8601DateFormatter().date(from: "2026-06-01T20:30:00Z"))
    let up = try #require(ISO8601DateFormatter().date(from: "2026-06-02T04:45:00Z"))
    let source = Source(provider: .native, name: "Watch")
    let segment = SleepSegment(start: bed, end: up, stage: .core, source: source)
    let night = try #require(SleepSessions.nights(from: [segment], summaries: []).first)
    let times = try #require(NightClockTimes(night, clock: clock))
    #expect(times.bedtime == 22.5 * 60)
    #expect(times.wake == 6.75 * 60)
    #expect(NightClockTimes(.dailyTotal(seconds: 25_000, source: source), clock: clock) == nil)
  }
}
