import Foundation
import Testing

@testable import ScoreEngine

/// Days and clock times in IANA zones, across DST (docs/algorithm.md §2.1).
@Suite struct ZoneClockTests {
  @Test func localDatesRoundTrip() {
    for text in [
      "1970-01-01", "2000-02-29", "2024-12-31", "2025-03-30", "1969-12-31", "2100-03-01",
    ] {
      #expect(day(text).description == text)
    }
    #expect(LocalDate(iso: "2025-02-29") == nil)
    #expect(LocalDate(iso: "2025-1-01") == nil)
    #expect(day("2025-03-01").days(since: day("2025-02-01")) == 28)
  }

  @Test func dstDaysAre23And25HoursLong() {
    let berlin = ZoneClock(timeZone: zone("Europe/Berlin"))
    let spring = berlin.startOfDay(day("2025-03-31")) - berlin.startOfDay(day("2025-03-30"))
    let autumn = berlin.startOfDay(day("2025-10-27")) - berlin.startOfDay(day("2025-10-26"))
    #expect(spring == 23 * 3600)
    #expect(autumn == 25 * 3600)
    let newYork = ZoneClock(timeZone: zone("America/New_York"))
    #expect(
      newYork.startOfDay(day("2025-11-03")) - newYork.startOfDay(day("2025-11-02")) == 25 * 3600)
  }

  @Test func instantsMapToTheirLocalDate() {
    let tokyo = ZoneClock(timeZone: zone("Asia/Tokyo"))
    #expect(tokyo.day(of: instant("2025-01-01T15:30:00Z")) == day("2025-01-02"))
    let honolulu = ZoneClock(timeZone: zone("Pacific/Honolulu"))
    #expect(honolulu.day(of: instant("2025-01-01T09:30:00Z")) == day("2024-12-31"))
  }

  @Test func aMissingMidnightStartsTheDayAtTheTransition() {
    // America/Santiago moved clocks from 24:00 to 01:00 on 2024-09-08 (local midnight missing).
    let santiago = ZoneClock(timeZone: zone("America/Santiago"))
    let start = santiago.startOfDay(day("2024-09-08"))
    #expect(santiago.day(ofEpochSeconds: start) == day("2024-09-08"))
    #expect(santiago.day(ofEpochSeconds: start - 1) == day("2024-09-07"))
  }

  @Test func nineOClockOnAnAutumnDSTDay() {
    let london = ZoneClock(timeZone: zone("Europe/London"))
    // 2025-10-26: BST ends at 02:00; 09:00 local is 09:00 UTC.
    #expect(
      london.instant(on: day("2025-10-26"), secondsIntoDay: 9 * 3600)
        == instant("2025-10-26T09:00:00Z").timeIntervalSince1970)
  }
}
