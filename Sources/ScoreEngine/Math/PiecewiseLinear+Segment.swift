extension PiecewiseLinear {
  /// Where an input falls on the map: before the first knot, between two knots, or after the last.
  public enum Position: Sendable {
    /// At or before the first knot: the first knot's value.
    case before
    /// Strictly between `lower` and `upper`.
    case between
    /// At or after the last knot: the last knot's value.
    case after
  }

  /// The knots that `x` lies between, as `callAsFunction` uses them; before the first knot (or
  /// after the last) both are that end knot, so a rider can read how the value was found.
  public func segment(around x: Double) -> (
    position: Position, lower: (x: Double, y: Double), upper: (x: Double, y: Double)
  ) {
    guard let first = knots.first, let last = knots.last else {
      return (.before, (0, 0), (0, 0))
    }
    if x <= first.x { return (.before, first, first) }
    if x >= last.x { return (.after, last, last) }
    for index in 1..<knots.count where x <= knots[index].x {
      return (.between, knots[index - 1], knots[index])
    }
    return (.after, last, last)
  }
}
