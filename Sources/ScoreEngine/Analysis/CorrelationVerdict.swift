/// What a rank correlation says about an expected relation, in plain terms
/// (docs/algorithm.md §15.4).
///
/// Below `minimumPairs` pairs nothing is concluded. Otherwise the 95 % interval decides: when it
/// excludes zero on the expected side the relation holds, on the other side it runs against
/// expectation, and when it includes zero there is no clear relation. The size of ρ is named by
/// Cohen's (1988) conventions.
public enum CorrelationVerdict: Hashable, Sendable {
  /// Fewer pairs than `minimumPairs`: no conclusion.
  case tooFewPairs
  /// One side never varies, so there is nothing to rank.
  case noSpread
  /// The interval excludes zero on the expected side.
  case holds(CorrelationStrength)
  /// The interval includes zero.
  case unclear
  /// The interval excludes zero on the unexpected side.
  case contrary(CorrelationStrength)

  /// The fewest pairs a verdict is drawn from.
  public static let minimumPairs = 30

  /// The verdict on `correlation` for a relation expected to be positive (`expectsPositive`) or
  /// negative.
  public init(_ correlation: RankCorrelation, expectsPositive: Bool) {
    guard correlation.pairs >= Self.minimumPairs else {
      self = .tooFewPairs
      return
    }
    guard let coefficient = correlation.coefficient, let lower = correlation.lower,
      let upper = correlation.upper
    else {
      self = .noSpread
      return
    }
    let strength = CorrelationStrength(coefficient)
    if lower > 0 {
      self = expectsPositive ? .holds(strength) : .contrary(strength)
    } else if upper < 0 {
      self = expectsPositive ? .contrary(strength) : .holds(strength)
    } else {
      self = .unclear
    }
  }
}

/// The size of a correlation by Cohen's conventions: |ρ| under 0.1 negligible, under 0.3 weak,
/// under 0.5 moderate, else strong.
public enum CorrelationStrength: String, Hashable, Sendable, CaseIterable {
  /// |ρ| < 0.1.
  case negligible
  /// 0.1 ≤ |ρ| < 0.3.
  case weak
  /// 0.3 ≤ |ρ| < 0.5.
  case moderate
  /// |ρ| ≥ 0.5.
  case strong

  /// The strength of coefficient `rho`.
  public init(_ rho: Double) {
    switch abs(rho) {
    case ..<0.1: self = .negligible
    case ..<0.3: self = .weak
    case ..<0.5: self = .moderate
    default: self = .strong
    }
  }
}
