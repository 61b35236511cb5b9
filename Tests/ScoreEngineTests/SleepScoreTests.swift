import Foundation
import Testing

@testable import ScoreEngine

/// The sleep score of docs/algorithm.md §5, with worked examples 1, 5 and 7 as vectors.
@Suite struct SleepScoreTests {
  let noTiming = SleepTiming(lastNight: nil, earlierNights: [])

  @Test func exampleOneComponentsAndPoints() throws {
    let night = try #require(SleepSessions.nights(from: exampleOneNight()).first)
    let timing = SleepTiming(lastNight: (1350, 405), earlierNights: [])
    let score = SleepScore.score(night: night, sleepNeedHours: 8, timing: timing)
    #expect(score.value == 91)
    #expect(score.band == .optimal)
    #expect(score.quality == .limited)
    #expect(score.cap == nil)
    #expect(score.absent == [AbsentComponent(name: .timing, reason: .noBaseline)])
    #expect(score.components.map(\.name) == [.duration, .efficiency, .stages, .disturbances])
    let expected: [(Double, Double, Double, Int)] = [
      (87.5, 0.520833, 45.572917, 45), (89.696970, 0.166667, 14.949495, 15),
      (95.045045, 0.166667, 15.840841, 16), (100, 0.145833, 14.583333, 15),
    ]
    for (component, (subScore, weight, points, displayed)) in zip(score.components, expected) {
      #expect(close(component.subScore, subScore))
      #expect(close(component.effectiveWeight, weight))
      #expect(close(component.points, points))
      #expect(component.displayedPoints == displayed)
    }
    #expect(close(score.exactValue, 90.946586))
    #expect(score.components.map(\.displayedPoints).reduce(0, +) == 91)
  }

  @Test func exampleFiveSleepIs90() throws {
    let night = try #require(SleepSessions.nights(from: exampleFiveNight()).first)
    let score = SleepScore.score(night: night, sleepNeedHours: 8, timing: noTiming)
    #expect(score.value == 90)
    #expect(close(score.exactValue, 89.997571))
    let subScores = score.components.map(\.subScore)
    #expect(close(subScores[0], 82.638889) && close(subScores[1], 97.727273))
    #expect(close(subScores[2], 96.511628) && subScores[3] == 100)
    let points = score.components.map(\.points)
    #expect(close(points[0], 43.041088) && close(points[1], 16.287879))
    #expect(close(points[2], 16.085271) && close(points[3], 14.583333))
    #expect(score.components.map(\.displayedPoints) == [43, 16, 16, 15])
    // Without bounds the timing reason is no-bounds.
    #expect(score.absent == [AbsentComponent(name: .timing, reason: .noBounds)])
  }

  @Test func aNightlyTotalScoresOnDurationAlone() {
    let night = SleepNight.dailyTotal(seconds: 7 * 3600, source: native("icu"))
    let score = SleepScore.score(night: night, sleepNeedHours: 8, timing: noTiming)
    // ρ = 0.875: duration = 75 + 25·(0.875 − 0.85)/0.15 = 79.166667, over weight 50 alone.
    #expect(score.value == 79)
    #expect(score.components.map(\.displayedPoints) == [79])
    #expect(score.absent.map(\.reason) == [.noBounds, .noStages, .noStages, .noBounds])
  }

  @Test func noNightOrZeroAsleepHasNoValue() {
    let none = SleepScore.score(night: nil, sleepNeedHours: 8, timing: noTiming)
    #expect(none.value == nil && none.reason == .noSleep && none.band == nil)
    #expect(none.absent.map(\.name) == ComponentName.sleepComponents)
    let zero = SleepNight.dailyTotal(seconds: 0, source: native("x"))
    #expect(SleepScore.score(night: zero, sleepNeedHours: 8, timing: noTiming).reason == .noSleep)
  }

  @Test func durationFollowsTheCurveAndStopsAtTheNeed() {
    let night = SleepNight.dailyTotal(seconds: 10 * 3600, source: native("x"))
    #expect(SleepScore.score(night: night, sleepNeedHours: 8, timing: noTiming).value == 100)
    // ρ = 10/12 = 0.833333: 40 + 35·(0.833333 − 0.7)/0.15 = 71.111111.
    #expect(SleepScore.score(night: night, sleepNeedHours: 12, timing: noTiming).value == 71)
    let curve: [(Double, Double)] = [
      (0, 0), (0.5, 0), (0.6, 20), (0.7, 40), (0.775, 57.5), (0.85, 75), (0.925, 87.5),
      (1, 100), (1.5, 100),
    ]
    for (ratio, expected) in curve {
      #expect(close(SleepScore.durationMap(ratio), expected, 1e-9), "ρ \(ratio)")
    }
  }

