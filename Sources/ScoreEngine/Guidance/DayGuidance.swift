import Foundation

/// veloready's guidance for one date (docs/algorithm.md §16.1–§16.3): a target load for today,
/// tonight's sleep, and the HRV trend. It reads the day's report and changes none of its scores.
public struct DayGuidance: Hashable, Sendable {
  /// Today's target load, or why there is none (§16.1).
  public var target: TargetLoad.Outcome
  /// Tonight's sleep: the debt, the need and the bedtime (§16.2).
  public var sleep: SleepPlan
  /// The instant to be in bed by tonight: the mean wake time on D+1 minus tonight's sleep and the
  /// median latency, in the athlete's zone; `nil` when `sleep` has no bedtime.
  public var bedtime: Date?
  /// The HRV trend (§16.3).
  public var hrvTrend: HRVTrend
  /// The daily HRV `h` (ln ms) of D−6 … D, oldest first, of the kind the baselines use: the
  /// values cv7 is taken of.
  public var hrvWeek: [Double?]

  /// Creates the guidance from its parts.
  public init(
    target: TargetLoad.Outcome, sleep: SleepPlan, bedtime: Date?, hrvTrend: HRVTrend,
    hrvWeek: [Double?]
  ) {
    self.target = target
    self.sleep = sleep
    self.bedtime = bedtime
    self.hrvTrend = hrvTrend
    self.hrvWeek = hrvWeek
  }
}
