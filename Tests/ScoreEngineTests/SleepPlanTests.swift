import Testing

@testable import ScoreEngine

/// Tonight's sleep (docs/algorithm.md §16.2): the debt of seven nights, the need with its two
/// caps, and the bedtime from the circular mean of the wake times, worked by hand.
@Suite struct SleepPlanTests {
  /// Fourteen nights waking between 06:20 and 07:00 whose circular mean is 06:40 (400 minutes):
  /// symmetric pairs around it, with latencies whose median is 12.
  static let timing: [(wake: Double, latency: Double)] = [
    (380, 10), (420, 14), (390, 12), (410, 12), (400, 8), (400, 16), (385, 11), (415, 13),
    (395, 12), (405, 12), (400, 20), (400, 4), (380, 12), (420, 12),
  ]

  @Test func theWorkedExample() throws {
    // Need 8 h; 7 h 40 m, 8 h 10 m, none, 6 h 50 m, 7 h 30 m, 8 h, 7 h 20 m: shortfalls
    // 20 + 0 + 70 + 30 + 0 + 40 = 160 over six nights; 160/4 = 40; strain 13.5 adds 15:
    // 480 + 40 + 15 = 535. Bed: 06:40 − 535 − 12 = 400 − 547 = −147 → 21:33 on D.
    let plan = SleepPlan(
      needHours: 8, asleepMinutes: [460, 490, nil, 410, 450, 480, 440], strainTenths: 135,
      timing: Self.timing)
    #expect(plan.shortfalls == [20, 0, nil, 70, 30, 0, 40])
    #expect(plan.nights == 6 && plan.debtMinutes == 160 && plan.debtExtraMinutes == 40)
    #expect(plan.hardDayMinutes == 15 && plan.tonightMinutes == 535)
    #expect(close(plan.wakeMeanMinutes, 400, 1e-9) && plan.latencyMinutes == 12)
    let bedtime = try #require(plan.bedtime)
    #expect(bedtime.minutes == 21 * 60 + 33 && bedtime.day == 0)
    #expect(plan.unavailable == nil)
  }

  @Test(
    "a quarter of the debt, at most 60 minutes",
    arguments: [(0.0, 0.0), (80, 20), (239, 59.75), (240, 60), (300, 60), (900, 60)])
  func aQuarterOfTheDebtAtMostAnHour(debt: Double, extra: Double) {
    #expect(SleepPlan.debtExtra(debt) == extra)
  }

  @Test(
    "ten minutes per displayed strain point above 12, at most 30",
    arguments: [(100, 0), (120, 0), (121, 1), (135, 15), (149, 29), (150, 30), (180, 30)])
  func tenMinutesPerStrainPointAboveTwelve(tenths: Int, minutes: Int) {
    #expect(SleepPlan.hardDay(strainTenths: tenths) == minutes)
  }

  @Test func aLongNightIsNoCreditAgainstAShortOne() {
    // 10 h after 6 h: the shortfalls are 0 and 120, not −120 and 120.
    #expect(SleepPlan.debt(need: 480, asleepMinutes: [600, 360]) == 120)
    #expect(SleepPlan.shortfall(need: 480, asleep: 600) == 0)
  }

  @Test func withoutAnyNightThereIsNoDebtAndNoNeed() {
    let plan = SleepPlan(
      needHours: 8, asleepMinutes: Array(repeating: nil, count: 7), strainTenths: 140,
      timing: [])
    #expect(plan.nights == 0 && plan.debtMinutes == nil && plan.tonightMinutes == nil)
    #expect(plan.bedtime == nil && plan.unavailable == .noSleepData)
  }

  @Test func threeWakeTimesMakeABedtimeAndTwoDoNot() {
    let nights: [Double?] = [nil, nil, nil, nil, nil, 480, 480]
    let two = SleepPlan(
      needHours: 8, asleepMinutes: nights, strainTenths: 0, timing: [(400, 10), (420, 10)])
    #expect(two.tonightMinutes == 480 && two.bedtime == nil)
    #expect(two.unavailable == .tooFewWakeTimes)
    let three = SleepPlan(
      needHours: 8, asleepMinutes: nights, strainTenths: 0,
      timing: [(400, 10), (420, 10), (410, 30)])
    // Mean 06:50 (410), median latency 10: 410 − 480 − 10 = −80 → 22:40 on D.
    #expect(three.bedtime?.minutes == 22 * 60 + 40 && three.bedtime?.day == 0)
  }

  @Test func theMeanOfWakeTimesAcrossMidnightIsMidnight() throws {
    // A night worker waking at 23:40, 00:20 and 00:00: the arithmetic mean of 1420, 20 and 0 is
    // 480 (08:00), the circular mean 00:00. Need 8 h, latency 10: bed at 15:50 on D.
    let plan = SleepPlan(
      needHours: 8, asleepMinutes: [480], strainTenths: 0,
      timing: [(1420, 10), (20, 10), (0, 10)])
    let mean = try #require(plan.wakeMeanMinutes)
    #expect(min(mean, 1440 - mean) < 1e-6)
    #expect(plan.bedtime?.minutes == 15 * 60 + 50 && plan.bedtime?.day == 0)
  }

  @Test func aBedtimeAfterMidnightFallsOnTheNextDay() {
    // Waking at 11:00 (660) after 8 h 30 m with 15 minutes' latency: 660 − 510 − 15 = 135,
    // 02:15 on D+1.
    let bedtime = SleepPlan.bedtime(wakeMean: 660, sleepMinutes: 510, latencyMinutes: 15)
    #expect(bedtime.minutes == 135 && bedtime.day == 1)
  }

  @Test func theBedtimeIsTheDifferenceOfTheWholeMinutesShown() {
    // 06:52.4 shows as 06:52, 8 h 42.25 m as 8 h 42 m, 12.5 minutes' latency as 13:
    // 412 − 522 − 13 = −123 → 21:57, not the 21:57.65 of the unrounded sum.
    let bedtime = SleepPlan.bedtime(wakeMean: 412.4, sleepMinutes: 522.25, latencyMinutes: 12.5)
    #expect(bedtime.minutes == 21 * 60 + 57 && bedtime.day == 0)
  }
}
