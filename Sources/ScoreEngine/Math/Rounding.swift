/// Display rounding (docs/algorithm.md §1.4) and exact comparisons of displayed values (§1.5).
///
/// To round `x` to `n` decimals: `y = x·10ⁿ`, then `y = (y·10⁶).rounded() / 10⁶` (which removes
/// binary noise such as `1.005·100 = 100.49999999999999`), then half away from zero. For example
/// `display(1.005, decimals: 2) == 1.01` and `display(-2.5, decimals: 0) == -3`.
public enum Rounding {
  /// `x` rounded to `decimals` decimals as the method displays it.
  public static func display(_ x: Double, decimals: Int) -> Double {
    Double(units(x, decimals: decimals)) / scale(decimals)
  }

  /// `x` rounded to `decimals` decimals, as a whole number of units of the last digit.
  ///
  /// `units(64.1, decimals: 1) == 641`. Differences and comparisons of displayed values are done
  /// on these integers, so `64.1 − 59.1` is exactly 50 tenths. Non-finite input gives 0; callers
  /// validate before they round.
  public static func units(_ x: Double, decimals: Int) -> Int {
    guard x.isFinite else { return 0 }
    var y = x * scale(decimals)
    y = (y * 1_000_000).rounded() / 1_000_000
    let rounded = y.rounded(.toNearestOrAwayFromZero)
    guard abs(rounded) < 9e15 else { return rounded < 0 ? Int.min / 2 : Int.max / 2 }
    return Int(rounded)
  }

  /// `10ⁿ` as a `Double`.
  public static func scale(_ decimals: Int) -> Double {
    var result = 1.0
    for _ in 0..<max(0, decimals) { result *= 10 }
    return result
  }
}