  @Test func phoneOnlyNightWithoutAwakeHasNoDisturbanceComponent() throws {
    let phone = native("Phone")
    let night = try #require(
      SleepSessions.nights(from: [
        segment("2025-09-09T22:40:00+01:00", "2025-09-10T06:50:00+01:00", .inBed, phone),
        segment("2025-09-09T23:05:00+01:00", "2025-09-10T06:40:00+01:00", .asleep, phone),
      ]).first)
    let score = SleepScore.score(night: night, sleepNeedHours: 8, timing: noTiming)
    #expect(score.components.map(\.name) == [.duration, .efficiency])
    // duration pl(455/480) = 91.319444, efficiency 100·455/490 = 92.857143;
    // (50·91.319444 + 16·92.857143)/66 = 91.692220 → 92.
    #expect(close(score.exactValue, 91.692220))
    #expect(score.value == 92)
  }

  @Test func exampleSevenTheShortNightCap() throws {
    let watch = native("Watch")
    let night = try #require(
      SleepSessions.nights(from: [
        segment("2025-02-11T01:00:00+01:00", "2025-02-11T02:22:30+01:00", .core, watch),
        segment("2025-02-11T02:22:30+01:00", "2025-02-11T03:28:30+01:00", .deep, watch),
        segment("2025-02-11T03:28:30+01:00", "2025-02-11T05:07:30+01:00", .core, watch),
        segment("2025-02-11T05:07:30+01:00", "2025-02-11T06:30:00+01:00", .rem, watch),
      ]).first)
    #expect(night.asleepSeconds == 330 * 60 && night.inBedSeconds == 330 * 60)
    let score = SleepScore.score(night: night, sleepNeedHours: 8, timing: noTiming)
    let points = score.components.map(\.points)
    #expect(close(points[0], 19.53125) && close(points[1], 16.666667))
    #expect(close(points[2], 16.666667) && close(points[3], 14.583333))
    #expect(close(score.exactValue, 67.447917))
    // Floors 65; the two remaining points go to efficiency and stages (.667 each, equal weights).
    #expect(score.components.map(\.displayedPoints) == [19, 17, 17, 14])
    let cap = try #require(score.cap)
    #expect(cap.name == .shortNight && cap.limit == 59 && cap.uncapped == 67)
    #expect(cap.points == -8 && score.value == 59 && score.band == .fair)
    #expect(cap.inputs.contains(.number("ratio", 0.6875, decimals: 2)))
    #expect(score.uncappedValue == 67)
    // The line is not a component: quality counts the five (timing is absent here).
    #expect(score.quality == .limited)
  }

  /// A night of `minutes` asleep with every other component at 100 and all five present.
  func idealNight(minutes: Double) -> (SleepNight, SleepTiming) {
    let seconds = minutes * 60
    let bedtime = instant("2025-02-11T00:00:00Z")
    let night = SleepNight(
      source: native("x"), bedtime: bedtime, wake: bedtime.addingTimeInterval(seconds),
      asleepSeconds: seconds, deepSeconds: 0.2 * seconds, remSeconds: 0.25 * seconds,
      coreSeconds: 0.55 * seconds, awakeSeconds: 0, wakeEvents: 0, latencySeconds: 0,
      hasStages: true, hasAwakeSegments: false)
    let wake = minutes.truncatingRemainder(dividingBy: 1440)
    let timing = SleepTiming(
      lastNight: (0, wake), earlierNights: Array(repeating: (0, wake), count: 5))
    return (night, timing)
  }

  @Test(
    "the reference points and the edges of the displayed ρ",
    arguments: [
      (480.0, 100, nil), (420, 90, nil), (360, 76, nil), (358, 75, nil), (357, 59, 75),
      (330, 59, 69), (300, 59, 63), (238, 50, nil), (237, 39, 50), (210, 39, 50),
    ] as [(Double, Int, Int?)])
  func shortNightReferencePoints(minutes: Double, sleep: Int, uncapped: Int?) {
    let (night, timing) = idealNight(minutes: minutes)
    let score = SleepScore.score(night: night, sleepNeedHours: 8, timing: timing)
    #expect(score.quality == .full)
    #expect(score.value == sleep)
    #expect(score.cap?.uncapped == uncapped)
    #expect(score.components.map(\.displayedPoints).reduce(score.cap?.points ?? 0, +) == sleep)
  }

  @Test func theCapNeverRaisesAScore() {
    // ρ 0.49 caps at 39; a score already below it keeps its value and gets no line.
    #expect(
      SleepScore.shortNightCap(uncapped: 30, asleepSeconds: 237 * 60, sleepNeedHours: 8) == nil)
    #expect(
      SleepScore.shortNightCap(uncapped: 39, asleepSeconds: 237 * 60, sleepNeedHours: 8) == nil)
    #expect(
      SleepScore.shortNightCap(uncapped: 40, asleepSeconds: 237 * 60, sleepNeedHours: 8)?.points
        == -1)
    // ρ exactly 0.75 (6 h of 8) and exactly 0.50 (4 h) are not below their thresholds.
    #expect(
      SleepScore.shortNightCap(uncapped: 90, asleepSeconds: 6 * 3600, sleepNeedHours: 8) == nil)
    #expect(
      SleepScore.shortNightCap(uncapped: 90, asleepSeconds: 4 * 3600, sleepNeedHours: 8)?.limit
        == 59)
    // A need of 7.5 h: 5 h 37 m 30 s is ρ 0.75 exactly.
    #expect(
      SleepScore.shortNightCap(uncapped: 90, asleepSeconds: 20_250, sleepNeedHours: 7.5) == nil)
    #expect(
      SleepScore.shortNightCap(uncapped: 90, asleepSeconds: 20_000, sleepNeedHours: 7.5)?.limit
        == 59)
  }

  @Test func aFiveHourCleanNightScores59WithTheCap() throws {
    let (night, timing) = idealNight(minutes: 300)
    let score = SleepScore.score(night: night, sleepNeedHours: 8, timing: timing)
    #expect(score.value == 59)
    let cap = try #require(score.cap)
    #expect(cap.uncapped == 63 && cap.points == -4)
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
    let component = try #require(score.components.first { $0.name == .timing })
    let meanBedtime = try #require(Statistics.circularMeanMinutes(earlier.map(\.bedtime)))
    #expect(abs(meanBedtime - 1436) < 0.2)
    // deviation = (|00:30 − 23:56| + |08:00 − 07:00|)/2 ≈ (34 + 60)/2 = 47 → 75.
    #expect(component.subScore == 75)
    #expect(Statistics.circularDistanceMinutes(10, 1430) == 20)
  }
}
