import Foundation
import Testing

@testable import ScoreEngine

/// Nights a service gives as totals, in sessions with segments (docs/algorithm.md §2.7).
@Suite struct SleepSummarySessionTests {
  let whoop = Source(provider: .whoop, name: "WHOOP")

  /// 21:10–05:44 at UTC−4: 514 min in bed, 477 asleep (345 light, 60 deep, 72 REM), 34 awake.
  func whoopNight(asleep: Double = 477, deep: Double? = 60, rem: Double? = 72, core: Double? = 345)
    -> SleepSummary
  {
    SleepSummary(
      start: instant("2024-05-20T21:10:00-04:00"), end: instant("2024-05-21T05:44:00-04:00"),
      asleepSeconds: asleep * 60, deepSeconds: deep.map { $0 * 60 },
      remSeconds: rem.map { $0 * 60 },
      coreSeconds: core.map { $0 * 60 }, awakeSeconds: 34 * 60, source: whoop)
  }

  @Test func aSummaryAloneIsANightWithItsTotalsAndNoWakeEvents() throws {
    let nights = SleepSessions.nights(from: [], summaries: [whoopNight()])
    let night = try #require(nights.first)
    #expect(nights.count == 1)
    #expect(night.source == whoop)
    #expect(night.bedtime == instant("2024-05-21T01:10:00Z"))
    #expect(night.wake == instant("2024-05-21T09:44:00Z"))
    #expect(close(night.inBedSeconds, 514 * 60))
    #expect(night.asleepSeconds == 477 * 60)
    #expect(night.deepSeconds == 60 * 60 && night.remSeconds == 72 * 60)
    #expect(night.coreSeconds == 345 * 60 && night.awakeSeconds == 34 * 60)
    #expect(night.hasStages && !night.hasAwakeSegments && !night.countsWakeEvents)
    #expect(night.wakeEvents == 0 && night.latencySeconds == nil)
  }

  @Test func stageTotalsAboveTheAsleepTimeAreScaledDown() throws {
    // 500 min of stages against 400 asleep: factor 0.8.
    let summary = whoopNight(asleep: 400, deep: 100, rem: 100, core: 300)
    let night = try #require(SleepSessions.nights(from: [], summaries: [summary]).first)
    #expect(close(night.deepSeconds, 80 * 60) && close(night.remSeconds, 80 * 60))
    #expect(close(night.coreSeconds, 240 * 60))
  }

  @Test func theSourceWithStagesThenMoreTimeAsleepKeepsTheNight() throws {
    let watch = native("Watch")
    let phone = native("Phone")
    // The phone slept longer but has no stages; the watch has stages and 420 min asleep, the
    // WHOOP night 477 min: the WHOOP night is kept, and the others' segments are dropped.
    let segments = [
      segment("2024-05-20T21:00:00-04:00", "2024-05-21T05:50:00-04:00", .asleep, phone),
      segment("2024-05-20T21:20:00-04:00", "2024-05-21T03:20:00-04:00", .core, watch),
      segment("2024-05-21T03:20:00-04:00", "2024-05-21T04:20:00-04:00", .deep, watch),
    ]
    let night = try #require(
      SleepSessions.nights(from: segments, summaries: [whoopNight()]).first)
    #expect(night.source == whoop)
    #expect(night.bedtime == instant("2024-05-20T21:10:00-04:00"))
    // With a longer staged night from the watch, the watch wins and is read from its segments.
    let longer =
      segments + [
        segment("2024-05-21T04:20:00-04:00", "2024-05-21T05:40:00-04:00", .rem, watch)
      ]
    let watchNight = try #require(
      SleepSessions.nights(from: longer, summaries: [whoopNight()]).first)
    #expect(watchNight.source == watch)
    #expect(watchNight.asleepSeconds == 500 * 60)
    #expect(watchNight.countsWakeEvents)
  }

  @Test func aSummaryWithoutStagesLosesToSegmentsWithStages() throws {
    let watch = native("Watch")
    let segments = [segment("2024-05-20T22:00:00-04:00", "2024-05-21T03:00:00-04:00", .core, watch)]
    let bare = whoopNight(deep: nil, rem: nil, core: nil)
    let night = try #require(SleepSessions.nights(from: segments, summaries: [bare]).first)
    #expect(night.source == watch)
  }

  @Test func aNapMoreThanTwoHoursAfterWakeIsItsOwnNight() {
    let nap = SleepSummary(
      start: instant("2024-05-21T07:44:00-04:00"), end: instant("2024-05-21T08:30:00-04:00"),
      asleepSeconds: 40 * 60, source: whoop)
    #expect(SleepSessions.nights(from: [], summaries: [whoopNight(), nap]).count == 1)
    let later = SleepSummary(
      start: instant("2024-05-21T07:44:01-04:00"), end: instant("2024-05-21T08:30:00-04:00"),
      asleepSeconds: 40 * 60, source: whoop)
    #expect(SleepSessions.nights(from: [], summaries: [whoopNight(), later]).count == 2)
  }

  @Test func twoSummariesOfOneSourceInOneSessionAddUp() throws {
    let nap = SleepSummary(
      start: instant("2024-05-21T07:00:00-04:00"), end: instant("2024-05-21T07:30:00-04:00"),
      asleepSeconds: 20 * 60, coreSeconds: 20 * 60, source: whoop)
    let night = try #require(
      SleepSessions.nights(from: [], summaries: [nap, whoopNight()]).first)
    #expect(night.asleepSeconds == 497 * 60)
    #expect(night.coreSeconds == 365 * 60)
    #expect(night.wake == instant("2024-05-21T07:30:00-04:00"))
    #expect(night.bedtime == instant("2024-05-20T21:10:00-04:00"))
  }

  @Test func theSleepScoreReadsEfficiencyAndStagesButNoDisturbances() throws {
    let night = try #require(SleepSessions.nights(from: [], summaries: [whoopNight()]).first)
    let score = SleepScore.score(
      night: night, sleepNeedHours: 8, timing: SleepTiming(lastNight: nil, earlierNights: []))
    #expect(score.absent.contains(AbsentComponent(name: .disturbances, reason: .noSegments)))
    let efficiency = try #require(score.components.first { $0.name == .efficiency })
    // 100 · 477 / 514.
    #expect(close(efficiency.subScore, 92.801556))
    let stages = try #require(score.components.first { $0.name == .stages })
    // 50 · (60/477)/0.15 + 50 · (72/477)/0.20 = 41.928721 + 37.735849.
    #expect(close(stages.subScore, 79.664570))
  }

  @Test func aNightOfTotalsIsTheMainSleepOfItsWakeDate() throws {
    var records = RecordSet()
    records.sleepSummaries = [whoopNight()]
    let profile = AthleteProfile(timeZone: zone("America/New_York"))
    let history = AthleteHistory(records: records, profile: profile)
    let night = try #require(history.mainSleeps[day("2024-05-21").dayNumber])
    #expect(night.asleepSeconds == 477 * 60)
  }

  @Test func anInvalidSummaryIsRejected() {
    var backwards = whoopNight()
    backwards.end = backwards.start.addingTimeInterval(-60)
    #expect(RecordValidator.problem(of: backwards)?.reason.rule == .endBeforeStart)
    var negative = whoopNight()
    negative.deepSeconds = -1
    #expect(RecordValidator.problem(of: negative)?.reason.field == "sleepSummaries.deepSeconds")
    #expect(RecordValidator.problem(of: whoopNight()) == nil)
  }
}
