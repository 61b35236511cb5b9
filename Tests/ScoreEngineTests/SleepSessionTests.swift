import Foundation
import Testing

@testable import ScoreEngine

/// Sessions, source choice and night figures (docs/algorithm.md §2).
@Suite struct SleepSessionTests {
  @Test func exampleOneFigures() throws {
    let nights = SleepSessions.nights(from: exampleOneNight())
    #expect(nights.count == 1)
    let night = try #require(nights.first)
    #expect(night.asleepSeconds == 444 * 60)
    #expect(night.deepSeconds == 60 * 60)
    #expect(night.remSeconds == 124 * 60)
    #expect(night.coreSeconds == 260 * 60)
    #expect(night.awakeSeconds == 31 * 60)
    #expect(night.bedtime == instant("2025-01-14T22:30:00+01:00"))
    #expect(night.wake == instant("2025-01-15T06:45:00+01:00"))
    #expect(night.inBedSeconds == 495.0 * 60)
    #expect(night.latencySeconds == 20.0 * 60)
    #expect(night.wakeEvents == 1)
    #expect(night.hasStages)
  }

  @Test func exampleFiveKeepsTheWatchWithStagesOverThePhone() throws {
    let night = try #require(SleepSessions.nights(from: exampleFiveNight()).first)
    #expect(night.source == native("Watch"))
    #expect(night.asleepSeconds == 430 * 60)
    #expect(night.deepSeconds == 60 * 60)
    #expect(night.remSeconds == 90 * 60)
    #expect(night.coreSeconds == 280 * 60)
    #expect(night.awakeSeconds == 10 * 60)
    #expect(night.bedtime == instant("2025-09-09T23:10:00+01:00"))
    #expect(night.wake == instant("2025-09-10T06:30:00+01:00"))
    #expect(night.inBedSeconds == 440.0 * 60)
    #expect(night.latencySeconds == 0)
    #expect(night.wakeEvents == 1)
  }

  @Test func withoutStagesTheLargerAsleepTotalWinsThenTheName() throws {
    let a = native("Alpha")
    let b = native("Beta")
    let longer = [
      segment("2025-01-01T23:00:00Z", "2025-01-02T06:00:00Z", .asleep, b),
      segment("2025-01-01T23:30:00Z", "2025-01-02T06:00:00Z", .asleep, a),
    ]
    #expect(SleepSessions.nights(from: longer).first?.source == b)
    let tied = [
      segment("2025-01-01T23:00:00Z", "2025-01-02T06:00:00Z", .asleep, b),
      segment("2025-01-01T23:00:00Z", "2025-01-02T06:00:00Z", .asleep, a),
    ]
    #expect(SleepSessions.nights(from: tied).first?.source == a)
    // The same name under two providers is two sources; byte order of the provider breaks the tie.
    let health = Source(provider: .appleHealth, name: "Alpha")
    let twoProviders = [
      segment("2025-01-01T23:00:00Z", "2025-01-02T06:00:00Z", .asleep, a),
      segment("2025-01-01T23:00:00Z", "2025-01-02T06:00:00Z", .asleep, health),
    ]
    #expect(SleepSessions.nights(from: twoProviders).first?.source == health)
  }

  @Test func aGapOfExactlyTwoHoursJoinsAndOneSecondMoreSplits() {
    let w = native("Watch")
    let joined = [
      segment("2025-01-01T22:00:00Z", "2025-01-02T01:00:00Z", .core, w),
      segment("2025-01-02T03:00:00Z", "2025-01-02T06:00:00Z", .core, w),
    ]
    #expect(SleepSessions.nights(from: joined).count == 1)
    #expect(SleepSessions.nights(from: joined).first?.asleepSeconds == 6.0 * 3600)
    let split = [
      segment("2025-01-01T22:00:00Z", "2025-01-02T01:00:00Z", .core, w),
      segment("2025-01-02T03:00:01Z", "2025-01-02T06:00:00Z", .core, w),
    ]
    #expect(SleepSessions.nights(from: split).count == 2)
  }

