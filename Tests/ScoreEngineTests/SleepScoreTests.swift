import Foundation
import Testing

@testable import ScoreEngine

/// The sleep score of docs/algorithm.md §5, with worked examples 1 and 5 as vectors.
@Suite struct SleepScoreTests {
  let noTiming = SleepTiming(lastNight: nil, earlierNights: [])

  @Test func exampleOneComponentsAndPoints() throws {
    let night = try #require(SleepSessions.nights(from: exampleOneNight()).first)
    let timing = SleepTiming(lastNight: (1350, 405), earlierNights: [])
    let score = SleepScore.score(night: night, sleepNeedHours: 8, timing: timing)
    #expect(score.value == 94)
    #expect(score.band == .optimal)
    #expect(score.quality == .limited)
    #expect(score.absent == [AbsentComponent(name: "timing", reason: "no-baseline")])
    #expect(score.components.map(\.name) == ["duration", "efficiency", "stages", "disturbances"])
    let expected: [(Double, Double, Double, Int)] = [
      (92.5, 0.395833, 36.614583, 37), (89.696970, 0.229167, 20.555556, 20),
      (95.045045, 0.229167, 21.781156, 22), (100, 0.145833, 14.583333, 15),
    ]
    for (component, (subScore, weight, points, displayed)) in zip(score.components, expected) {
      #expect(close(component.subScore, subScore))
      #expect(close(component.effectiveWeight, weight))
      #expect(close(component.points, points))
      #expect(component.displayedPoints == displayed)
    }
    #expect(close(score.exactValue, 93.534628))
    #expect(score.components.map(\.displayedPoints).reduce(0, +) == 94)
  }

  @Test func exampleFiveSleepIs95() throws {
    let night = try #require(SleepSessions.nights(from: exampleFiveNight()).first)
    let score = SleepScore.score(night: night, sleepNeedHours: 8, timing: noTiming)
    #expect(score.value == 95)
    #expect(close(score.exactValue, 94.556484))
    let points = score.components.map(\.points)
    #expect(close(points[0], 35.460069) && close(points[1], 22.395833))
    #expect(close(points[2], 22.117248) && close(points[3], 14.583333))
    #expect(score.components.map(\.displayedPoints) == [36, 22, 22, 15])
    // Without bounds the timing reason is no-bounds.
    #expect(score.absent == [AbsentComponent(name: "timing", reason: "no-bounds")])
  }

  @Test func aNightlyTotalScoresOnDurationAlone() {
    let night = SleepNight.dailyTotal(seconds: 7 * 3600, source: native("icu"))
    let score = SleepScore.score(night: night, sleepNeedHours: 8, timing: noTiming)
    // duration = 100 · 420/480 = 87.5, renormalised over weight 38 alone.
    #expect(score.value == 88)
    #expect(score.components.map(\.displayedPoints) == [88])
    #expect(
      score.absent.map(\.reason) == ["no-bounds", "no-stages", "no-stages", "no-bounds"])
  }

  @Test func noNightOrZeroAsleepHasNoValue() {
    let none = SleepScore.score(night: nil, sleepNeedHours: 8, timing: noTiming)
    #expect(none.value == nil && none.reason == "no-sleep" && none.band == nil)
    let zero = SleepNight.dailyTotal(seconds: 0, source: native("x"))
    #expect(SleepScore.score(night: zero, sleepNeedHours: 8, timing: noTiming).reason == "no-sleep")
  }

  @Test func durationIsCappedAtTheNeed() {
    let night = SleepNight.dailyTotal(seconds: 10 * 3600, source: native("x"))
    #expect(SleepScore.score(night: night, sleepNeedHours: 8, timing: noTiming).value == 100)
    #expect(SleepScore.score(night: night, sleepNeedHours: 12, timing: noTiming).value == 83)
  }

  @Test func phoneOnlyNightWithoutAwakeHasNoDisturbanceComponent() throws {
    let phone = native("Phone")
    let night = try #require(
      SleepSessions.nights(from: [
        segment("2025-09-09T22:40:00+01:00", "2025-09-10T06:50:00+01:00", .inBed, phone),
        segment("2025-09-09T23:05:00+01:00", "2025-09-10T06:40:00+01:00", .asleep, phone),
      ]).first)
    let score = SleepScore.score(night: night, sleepNeedHours: 8, timing: noTiming)
    #expect(score.components.map(\.name) == ["duration", "efficiency"])
    // duration 100·455/480 = 94.791667, efficiency 100·455/490 = 92.857143;
    // (38·94.791667 + 22·92.857143)/60 = 94.082341 → 94.
    #expect(close(score.exactValue, 94.082341))
    #expect(score.value == 94)
  }

  @Test(
    "disturbance bands",
    arguments: [(0, 100.0), (2, 100), (3, 75), (5, 75), (6, 50), (8, 50), (9, 25), (30, 25)])
  func disturbanceBands(events: Int, expected: Double) {
    #expect(SleepScore.disturbanceScore(wakeEvents: events) == expected)
  }

  @Test(
    "timing bands on the displayed deviation",
    arguments: [
      (0.0, 100.0), (30, 100), (30.04, 100), (30.05, 75), (60, 75), (60.1, 50), (90, 50),
      (90.1, 25), (720, 25),
    ])
  func timingBands(deviation: Double, expected: Double) {
    #expect(SleepScore.timingScore(deviationMinutes: deviation) == expected)
  }

  @Test func timingUsesCircularMeansAcrossMidnight() throws {
    // Earlier bedtimes 23:30, 23:50, 00:10, 00:30, 23:40 → circular mean ≈ 23:56; a plain mean
    // would be near noon. Wakes all 07:00.
    let earlier: [(bedtime: Double, wake: Double)] = [1410, 1430, 10, 30, 1420].map { ($0, 420) }
    let timing = SleepTiming(lastNight: (30, 480), earlierNights: earlier)
    let night = SleepNight.dailyTotal(seconds: 8 * 3600, source: native("x"))
    var withBounds = night
    withBounds.bedtime = instant("2025-01-01T00:30:00Z")
    withBounds.wake = instant("2025-01-01T08:00:00Z")
    let score = SleepScore.score(night: withBounds, sleepNeedHours: 8, timing: timing)
    let component = try #require(score.components.first { $0.name == "timing" })
    let meanBedtime = try #require(Statistics.circularMeanMinutes(earlier.map(\.bedtime)))
    #expect(abs(meanBedtime - 1436) < 0.2)
    // deviation = (|00:30 − 23:56| + |08:00 − 07:00|)/2 ≈ (34 + 60)/2 = 47 → 75.
    #expect(component.subScore == 75)
    #expect(Statistics.circularDistanceMinutes(10, 1430) == 20)
  }
}
