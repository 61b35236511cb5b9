/// Today's target load (docs/algorithm.md §16.1): the load range that would put tomorrow
/// morning's form in the band today's recovery calls for.
///
/// The PMC's own update makes tomorrow's TSB linear in today's load `L`:
///
/// ```
/// TSB(D+1 morning) = CTL(D) − ATL(D)
///                  = CTL(D−1)·(1 − kc) − ATL(D−1)·(1 − ka) + L·(kc − ka)
/// ```
///
/// With `kc < ka` the slope is negative, so the top of the TSB band gives the low end of the
/// range and the bottom of the band the high end. Both ends are clamped at 0.
///
/// *Worked example (§16.1):* CTL 40 and ATL 30 this morning with the standard constants give
/// tomorrow's TSB at rest = 40 × 0.9764717 − 30 × 0.8668779 = 13.052532 and a slope of
/// 0.0235283 − 0.1331221 = −0.1095938 per point of load. Recovery Good asks for −20 … −5:
/// `L = (13.052532 + 5)/0.1095938 = 164.72` to `(13.052532 + 20)/0.1095938 = 301.59`.
public struct TargetLoad: Hashable, Sendable {
  /// Why there is no target.
  public enum Unavailable: String, Hashable, Sendable, CaseIterable {
    /// No recovery score today: there is no band to choose the form by.
    case noRecovery = "no-recovery"
    /// The PMC is not established (docs/algorithm.md §8): its CTL and ATL are not yet trusted.
    case notEstablished = "pmc-not-established"
  }

  /// The target, or why there is none.
  public enum Outcome: Hashable, Sendable {
    /// The day's target.
    case target(TargetLoad)
    /// No target, and why.
    case unavailable(Unavailable)

    /// The target, if there is one.
    public var target: TargetLoad? {
      if case .target(let target) = self { return target }
      return nil
    }

    /// Why there is no target, if there is none.
    public var unavailable: Unavailable? {
      if case .unavailable(let reason) = self { return reason }
      return nil
    }
  }

  /// A range in tenths of a displayed value, low end first.
  public struct TenthsRange: Hashable, Sendable {
    /// The low end, tenths.
    public var low: Int
    /// The high end, tenths.
    public var high: Int

    /// Creates a range.
    public init(low: Int, high: Int) {
      self.low = low
      self.high = high
    }
  }

  /// A range of loads or strains, low end first.
  public struct Range: Hashable, Sendable {
    /// The low end.
    public var low: Double
    /// The high end.
    public var high: Double

    /// Creates a range.
    public init(low: Double, high: Double) {
      self.low = low
      self.high = high
    }
  }

  /// The recovery band the form band was chosen by.
  public var band: ScoreBand
  /// Tomorrow morning's TSB band, in tenths.
  public var tsbBand: TenthsRange { Self.tsbBand(for: band) }
  /// Tomorrow morning's TSB if today had no load at all (`CTL·(1−kc) − ATL·(1−ka)`).
  public var restTSB: Double
  /// How much tomorrow's TSB moves per point of today's load: `kc − ka` (negative).
  public var slope: Double
  /// The day's load range, both ends clamped at 0.
  public var load: Range
  /// The load already done today, `L(D)`.
  public var done: Double
  /// What is left of the range after `done`, in tenths as displayed, each end at least 0.
  public var remainingTenths: TenthsRange
  /// The everyday-movement term `A` of today's steps so far (0 without step data).
  public var movement: Double
  /// The strain the day would show at either end of the range: `strain(max(end, done) + A)`.
  public var strain: Range

  /// Tomorrow morning's TSB band for a recovery band, in tenths: optimal −30 … −10, good −20 … −5,
  /// fair −10 … +5, pay attention 0 … +25.
  public static func tsbBand(for band: ScoreBand) -> TenthsRange {
    switch band {
    case .optimal: return TenthsRange(low: -300, high: -100)
    case .good: return TenthsRange(low: -200, high: -50)
    case .fair: return TenthsRange(low: -100, high: 50)
    case .payAttention: return TenthsRange(low: 0, high: 250)
    }
  }

  /// Tomorrow morning's TSB with no load today: `CTL(D−1)·(1 − kc) − ATL(D−1)·(1 − ka)`.
  public static func restTSB(ctl: Double, atl: Double, constants: PMCConstants) -> Double {
    ctl * (1 - constants.kc) - atl * (1 - constants.ka)
  }

  /// The load `L ≥ 0` that gives tomorrow's TSB `tsb`: `(tsb − restTSB)/(kc − ka)`, or 0 when
  /// even a rest day leaves TSB below `tsb`.
  public static func load(
    reaching tsb: Double, restTSB: Double, constants: PMCConstants
  ) -> Double {
    max(0, (tsb - restTSB) / (constants.kc - constants.ka))
  }

  /// The target of a day, or why there is none.
  ///
  /// - Parameters:
  ///   - recovery: the band of the displayed recovery score, `nil` without one.
  ///   - established: whether the PMC is established at D.
  ///   - ctl: `CTL(D−1)`, unrounded; `nil` before the PMC started.
  ///   - atl: `ATL(D−1)`, unrounded.
  ///   - constants: the PMC's time constants.
  ///   - done: `L(D)`, the load recorded today.
  ///   - steps: today's steps so far, `nil` without step data.
  public static func target(
    recovery: ScoreBand?, established: Bool, ctl: Double?, atl: Double?,
    constants: PMCConstants, done: Double, steps: Double?
  ) -> Outcome {
    guard let recovery else { return .unavailable(.noRecovery) }
    guard established, let ctl, let atl else { return .unavailable(.notEstablished) }
    let rest = restTSB(ctl: ctl, atl: atl, constants: constants)
    let band = tsbBand(for: recovery)
    // The slope is negative: the band's top is the least load, its bottom the most.
    let low = load(reaching: Double(band.high) / 10, restTSB: rest, constants: constants)
    let high = load(reaching: Double(band.low) / 10, restTSB: rest, constants: constants)
    let doneTenths = Rounding.units(done, decimals: 1)
    let movement = steps.map { StrainScore.movementTerm(steps: $0) } ?? 0
    return .target(
      TargetLoad(
        band: recovery, restTSB: rest, slope: constants.kc - constants.ka,
        load: Range(low: low, high: high), done: done,
        remainingTenths: TenthsRange(
          low: max(0, Rounding.units(low, decimals: 1) - doneTenths),
          high: max(0, Rounding.units(high, decimals: 1) - doneTenths)),
        movement: movement,
        strain: Range(
          low: StrainScore.strain(total: max(low, done) + movement),
          high: StrainScore.strain(total: max(high, done) + movement))))
  }
}
