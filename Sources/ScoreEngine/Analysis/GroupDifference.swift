import Foundation

/// Mornings after tagged days against the other mornings (docs/algorithm.md §15.7): the
/// difference of the means with Welch's 95 % interval, and Cliff's delta.
///
/// Welch's interval does not assume the two groups spread alike: with sample variances `s₁²`,
/// `s₂²` of `n₁` tagged and `n₂` untagged mornings, `SE = √(s₁²/n₁ + s₂²/n₂)`, the degrees of
/// freedom are `SE⁴ / ((s₁²/n₁)²/(n₁−1) + (s₂²/n₂)²/(n₂−1))` and the interval is
/// `(m₁ − m₂) ± t₀.₉₇₅(nu)·SE`. Cliff's delta is `(#(x > y) − #(x < y)) / (n₁·n₂)` over every
/// pair of a tagged `x` and an untagged `y`: −1…1, how often a tagged morning is higher.
public struct GroupDifference: Hashable, Sendable {
  /// The fewest mornings of each group for a verdict: below, the difference is noise.
  public static let minimumPerGroup = 5

  /// Tagged mornings.
  public let tagged: Int
  /// Untagged mornings.
  public let untagged: Int
  /// The tagged mornings' mean; `nil` without any.
  public let taggedMean: Double?
  /// The untagged mornings' mean; `nil` without any.
  public let untaggedMean: Double?
  /// Tagged minus untagged; `nil` below `minimumPerGroup` in a group.
  public let difference: Double?
  /// The lower end of its 95 % interval.
  public let lower: Double?
  /// The upper end of its 95 % interval.
  public let upper: Double?
  /// Welch's degrees of freedom; `nil` when both groups have no spread.
  public let degreesOfFreedom: Double?
  /// Cliff's delta, −1…1; `nil` below `minimumPerGroup`.
  public let cliffsDelta: Double?

  /// Whether both groups have enough mornings for a verdict.
  public var isJudged: Bool { difference != nil }

  /// The comparison of `tagged` with `untagged` values.
  public init(tagged: [Double], untagged: [Double]) {
    self.tagged = tagged.count
    self.untagged = untagged.count
    taggedMean = Statistics.mean(tagged)
    untaggedMean = Statistics.mean(untagged)
    guard tagged.count >= Self.minimumPerGroup, untagged.count >= Self.minimumPerGroup,
      let m1 = taggedMean, let m2 = untaggedMean,
      let s1 = Statistics.sampleStandardDeviation(tagged),
      let s2 = Statistics.sampleStandardDeviation(untagged)
    else {
      (difference, lower, upper, degreesOfFreedom, cliffsDelta) = (nil, nil, nil, nil, nil)
      return
    }
    let difference = m1 - m2
    self.difference = difference
    let v1 = s1 * s1 / Double(tagged.count)
    let v2 = s2 * s2 / Double(untagged.count)
    let standardError = (v1 + v2).squareRoot()
    if standardError > 0 {
      let nu =
        (v1 + v2) * (v1 + v2)
        / (v1 * v1 / Double(tagged.count - 1) + v2 * v2 / Double(untagged.count - 1))
      let half = StudentT.quantile(0.975, degreesOfFreedom: nu) * standardError
      degreesOfFreedom = nu
      lower = difference - half
      upper = difference + half
    } else {
      degreesOfFreedom = nil
      lower = difference
      upper = difference
    }
    cliffsDelta = Self.cliffsDelta(tagged, untagged)
  }

  /// `(#(x > y) − #(x < y)) / (n₁·n₂)`; `nil` when a group is empty.
  public static func cliffsDelta(_ xs: [Double], _ ys: [Double]) -> Double? {
    guard !xs.isEmpty, !ys.isEmpty else { return nil }
    var balance = 0
    for x in xs {
      for y in ys where x != y { balance += x > y ? 1 : -1 }
    }
    return Double(balance) / Double(xs.count * ys.count)
  }
}
