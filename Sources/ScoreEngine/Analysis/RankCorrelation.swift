import Foundation

/// Spearman's rank correlation of paired values with a 95 % interval (docs/algorithm.md §15.3).
///
/// The values of each side are ranked, ties sharing the mean of their ranks; the coefficient is
/// Pearson's correlation of the ranks. The interval is Fisher's z-transform of the coefficient
/// with the standard error `√(1.06 / (n − 3))` that Fieller, Hartley and Pearson (1957) give for
/// Spearman's coefficient: `tanh(atanh(ρ) ± 1.959964 · SE)`.
///
/// For example the pairs (1, 2), (2, 1), (3, 4), (4, 3), (5, 5) rank the same as their values,
/// the squared rank differences add up to 4, and `ρ = 1 − 6·4 / (5·24) = 0.8`.
public struct RankCorrelation: Hashable, Sendable {
  /// The standard normal quantile of 97.5 %: the half-width of a 95 % interval in standard errors.
  public static let normalQuantile = 1.959964

  /// The number of pairs.
  public let pairs: Int
  /// Spearman's ρ, −1…1; `nil` with fewer than three pairs or when one side has no spread.
  public let coefficient: Double?
  /// The lower end of the 95 % interval; `nil` with fewer than four pairs.
  public let lower: Double?
  /// The upper end of the 95 % interval.
  public let upper: Double?

  /// The correlation of `pairs` (any order).
  public init(_ pairs: [(x: Double, y: Double)]) {
    self.pairs = pairs.count
    let coefficient = Self.coefficient(pairs)
    self.coefficient = coefficient
    guard let coefficient, pairs.count > 3 else {
      lower = nil
      upper = nil
      return
    }
    let z = atanh(min(max(coefficient, -1), 1))
    let standardError = (1.06 / Double(pairs.count - 3)).squareRoot()
    lower = tanh(z - Self.normalQuantile * standardError)
    upper = tanh(z + Self.normalQuantile * standardError)
  }

  /// The ranks of `values`, 1…n in ascending order, ties given the mean of the ranks they span:
  /// `[10, 20, 20, 5]` ranks `[2, 3.5, 3.5, 1]`.
  public static func ranks(_ values: [Double]) -> [Double] {
    let order = values.indices.sorted { values[$0] < values[$1] }
    var ranks = [Double](repeating: 0, count: values.count)
    var start = 0
    while start < order.count {
      var end = start
      while end + 1 < order.count, values[order[end + 1]] == values[order[start]] { end += 1 }
      // Positions start…end (0-based) hold ranks start+1…end+1; their mean is shared.
      let shared = Double(start + end + 2) / 2
      for position in start...end { ranks[order[position]] = shared }
      start = end + 1
    }
    return ranks
  }

  /// Pearson's correlation of the ranks; `nil` when it is undefined.
  static func coefficient(_ pairs: [(x: Double, y: Double)]) -> Double? {
    guard pairs.count >= 3 else { return nil }
    let x = ranks(pairs.map(\.x))
    let y = ranks(pairs.map(\.y))
    let meanX = x.reduce(0, +) / Double(x.count)
    let meanY = y.reduce(0, +) / Double(y.count)
    var products = 0.0
    var squaresX = 0.0
    var squaresY = 0.0
    for index in x.indices {
      let dx = x[index] - meanX
      let dy = y[index] - meanY
      products += dx * dy
      squaresX += dx * dx
      squaresY += dy * dy
    }
    guard squaresX > 0, squaresY > 0 else { return nil }
    return products / (squaresX * squaresY).squareRoot()
  }
}
