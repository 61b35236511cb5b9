/// The HRV trend of the last week against its normal range and its usual day-to-day variation
/// (docs/algorithm.md §16.3).
///
/// ```
/// cv7(d)  = 100 × sample SD / mean of h over d−6 … d   (≥ 5 values; h is ln ms)
/// cvBase  = median of cv7(d) over d = D−60 … D−1        (≥ 14 values)
/// z7      = (m7 − μ60)/σ'                               (docs/algorithm.md §4.2)
/// ```
///
/// | displayed z7 | cv7 ≤ 1.5 × cvBase | cv7 > 1.5 × cvBase |
/// |---|---|---|
/// | −1.00 or below | accumulated fatigue | maladaptation |
/// | −0.99 … 0.99 | stable | stable |
/// | 1.00 or above | coping well | unsettled |
///
/// *Worked example (§16.3):* the ln values 4.0, 4.1, 4.0, 4.2, 4.1 have mean 4.08 and sample SD
/// 0.083666, so cv7 = 2.050637 %, shown as 2.1. With cvBase 1.4 the limit is 2.1: 2.1 ≤ 2.1 is
/// within it, and a z7 of −1.00 makes the week `accumulated-fatigue`.
public struct HRVTrend: Hashable, Sendable {
  /// The verdict.
  public enum Verdict: String, Hashable, Sendable, CaseIterable {
    /// The 7-day mean is inside the normal range: |z7| < 1.
    case stable
    /// Below the range with the usual variation: the expected dip of a hard block.
    case accumulatedFatigue = "accumulated-fatigue"
    /// Below the range and unsettled: a sign of not coping.
    case maladaptation
    /// Above the range with the usual variation: adapting well.
    case copingWell = "coping-well"
    /// Above the range but unsettled.
    case unsettled
    /// Not enough data for a verdict; `missing` says what.
    case calibrating
  }

  /// What a `calibrating` verdict lacks.
  public enum Missing: String, Hashable, Sendable, CaseIterable {
    /// No z7: the normal range or the 7-day mean is not ready (docs/algorithm.md §4.2).
    case z7 = "z7"
    /// Fewer than 5 of the last 7 days have HRV.
    case cv7 = "cv7"
    /// Fewer than 14 days of D−60 … D−1 have a cv7.
    case cvBase = "cv-base"
  }

  /// Values a cv7 needs among its 7 days.
  public static let cv7MinimumDays = 5
  /// cv7 values `cvBase` needs among the 60 days before.
  public static let cvBaseMinimumValues = 14
  /// How far above its usual variation cv7 may go and still count as usual.
  public static let cvLimitFactor = 1.5

  /// `z7`, unrounded; `nil` when not ready.
  public var z7: Double?
  /// `cv7` of D, percent; `nil` with fewer than 5 values.
  public var cv7: Double?
  /// Days of D−6 … D with HRV.
  public var days7: Int
  /// `cvBase`, percent; `nil` with fewer than 14 values.
  public var cvBase: Double?
  /// Days of D−60 … D−1 with a cv7.
  public var baseDays: Int
  /// The verdict.
  public var verdict: Verdict
  /// What a `calibrating` verdict lacks, in the order of `Missing`; empty otherwise.
  public var missing: [Missing]

  /// The trend from `z7`, the ln values of D−6 … D (`nil` for a day without HRV) and the cv7 of
  /// each day of D−60 … D−1 that has one.
  public init(z7: Double?, week: [Double?], earlierCV7: [Double]) {
    let values = week.compactMap { $0 }
    self.z7 = z7
    cv7 = Self.cv7(values)
    days7 = values.count
    cvBase = Self.cvBase(earlierCV7)
    baseDays = earlierCV7.count
    verdict = Self.verdict(
      z7Hundredths: z7.map { Rounding.units($0, decimals: 2) },
      cv7Tenths: cv7.map { Rounding.units($0, decimals: 1) },
      cvBaseTenths: cvBase.map { Rounding.units($0, decimals: 1) })
    var missing: [Missing] = []
    if verdict == .calibrating {
      if z7 == nil { missing.append(.z7) }
      if cv7 == nil { missing.append(.cv7) }
      if cvBase == nil { missing.append(.cvBase) }
    }
    self.missing = missing
  }

  /// `100 × SD/mean` of at least 5 ln values; `nil` with fewer, or a mean that is not positive
  /// (HRV under 1 ms has no meaningful ratio).
  public static func cv7(_ values: [Double]) -> Double? {
    guard values.count >= cv7MinimumDays, let mean = Statistics.mean(values), mean > 0,
      let sd = Statistics.sampleStandardDeviation(values)
    else { return nil }
    return 100 * sd / mean
  }

  /// The median of at least 14 cv7 values.
  public static func cvBase(_ values: [Double]) -> Double? {
    values.count >= cvBaseMinimumValues ? Statistics.median(values) : nil
  }

  /// The verdict from displayed values: z7 in hundredths, cv7 and cvBase in tenths of a percent.
  /// `cv7 ≤ 1.5 × cvBase` is compared as `2 × cv7 ≤ 3 × cvBase`, exactly.
  public static func verdict(z7Hundredths: Int?, cv7Tenths: Int?, cvBaseTenths: Int?) -> Verdict {
    guard let z7 = z7Hundredths else { return .calibrating }
    if abs(z7) < 100 { return .stable }
    guard let cv7 = cv7Tenths, let base = cvBaseTenths else { return .calibrating }
    let usual = 2 * cv7 <= 3 * base
    if z7 <= -100 { return usual ? .accumulatedFatigue : .maladaptation }
    return usual ? .copingWell : .unsettled
  }

  /// `1.5 × cvBase`, percent.
  public var cvLimit: Double? { cvBase.map { $0 * Self.cvLimitFactor } }
}
