/// The weighted mean and its integer ledger (docs/algorithm.md §5, §6 and §10).
///
/// `score = round(Σ wᵢ·sᵢ / Σ wᵢ)` summed in table order. Each component's points are
/// `wᵢ·sᵢ / Σ w`; displayed points are the floors, plus one point each for the largest fractional
/// parts (ties: the heavier weight, then table order) until they sum to the score. For example
/// points 36.61, 20.56, 21.78, 14.58 with score 94 display as 37, 20, 22, 15.
public enum Ledger {
  /// Weighs `present` (in table order) into a score, listing `absent` as given; with `.scores`,
  /// the same value without the components' ledger.
  public static func weigh(
    _ present: [ComponentInput], absent: [AbsentComponent], quality: ScoreQuality,
    detail: ScoreDetail = .ledger
  ) -> WeightedScore {
    let totalWeight = present.reduce(0) { $0 + $1.weight }
    guard totalWeight > 0 else {
      return WeightedScore(
        value: nil, reason: nil, exactValue: nil, quality: quality, components: [],
        absent: absent)
    }
    var weightedSum = 0.0
    for component in present {
      weightedSum += Double(component.weight) * component.subScore
    }
    let exact = weightedSum / Double(totalWeight)
    let score = Rounding.units(exact, decimals: 0)
    guard detail == .ledger else {
      return WeightedScore(
        value: score, reason: nil, exactValue: exact, quality: quality, components: [],
        absent: [])
    }
    let points = present.map { Double($0.weight) * $0.subScore / Double(totalWeight) }
    let displayed = apportion(
      points, total: score, weights: present.map(\.weight))
    let components = present.indices.map { index in
      ScoreComponent(
        name: present[index].name, weight: present[index].weight,
        subScore: present[index].subScore,
        effectiveWeight: Double(present[index].weight) / Double(totalWeight),
        points: points[index], displayedPoints: displayed[index], inputs: present[index].inputs)
    }
    return WeightedScore(
      value: score, reason: nil, exactValue: exact, quality: quality, components: components,
      absent: absent)
  }

  /// Integer parts of `points` that sum to `total` by the largest-remainder rule.
  ///
  /// Floors first; the remaining points go one each to the largest fractional parts, ties to the
  /// heavier weight, then to the earlier index.
  public static func apportion(_ points: [Double], total: Int, weights: [Int]) -> [Int] {
    var result = points.map { Int($0.rounded(.down)) }
    var remaining = total - result.reduce(0, +)
    let order = points.indices.sorted { a, b in
      let fractionA = points[a] - points[a].rounded(.down)
      let fractionB = points[b] - points[b].rounded(.down)
      if fractionA != fractionB { return fractionA > fractionB }
      if weights[a] != weights[b] { return weights[a] > weights[b] }
      return a < b
    }
    var cursor = 0
    while remaining > 0, !order.isEmpty {
      result[order[cursor % order.count]] += 1
      remaining -= 1
      cursor += 1
    }
    // Rounding down the total can leave the floors one above it only through binary noise.
    cursor = order.count - 1
    while remaining < 0, cursor >= 0 {
      result[order[cursor]] -= 1
      remaining += 1
      cursor -= 1
    }
    return result
  }
}
