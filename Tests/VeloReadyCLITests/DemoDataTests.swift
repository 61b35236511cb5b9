import Foundation
import HealthImport
import ScoreEngine
import TestSupport
import Testing
import VeloJSON

@testable import VeloReadyCLI

/// The demo athlete built into the binary.
@Suite struct DemoDataTests {
  @Test func theBuiltInCopyIsTheFixture() throws {
    let fixture = try Data(contentsOf: Paths.fixture("demo/athlete.json"))
    #expect(try DemoAthlete.json() == Array(fixture))
  }

  @Test func theDemoCoversAtLeast90DaysOfEveryKindOfData() throws {
    let records = try NativeRecordsParser.parse(DemoAthlete.json())
    #expect(records.rejections.total == 0)
    let set = records.records
    let days = Set(set.steps.map(\.date))
    #expect(days.count >= 90)
    #expect(set.hrv.count >= 90 * 4 && set.hrv.allSatisfy { $0.kind == .sdnn })
    #expect(Set(set.sleep.map(\.stage)).isSuperset(of: [.core, .deep, .rem, .awake]))
    #expect(set.restingHeartRate.count >= 90 && set.respiratoryRate.count >= 90)
    let rides = set.activities.filter { $0.sport == .cycling }
    #expect(rides.count >= 40)
    #expect(rides.allSatisfy { $0.normalizedPower != nil && $0.heartRate.count > 100 })
  }

  /// At 00:51 the night that ends on the score date has begun but not ended: a device would not
  /// have synced it, so the demo shows none of it (no fragment of a night, no HRV or breathing
  /// measured in it); by 07:30 it has ended and is all there. The night ending the day before is
  /// whole at both times.
  @Test func aNightStillGoingOnIsNotShownYet() throws {
    let utc = ZoneClock(timeZone: try #require(TimeZone(identifier: "UTC")))
    let day = DemoAthlete.lastDay
    let small = utc.instant(on: day, secondsIntoDay: 51 * 60)
    let morning = utc.instant(on: day, secondsIntoDay: 7.5 * 3600)
    let early = try DemoAthlete.records(
      endingOn: day, in: utc, now: Date(timeIntervalSince1970: small))
    let later = try DemoAthlete.records(
      endingOn: day, in: utc, now: Date(timeIntervalSince1970: morning))
    let night = try #require(
      DemoAthlete.unfinishedNight(later.sleep, now: Date(timeIntervalSince1970: small)))
    #expect(night.timeIntervalSince1970 < small)
    #expect(
      DemoAthlete.unfinishedNight(later.sleep, now: Date(timeIntervalSince1970: morning)) == nil)
    #expect(early.sleep.allSatisfy { $0.start < night })
    #expect(early.hrv.allSatisfy { $0.time < night })
    #expect(early.respiratoryRate.allSatisfy { $0.time < night })
    #expect(later.sleep.contains { $0.start >= night })
    #expect(later.hrv.contains { $0.time >= night })
    let yesterday = day.adding(days: -1)
    let wokeYesterday = { (records: RecordSet) in
      SleepSessions.nights(from: records.sleep).filter {
        $0.wake.map { utc.day(of: $0) } == yesterday
      }
    }
    #expect(wokeYesterday(early) == wokeYesterday(later))
    #expect(!wokeYesterday(early).isEmpty)
  }

  @Test func theDemoEndsOnTheScoreDateWithLocalTimesKept() throws {
    let berlin = ZoneClock(timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
    let target = try #require(LocalDate(iso: "2027-03-28"))  // a DST day in Berlin
    let records = DemoAthlete.shifted(
      try NativeRecordsParser.parse(DemoAthlete.json()).records,
      by: target.days(since: DemoAthlete.lastDay), into: berlin)
    #expect(records.steps.map(\.date).max() == target)
    let original = try NativeRecordsParser.parse(DemoAthlete.json()).records
    let utc = ZoneClock(timeZone: try #require(TimeZone(identifier: "UTC")))
    let before = original.activities.map {
      utc.secondsIntoDay(ofEpochSeconds: $0.start.timeIntervalSince1970)
    }
    let after = records.activities.map {
      berlin.secondsIntoDay(ofEpochSeconds: $0.start.timeIntervalSince1970)
    }
    #expect(before == after)
    #expect(records.activities.last?.id == "ride-\(target)")
  }

  @Test func nothingAfterNowIsShown() throws {
    let utc = ZoneClock(timeZone: try #require(TimeZone(identifier: "UTC")))
    let morning = try #require(Timestamp.parse("2026-11-20T07:30:00Z"))
    let records = try DemoAthlete.records(endingOn: DemoAthlete.lastDay, in: utc, now: morning)
    #expect(records.activities.allSatisfy { $0.start <= morning })
    #expect(records.sleep.allSatisfy { $0.start <= morning })
    #expect(records.steps.map(\.date).max() == DemoAthlete.lastDay)
  }
}
