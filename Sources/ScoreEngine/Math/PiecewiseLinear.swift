/// `pl(x; (x1,y1), …)` of docs/algorithm.md §6: linear between knots, constant beyond the ends.
///
/// ```
/// let map = PiecewiseLinear([(0, 100), (0.08, 88)])
/// map(0.04)  // 94
/// map(-1)    // 100 (before the first knot)
/// ```
public struct PiecewiseLinear: Sendable {
  /// The knots, `x` ascending.
  public let knots: [(x: Double, y: Double)]

  /// Creates the map through `knots`, which must be given with `x` ascending.
  public init(_ knots: [(x: Double, y: Double)]) {
    precondition(!knots.isEmpty, "a piecewise-linear map needs at least one knot")
    self.knots = knots
  }

  /// The value of the map at `x`.
  public func callAsFunction(_ x: Double) -> Double {
    guard let first = knots.first, let last = knots.last else { return 0 }
    if x <= first.x { return first.y }
    if x >= last.x { return last.y }
    for index in 1..<knots.count where x <= knots[index].x {
      let (x0, y0) = knots[index - 1]
      let (x1, y1) = knots[index]
      return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    }
    return last.y
  }
}
