import Foundation

/// Student's t distribution, for the interval of a difference of means (docs/algorithm.md §15.7).
///
/// The distribution function is the regularized incomplete beta function,
/// `P(T ≤ t) = 1 − ½·I_x(nu/2, ½)` with `x = nu/(nu + t²)` for `t ≥ 0`, evaluated by its continued
/// fraction (modified Lentz); the quantile is found by bisection, which needs nothing but the
/// function being increasing. Degrees of freedom need not be whole: Welch's are not.
public enum StudentT {
  /// `P(T ≤ t)` with `nu` degrees of freedom (`nu > 0`).
  public static func cumulative(_ t: Double, degreesOfFreedom nu: Double) -> Double {
    let tail = 0.5 * incompleteBeta(nu / (nu + t * t), a: nu / 2, b: 0.5)
    return t >= 0 ? 1 - tail : tail
  }

  /// The `p` quantile (`0.5 ≤ p < 1`): the `t` with `P(T ≤ t) = p`, to 1e-9.
  public static func quantile(_ p: Double, degreesOfFreedom nu: Double) -> Double {
    var low = 0.0
    var high = 1.0
    while cumulative(high, degreesOfFreedom: nu) < p { high *= 2 }
    while high - low > 1e-10 {
      let middle = (low + high) / 2
      if cumulative(middle, degreesOfFreedom: nu) < p { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// `I_x(a, b)`, the regularized incomplete beta function.
  static func incompleteBeta(_ x: Double, a: Double, b: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let logBeta: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
    let logPowers: Double = a * log(x) + b * log(1 - x)
    let front = exp(logBeta + logPowers)
    // The continued fraction converges fast for x below (a+1)/(a+b+2); above, the symmetry
    // I_x(a, b) = 1 − I_{1−x}(b, a) is used.
    if x < (a + 1) / (a + b + 2) { return front * fraction(x, a: a, b: b) / a }
    return 1 - front * fraction(1 - x, a: b, b: a) / b
  }

  /// The continued fraction of `I_x(a, b)`, by the modified Lentz method.
  private static func fraction(_ x: Double, a: Double, b: Double) -> Double {
    let tiny = 1e-300
    var c = 1.0
    var d = 1 - (a + b) * x / (a + 1)
    if abs(d) < tiny { d = tiny }
    d = 1 / d
    var result = d
    for m in 1...300 {
      let m = Double(m)
      // The even step, then the odd step, of the fraction's terms.
      let evenDenominator: Double = (a + 2 * m - 1) * (a + 2 * m)
      let even: Double = m * (b - m) * x / evenDenominator
      d = 1 + even * d
      if abs(d) < tiny { d = tiny }
      c = 1 + even / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      result *= d * c
      let oddDenominator: Double = (a + 2 * m) * (a + 2 * m + 1)
      let odd: Double = -(a + m) * (a + b + m) * x / oddDenominator
      d = 1 + odd * d
      if abs(d) < tiny { d = tiny }
      c = 1 + odd / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let step = d * c
      result *= step
      if abs(step - 1) < 1e-15 { break }
    }
    return result
  }
}
