/// Tonight's sleep (docs/algorithm.md §16.2): the debt of the last seven nights, how long to sleep
/// tonight, and when to be in bed for it.
///
/// ```
/// debt(D)  = Σ over the main sleeps of D−6 … D of max(0, N − asleep)
/// tonight  = N + min(debt/4, 60 min) + min(10 min × (strain − 12), 30 min), strain above 12 only
/// bedtime  = circular mean of the wake times of D−13 … D − tonight − median latency
/// ```
///
/// *Worked example (§16.2):* need 8 h; seven nights of 7 h 40 m, 8 h 10 m, none, 6 h 50 m,
/// 7 h 30 m, 8 h, 7 h 20 m give shortfalls 20 + 0 + 70 + 30 + 0 + 40 = 160 min over six nights;
/// a third of an hour of the debt is owed tonight (160/4 = 40 min), a strain of 13.5 adds 15 min:
/// 8 h 55 m. Wake times with a circular mean of 06:40 and a median latency of 12 min put bed at
/// 06:40 − 8 h 55 m − 12 m = 21:33.
public struct SleepPlan: Hashable, Sendable {
  /// Why tonight's sleep has no figure.
  public enum Unavailable: String, Hashable, Sendable, CaseIterable {
    /// None of the seven nights has a main sleep: a debt of 0 would be made up.
    case noSleepData = "no-sleep-data"
    /// Fewer than `minimumWakeTimes` of the 14 nights have clock times.
    case tooFewWakeTimes = "too-few-wake-times"
  }

  /// Nights the debt adds up: the seven ending on D.
  public static let debtNights = 7
  /// Nights whose wake times and latencies set the bedtime: the fourteen ending on D.
  public static let timingNights = 14
  /// Nights with clock times the bedtime needs.
  public static let minimumWakeTimes = 3
  /// The most of the debt owed tonight, minutes.
  public static let debtExtraCap = 60.0
  /// The strain above which a hard day adds sleep, tenths.
  public static let hardDayTenths = 120
  /// The most a hard day adds, minutes.
  public static let hardDayCap = 30

  /// The sleep need `N`, minutes.
  public var needMinutes: Double
  /// Minutes asleep in the main sleep of each of D−6 … D, oldest first; `nil` without one.
  public var asleepMinutes: [Double?]
  /// Each night's shortfall `max(0, N − asleep)`, minutes, D−6 first; `nil` for a night without a
  /// main sleep.
  public var shortfalls: [Double?]
  /// The debt, minutes; `nil` when no night had a main sleep.
  public var debtMinutes: Double?
  /// What the hard day adds, minutes.
  public var hardDayMinutes: Double
  /// The wake times (minutes after midnight) of the nights of D−13 … D that have clock times.
  public var wakeTimes: [Double]
  /// Their latencies, minutes.
  public var latencies: [Double]

  /// Nights with a main sleep among the seven.
  public var nights: Int { shortfalls.count { $0 != nil } }

  /// What the debt adds tonight: `min(debt/4, 60)` minutes.
  public var debtExtraMinutes: Double? { debtMinutes.map(Self.debtExtra) }

  /// Tonight's sleep, minutes; `nil` without a night to measure the debt by.
  public var tonightMinutes: Double? {
    debtExtraMinutes.map { needMinutes + $0 + hardDayMinutes }
  }

  /// The circular mean of the wake times, minutes after midnight.
  public var wakeMeanMinutes: Double? {
    wakeTimes.count >= Self.minimumWakeTimes ? ClockSpread(minutes: wakeTimes)?.meanMinutes : nil
  }

  /// The median latency, minutes.
  public var latencyMinutes: Double? {
    wakeTimes.count >= Self.minimumWakeTimes ? Statistics.median(latencies) : nil
  }

  /// When to be in bed tonight, whole minutes after midnight (0 ..< 1440), and the day it falls
  /// on counted from D: 0 for the evening of D, 1 for the small hours of D+1.
  public var bedtime: (minutes: Int, day: Int)? {
    guard let wake = wakeMeanMinutes, let latency = latencyMinutes, let tonight = tonightMinutes
    else { return nil }
    return Self.bedtime(wakeMean: wake, sleepMinutes: tonight, latencyMinutes: latency)
  }

  /// Why a figure is missing: no night for the debt first, then too few wake times.
  public var unavailable: Unavailable? {
    if debtMinutes == nil { return .noSleepData }
    if bedtime == nil { return .tooFewWakeTimes }
    return nil
  }

  /// The plan from its inputs.
  ///
  /// - Parameters:
  ///   - needHours: the sleep need `N`.
  ///   - asleepMinutes: minutes asleep in the main sleeps of D−6 … D, oldest first; `nil` for a
  ///     night without one.
  ///   - strainTenths: today's displayed strain, in tenths.
  ///   - timing: wake time (minutes after midnight) and latency (minutes) of each night of
  ///     D−13 … D that has clock times.
  public init(
    needHours: Double, asleepMinutes: [Double?], strainTenths: Int,
    timing: [(wake: Double, latency: Double)]
  ) {
    let need = needHours * 60
    needMinutes = need
    self.asleepMinutes = asleepMinutes
    shortfalls = asleepMinutes.map { $0.map { Self.shortfall(need: need, asleep: $0) } }
    debtMinutes = Self.debt(need: need, asleepMinutes: asleepMinutes)
    hardDayMinutes = Double(Self.hardDay(strainTenths: strainTenths))
    wakeTimes = timing.map(\.wake)
    latencies = timing.map(\.latency)
  }

  /// `max(0, need − asleep)`: a long night is no credit against a short one.
  public static func shortfall(need: Double, asleep: Double) -> Double {
    max(0, need - asleep)
  }

  /// The sum of the shortfalls of the nights that have a main sleep; `nil` when none has.
  public static func debt(need: Double, asleepMinutes: [Double?]) -> Double? {
    let nights = asleepMinutes.compactMap { $0 }
    guard !nights.isEmpty else { return nil }
    return nights.reduce(0) { $0 + shortfall(need: need, asleep: $1) }
  }

  /// `min(debt/4, 60)`: a quarter of the debt, at most an hour.
  public static func debtExtra(_ debt: Double) -> Double {
    min(debt / 4, debtExtraCap)
  }

  /// Ten minutes per point of displayed strain above 12, at most 30: one minute per tenth.
  public static func hardDay(strainTenths: Int) -> Int {
    min(hardDayCap, max(0, strainTenths - hardDayTenths))
  }

  /// `wakeMean − sleep − latency` on the 24-hour clock, each rounded to the whole minute it is
  /// shown as, so that the bedtime printed is the difference of the figures printed beside it:
  /// whole minutes in `0 ..< 1440` and the day (0: the evening of D; 1: after midnight, D+1).
  public static func bedtime(wakeMean: Double, sleepMinutes: Double, latencyMinutes: Double)
    -> (minutes: Int, day: Int)
  {
    // A mean a hair under midnight shows as 00:00: it is the start of D+1's clock.
    var minutes =
      Rounding.units(wakeMean, decimals: 0) % 1440 - Rounding.units(sleepMinutes, decimals: 0)
      - Rounding.units(latencyMinutes, decimals: 0)
    // The wake is on D+1: each day back the clock goes round once more.
    var day = 1
    while minutes < 0 {
      minutes += 1440
      day -= 1
    }
    return (minutes, day)
  }
}
