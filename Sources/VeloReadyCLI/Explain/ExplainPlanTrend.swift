import Foundation
import ScoreEngine
import VeloJSON

/// The HRV trend explained (docs/algorithm.md §16.3): the week's values and their CV, the usual
/// CV and its limit, z7, and the cell of the verdict table they fall in.
enum ExplainPlanTrend {
  static func entries(_ trend: TodaySnapshot.HRVTrendShown, _ snapshot: TodaySnapshot)
    -> [Explanation.Entry]
  {
    let week = trend.week.map { $0.map { Shown.number($0, 1) } ?? "none" }
    var entries = [
      Explanation.Entry(
        name: "HRV week",
        rule: "ms of the last 7 days: " + week.joined(separator: ", ") + "; cv7 = 100 × SD/mean "
          + "of their ln, with at least \(HRVTrend.cv7MinimumDays) days",
        result: trend.cv7.map { "= \(Shown.number($0, 1)) %" } ?? "(\(trend.days7) days: none)",
        figures: [
          "week": .array(trend.week.map { .fixed($0, 1) }), "days7": .integer(trend.days7),
          "cv7": .fixed(trend.cv7, 1),
        ]),
      Explanation.Entry(
        name: "usual CV",
        rule: "median of the cv7 of the 60 days before (\(trend.baseDays) have one, at least "
          + "\(HRVTrend.cvBaseMinimumValues))",
        result: trend.cvBase.map {
          "= \(Shown.number($0, 1)) %; limit 1.5 × \(Shown.number($0, 1)) = "
            + Shown.number(trend.cvLimit, 2) + " %"
        } ?? "(none)",
        figures: [
          "cvBase": .fixed(trend.cvBase, 1), "baseDays": .integer(trend.baseDays),
          "cvLimit": .fixed(trend.cvLimit, 2),
        ]),
      Explanation.Entry(
        name: "z7",
        rule: "7-day mean \(Shown.number(snapshot.baselines.hrv.mean7Ms, 1)) ms against the "
          + "normal range \(Shown.number(trend.rangeLow, 1))–\(Shown.number(trend.rangeHigh, 1)) ms "
          + "(docs/algorithm.md §4.2)",
        result: "= " + Shown.signed(trend.z7, 2), figures: ["z7": .fixed(trend.z7, 2)]),
    ]
    entries.append(
      Explanation.Entry(
        name: "verdict", rule: cell(trend), result: "→ " + TodaySections.verdictName(trend.verdict),
        figures: [
          "verdict": .string(trend.verdict.rawValue),
          "missing": .array(trend.missing.map { .string($0.rawValue) }),
        ]))
    return entries
  }

  /// The row and column of the verdict table, e.g. `|z7| 0.04 < 1.00` or
  /// `z7 −1.20 ≤ −1.00, cv7 2.1 ≤ 2.10`.
  static func cell(_ trend: TodaySnapshot.HRVTrendShown) -> String {
    guard let z7 = trend.z7 else {
      return "no z7: " + trend.missing.map(\.rawValue).joined(separator: ", ") + " missing"
    }
    let z = Shown.signed(z7, 2)
    if abs(z7) < 1 { return "|z7| \(Shown.number(abs(z7), 2)) < 1.00" }
    let side = z7 < 0 ? "z7 \(z) ≤ -1.00" : "z7 \(z) ≥ 1.00"
    guard let cv7 = trend.cv7, let limit = trend.cvLimit else {
      return side + ", but " + trend.missing.map(\.rawValue).joined(separator: ", ") + " missing"
    }
    let within = Rounding.units(cv7, decimals: 2) <= Rounding.units(limit, decimals: 2)
    return side + ", cv7 \(Shown.number(cv7, 1)) \(within ? "≤" : ">") \(Shown.number(limit, 2))"
  }
}
