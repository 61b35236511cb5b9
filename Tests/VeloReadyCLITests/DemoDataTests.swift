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
