import Foundation
import ScoreEngine
import VeloJSON

/// The plan explained (docs/algorithm.md §16.1–§16.3): the target load solved from the PMC, the
/// sleep debt, tonight's need and bedtime, and the HRV trend, each number with its inputs.
enum ExplainPlan {
  static func explain(_ snapshot: TodaySnapshot) -> Explanation {
    guard let plan = snapshot.plan else {
      var explanation = Explanation(topic: .plan, shown: nil, label: nil)
      explanation.total = "no plan in these scores: run `veloready today --refresh`"
      return explanation
    }
    var explanation = Explanation(
      topic: .plan, shown: headline(plan.target),
      label: TodaySections.verdictName(plan.hrvTrend.verdict),
      value: .object([
        "remainingLow": .fixed(plan.target.remainingLow, 1),
        "remainingHigh": .fixed(plan.target.remainingHigh, 1),
        "sleepMinutes": .fixed(plan.tonight.sleepMinutes, 1),
        "bedtime": .string(plan.tonight.bedtime.map { snapshot.clock.iso8601($0) }),
        "hrvTrend": .string(plan.hrvTrend.verdict.rawValue),
      ]))
    explanation.entries =
      target(plan.target, snapshot) + sleep(plan.tonight, snapshot)
      + ExplainPlanTrend.entries(plan.hrvTrend, snapshot)
    explanation.notes = [
      "guidance, not part of the scores: the target, tonight's sleep and the HRV trend change no "
        + "score (docs/algorithm.md §16.4)"
    ]
    var total = [headline(plan.target).map { "target " + $0 } ?? "no target"]
    if let sleep = plan.tonight.sleepMinutes {
      total.append("sleep " + Shown.duration(seconds: sleep * 60))
    }
    if let bedtime = plan.tonight.bedtime {
      total.append("in bed by " + Shown.clockTime(bedtime, snapshot.clock))
    }
    total.append("HRV " + TodaySections.verdictName(plan.hrvTrend.verdict))
    explanation.total = total.joined(separator: " · ")
    return explanation
  }

  /// `load 117–300`, `rest`, `reached`; `nil` without a target.
  static func headline(_ target: TodaySnapshot.Target) -> String? {
    guard target.reason == nil, let low = target.remainingLow, let high = target.remainingHigh
    else { return nil }
    if (target.loadHigh ?? 0) == 0 { return "rest" }
    if high == 0 { return "reached" }
    return "load " + Shown.number(low, 0) + "–" + Shown.number(high, 0)
  }

  static func target(_ target: TodaySnapshot.Target, _ snapshot: TodaySnapshot)
    -> [Explanation.Entry]
  {
    let recovery = snapshot.recovery.value.map { "\($0), \(ScoreBand(score: $0).label)" }
    guard target.reason == nil, let tsbLow = target.tsbLow, let tsbHigh = target.tsbHigh,
      let rest = target.restTSB, let slope = target.slope, let low = target.loadLow,
      let high = target.loadHigh, let remainingLow = target.remainingLow,
      let remainingHigh = target.remainingHigh, let ctl = snapshot.load.ctl,
      let atl = snapshot.load.atl
    else {
      let why =
        target.reason == .noRecovery
        ? "no recovery score, so no band to aim tomorrow's form at"
        : "the PMC is not established (docs/algorithm.md §8), so its CTL and ATL are not yet "
          + "the rider's"
      return [
        Explanation.Entry(
          name: "target", rule: "none: " + why,
          figures: ["reason": .string(target.reason?.rawValue)])
      ]
    }
    let constants = PMCConstants(ctlDays: snapshot.load.ctlDays, atlDays: snapshot.load.atlDays)
    let restText = Shown.number(rest, 3)
    let slopeText = Shown.number(slope, 6)
    // The quotient as it comes, then the clamp, so that a rest day's arithmetic shows why.
    func solve(_ tsb: Double, _ load: Double) -> String {
      let quotient = (tsb - rest) / slope
      let text = "(\(Shown.signed(tsb, 1)) − \(restText)) / \(slopeText) = "
      return quotient < 0
        ? text + Shown.number(quotient, 1) + " → 0.0" : text + Shown.number(load, 1)
    }
    let steps = snapshot.health.steps.map { Shown.grouped(Double($0)) + " steps" } ?? "no steps"
    return [
      Explanation.Entry(
        name: "recovery",
        rule: (recovery ?? "no score") + " → tomorrow's TSB "
          + Shown.signed(tsbLow, 1) + " … " + Shown.signed(tsbHigh, 1),
        figures: [
          "band": .string(target.band?.rawValue), "tsbLow": .fixed(tsbLow, 1),
          "tsbHigh": .fixed(tsbHigh, 1),
        ]),
      Explanation.Entry(
        name: "tomorrow",
        rule: "TSB = CTL × (1 − kc) − ATL × (1 − ka) + L × (kc − ka) = "
          + "\(Shown.number(ctl, 1)) × \(Shown.number(1 - constants.kc, 5)) − "
          + "\(Shown.number(atl, 1)) × \(Shown.number(1 - constants.ka, 5)) + L × \(slopeText)",
        result: "= \(restText) \(slope < 0 ? "−" : "+") \(Shown.number(abs(slope), 6)) × L "
          + "(from the unrounded CTL and ATL)",
        figures: ["tsbAtRest": .fixed(rest, 3), "tsbPerLoad": .fixed(slope, 6)]),
      Explanation.Entry(
        name: "day's load",
        rule: "L = " + solve(tsbHigh, low) + " … " + solve(tsbLow, high) + " (at least 0)",
        figures: ["loadLow": .fixed(low, 1), "loadHigh": .fixed(high, 1)]),
      Explanation.Entry(
        name: "done",
        rule: "\(Shown.number(target.done, 1)) today: \(Shown.number(low, 1)) − "
          + "\(Shown.number(target.done, 1)) … \(Shown.number(high, 1)) − "
          + Shown.number(target.done, 1) + ", at least 0",
        result: "= \(Shown.number(remainingLow, 1)) … \(Shown.number(remainingHigh, 1)) to go",
        figures: [
          "done": .fixed(target.done, 1), "remainingLow": .fixed(remainingLow, 1),
          "remainingHigh": .fixed(remainingHigh, 1),
        ]),
      Explanation.Entry(
        name: "strain",
        rule: "\(steps) give A = \(Shown.number(target.movement, 1)); the day's strain at "
          + "max(end, done) + A (docs/algorithm.md §9)",
        result: "= \(Shown.number(target.strainLow, 1)) … \(Shown.number(target.strainHigh, 1))",
        figures: [
          "movement": .fixed(target.movement, 1), "strainLow": .fixed(target.strainLow, 1),
          "strainHigh": .fixed(target.strainHigh, 1),
        ]),
    ]
  }
}
