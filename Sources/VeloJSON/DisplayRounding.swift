/// The display rounding of docs/algorithm.md §1.4, for numbers written with a fixed
/// number of decimals.
///
/// `y = x·10ⁿ`, snapped to a millionth of the last digit (so `1.005·100 = 100.49999999999999`
/// counts as 100.5), then rounded half away from zero. `ScoreEngine.Rounding` is the engine's
/// copy of the same rule (this target has no dependencies); a test checks that they agree.
enum DisplayRounding {
  /// `x` rounded to `decimals` decimals, in whole units of the last digit; 0 for non-finite `x`.
  static func units(_ x: Double, decimals: Int) -> Int {
    guard x.isFinite else { return 0 }
    var scale = 1.0
    for _ in 0..<max(0, decimals) { scale *= 10 }
    let snapped = ((x * scale) * 1_000_000).rounded() / 1_000_000
    let rounded = snapped.rounded(.toNearestOrAwayFromZero)
    guard abs(rounded) < 9e15 else { return rounded < 0 ? Int.min / 2 : Int.max / 2 }
    return Int(rounded)
  }
}
