import Foundation

/// The time constants of the PMC (docs/algorithm.md §8): config `ctlDays` and `atlDays`, whole
/// days, and the exponential smoothing factors they give.
public struct PMCConstants: Hashable, Sendable {
  /// The valid values of `ctlDays`.
  public static let ctlDaysRange = 7...84
  /// The valid values of `atlDays` (which must also be below `ctlDays`).
  public static let atlDaysRange = 2...21
  /// 42 and 7 days, the constants intervals.icu and GoldenCheetah use.
  public static let standard = PMCConstants(ctlDays: 42, atlDays: 7)

  /// `τc`, days.
  public let ctlDays: Int
  /// `τa`, days.
  public let atlDays: Int
  /// `kc = 1 − e^(−1/τc)`: the share of the gap to today's load that CTL closes in a day.
  public let kc: Double
  /// `ka = 1 − e^(−1/τa)`.
  public let ka: Double

  /// The constants of `ctlDays` and `atlDays`; callers validate them (`isValid`).
  public init(ctlDays: Int, atlDays: Int) {
    self.ctlDays = ctlDays
    self.atlDays = atlDays
    self.kc = 1 - exp(-1 / Double(ctlDays))
    self.ka = 1 - exp(-1 / Double(atlDays))
  }

  /// Whether both are in range and `atlDays < ctlDays`.
  public var isValid: Bool {
    Self.ctlDaysRange.contains(ctlDays) && Self.atlDaysRange.contains(atlDays)
      && atlDays < ctlDays
  }

  /// One day of the recurrence: `(CTL, ATL)` at the end of a day with load `load`, from the
  /// values at the end of the day before.
  public func step(ctl: Double, atl: Double, load: Double) -> (ctl: Double, atl: Double) {
    (ctl + (load - ctl) * kc, atl + (load - atl) * ka)
  }
}
