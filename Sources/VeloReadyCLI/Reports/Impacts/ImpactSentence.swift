import Foundation
import ScoreEngine

/// The sentences of `veloready impacts` (docs/algorithm.md §15.7): what a difference and its
/// interval mean, in the unit a rider reads.
enum ImpactSentence {
  /// "recovery 9 points lower the morning after alcohol, 95 % interval 3–15, n 12 / 48", or
  /// why there is no verdict.
  static func recovery(_ name: String, _ result: GroupDifference, dash: String) -> String {
    guard let d = result.difference, let low = result.lower, let high = result.upper else {
      return "recovery: " + notEnough(result)
    }
    let amount = Shown.number(abs(d), 0)
    let unit = amount == "1" ? " point" : " points"
    return "recovery " + change(d, amount + unit) + " the morning after \(name), "
      + interval(low, high, dash: dash, unit: "") + ", n \(result.tagged) / \(result.untagged)"
      + delta(result)
  }

  /// "HRV 8 % lower, 95 % interval 3–12 %, n 12 / 48": the difference of `ln HRV` means as a
  /// ratio of the geometric means.
  static func hrv(_ result: GroupDifference, dash: String) -> String {
    guard let d = result.difference, let low = result.lower, let high = result.upper else {
      return "HRV: " + notEnough(result)
    }
    func percent(_ value: Double) -> Double { (exp(value) - 1) * 100 }
    return "HRV " + change(percent(d), Shown.number(abs(percent(d)), 0) + " %") + ", "
      + interval(percent(low), percent(high), dash: dash, unit: " %")
      + ", n \(result.tagged) / \(result.untagged)" + delta(result)
  }

  /// "9 points lower", "4 % higher", or "about the same" when it rounds to nothing.
  private static func change(_ value: Double, _ amount: String) -> String {
    if amount.hasPrefix("0 ") { return "about the same" }
    return amount + (value < 0 ? " lower" : " higher")
  }

  /// "95 % interval 3–15" when both ends lie on one side of no difference, else "95 % interval
  /// from 4 lower to 8 higher, so no clear difference".
  private static func interval(_ low: Double, _ high: Double, dash: String, unit: String)
    -> String
  {
    func number(_ value: Double) -> String { Shown.number(abs(value), 0) }
    if low > 0 || high < 0 {
      let ends = [abs(low), abs(high)].sorted()
      return "95 % interval " + number(ends[0]) + dash + number(ends[1]) + unit
    }
    return "95 % interval from " + number(low) + unit + " lower to " + number(high) + unit
      + " higher, so no clear difference"
  }

  private static func delta(_ result: GroupDifference) -> String {
    result.cliffsDelta.map { " (Cliff's delta " + Shown.signed($0, 2) + ")" } ?? ""
  }

  /// "not enough days: 3 tagged mornings and 41 others, 5 of each needed".
  static func notEnough(_ result: GroupDifference) -> String {
    let minimum = GroupDifference.minimumPerGroup
    return "not enough days: \(result.tagged) tagged morning\(result.tagged == 1 ? "" : "s") "
      + "and \(result.untagged) other\(result.untagged == 1 ? "" : "s"), \(minimum) of each needed"
  }

  /// "rating against recovery: ρ −0.45 [−0.78, +0.05], n 14", or too few rated mornings.
  static func rating(_ correlation: RankCorrelation, rho: String) -> String {
    let minimum = ImpactsReport.minimumRatedPairs
    guard correlation.pairs >= minimum, let coefficient = correlation.coefficient else {
      return "rating against recovery: not enough days: \(correlation.pairs) rated "
        + "morning\(correlation.pairs == 1 ? "" : "s") with a recovery, \(minimum) needed"
    }
    return "rating against recovery: \(rho) \(Shown.signed(coefficient, 2)) ["
      + Shown.signed(correlation.lower, 2) + ", " + Shown.signed(correlation.upper, 2)
      + "], n \(correlation.pairs)"
  }
}