  @Test func theGapIsMeasuredFromTheLatestEndSoFarNotTheLastSegment() {
    let w = native("Watch")
    // The inBed segment ends at 07:00; the short core segment ends at 00:00. A segment starting
    // at 08:30 is within two hours of the latest end (07:00) and joins.
    let segments = [
      segment("2025-01-01T22:00:00Z", "2025-01-02T07:00:00Z", .inBed, w),
      segment("2025-01-01T23:00:00Z", "2025-01-02T00:00:00Z", .core, w),
      segment("2025-01-02T08:30:00Z", "2025-01-02T09:00:00Z", .core, w),
    ]
    #expect(SleepSessions.nights(from: segments).count == 1)
  }

  @Test func aSessionWithoutAsleepSegmentsIsNotASleep() {
    let w = native("Phone")
    let segments = [
      segment("2025-01-01T22:00:00Z", "2025-01-02T07:00:00Z", .inBed, w),
      segment("2025-01-02T02:00:00Z", "2025-01-02T02:10:00Z", .awake, w),
    ]
    #expect(SleepSessions.nights(from: segments).isEmpty)
  }

  @Test func overlappingStagesAreScaledDownToAsleep() throws {
    let w = native("Watch")
    // Deep and core overlap by an hour: stages sum 5 h, the asleep union is 4 h.
    let segments = [
      segment("2025-01-01T23:00:00Z", "2025-01-02T02:00:00Z", .core, w),
      segment("2025-01-02T01:00:00Z", "2025-01-02T03:00:00Z", .deep, w),
      segment("2025-01-02T02:00:00Z", "2025-01-02T03:00:00Z", .asleep, w),
    ]
    let night = try #require(SleepSessions.nights(from: segments).first)
    #expect(night.asleepSeconds == 4 * 3600)
    #expect(close(night.coreSeconds, 3 * 3600 * 0.8))
    #expect(close(night.deepSeconds, 2 * 3600 * 0.8))
    #expect(close(night.deepSeconds + night.coreSeconds + night.remSeconds, 4 * 3600))
  }

  @Test func adjacentAwakeSegmentsMergeIntoOneWakeEvent() throws {
    let w = native("Watch")
    let segments = [
      segment("2025-01-01T23:00:00Z", "2025-01-02T02:00:00Z", .core, w),
      segment("2025-01-02T02:00:00Z", "2025-01-02T02:01:00Z", .awake, w),
      segment("2025-01-02T02:01:00Z", "2025-01-02T02:02:30Z", .awake, w),
      segment("2025-01-02T02:02:30Z", "2025-01-02T06:00:00Z", .core, w),
      segment("2025-01-02T04:00:00Z", "2025-01-02T04:01:59Z", .awake, w),
    ]
    let night = try #require(SleepSessions.nights(from: segments).first)
    // 02:00–02:02:30 is one run of 150 s; 04:00–04:01:59 is 119 s, too short.
    #expect(night.wakeEvents == 1)
  }

  @Test func aDSTNightIsMeasuredInRealTime() throws {
    // Europe/Berlin springs forward at 02:00 on 2025-03-30: 23:00 CET to 07:00 CEST is 7 hours.
    let w = native("Watch")
    let segments = [
      segment("2025-03-29T23:00:00+01:00", "2025-03-30T07:00:00+02:00", .core, w)
    ]
    let night = try #require(SleepSessions.nights(from: segments).first)
    #expect(night.asleepSeconds == 7 * 3600)
    let clock = ZoneClock(timeZone: zone("Europe/Berlin"))
    let wake = try #require(night.wake)
    #expect(clock.day(of: wake) == day("2025-03-30"))
    #expect(clock.secondsIntoDay(ofEpochSeconds: wake.timeIntervalSince1970) == 7 * 3600)
  }
}
