import Foundation
import ScoreEngine

/// Every alert the Today view can show. Adding an alert is adding one value here.
enum AlertRegistry {
  static let all: [AlertDefinition] = [
    AlertDefinition(
      id: .illnessWatch, priority: 10, concerns: "recovery", title: "Possible illness",
      rule:
        "two or more of: resting HR ≥ 5 bpm over baseline, z today ≤ -1.50, breathing ≥ 1.5/min over baseline, skin temperature ≥ +0.50 °C; critical when it also held yesterday",
      message: { context in
        let signs = context.condition.evidence.map(illnessSign).joined(separator: ", ")
        return "Signs of illness\(AlertDefinition.forDays(context.streak)): \(signs). "
          + "Consider resting and watching how you feel."
      },
      policy: DismissalPolicy(
        reappearAfterDays: 2, maximumDismissals: 2,
        worsening: Worsening(
          metric: "the number of signs", scale: 1, amount: 1, lowerIsWorse: false)),
      metric: { _, condition in condition.evidence.count }),
    AlertDefinition(
      id: .hrvSuppressed, priority: 20, concerns: "recovery", title: "HRV suppressed",
      rule: "z today ≤ -1.50; critical at ≤ -2.50",
      message: { context in
        let hrv = context.report.hrv
        // Measured from the 60-day mean, the baseline a rider compares with, and said so: "below
        // your normal range" would read as a distance from the range's edge (docs/algorithm.md §11).
        let percent = hrv.today.flatMap { today in hrv.mean60.map { (1 - exp(today - $0)) * 100 } }
        return "HRV \(Shown.number(hrv.today.map(exp), 1)) ms is \(Shown.number(percent, 0)) % "
          + "below your 60-day mean of \(Shown.number(hrv.mean60.map(exp), 1)) ms "
          + "(z \(Shown.number(hrv.zToday, 2)))\(AlertDefinition.forDays(context.streak))."
      },
      policy: DismissalPolicy(
        reappearAfterDays: 3, maximumDismissals: 3,
        worsening: Worsening(metric: "z", scale: 100, amount: 50, lowerIsWorse: true)),
      metric: { report, _ in report.hrv.zToday.map { Rounding.units($0, decimals: 2) } }),
    AlertDefinition(
      id: .overtraining, priority: 30, concerns: "form", title: "Overreaching risk",
      rule: "training history established, TSB < -30.0 and z7 < -0.50",
      message: { context in
        "Form (TSB) is \(Shown.number(context.report.load.tsb, 1)) and your 7-day HRV is below "
          + "normal (z7 \(Shown.number(context.report.hrv.z7, 2)))"
          + "\(AlertDefinition.forDays(context.streak)); an easy day would help."
      },
      policy: DismissalPolicy(
        reappearAfterDays: 7, maximumDismissals: 2,
        worsening: Worsening(metric: "TSB", scale: 10, amount: 100, lowerIsWorse: true)),
      metric: { report, _ in report.load.tsbTenths }),
    AlertDefinition(
      id: .rhrElevated, priority: 40, concerns: "recovery", title: "Resting heart rate elevated",
      rule: "resting HR ≥ 5.0 bpm above its 30-day median",
      message: { context in
        let rhr = context.report.restingHeartRate
        let difference = rhr.today.flatMap { today in rhr.baseline.map { today - $0 } }
        return "Resting HR \(Shown.number(rhr.today, 1)) bpm is \(Shown.number(difference, 1)) "
          + "above your 30-day baseline of \(Shown.number(rhr.baseline, 1))"
          + "\(AlertDefinition.forDays(context.streak))."
      },
      policy: DismissalPolicy(
        reappearAfterDays: 3, maximumDismissals: 3,
        worsening: Worsening(metric: "resting HR", scale: 10, amount: 30, lowerIsWorse: false)),
      metric: { report, _ in
        guard let today = report.restingHeartRate.today,
          let baseline = report.restingHeartRate.baseline
        else { return nil }
        return Rounding.units(today, decimals: 1) - Rounding.units(baseline, decimals: 1)
      }),
    AlertDefinition(
      id: .missingSleep, priority: 50, concerns: "sleep", title: "No sleep recorded",
      rule: "no main sleep for the day while HRV or resting HR exists",
      message: { _ in
        "No sleep was recorded for last night, so recovery is scored without it; check that your "
          + "watch was worn and synced."
      },
      policy: DismissalPolicy(reappearAfterDays: 1), metric: { _, _ in nil }),
    AlertDefinition(
      id: .staleData, priority: 60, concerns: "status", title: "Data is out of date",
      rule:
        "no sleep, HRV or resting HR for the day, and the newest wellness record (sleep, HRV, "
        + "resting HR, breathing, skin temperature) is over 36 h older than 09:00",
      message: { context in
        var age = "more than 36 h"
        if case .number(let hours, _)? = context.condition.evidence.first?.value {
          age = Shown.span(seconds: hours * 3600)
        }
        return "The newest sleep or wellness record is \(age) old, so today cannot be scored; "
          + "sync or import your latest data."
      },
      policy: DismissalPolicy(reappearAfterDays: 1), metric: { _, _ in nil }),
    AlertDefinition(
      id: .syncFailing, priority: 70, concerns: "status", title: "Sync failing",
      rule: "the latest intervals.icu sync failed, and none has succeeded for more than 24 h",
      message: { context in SyncAlert.message(context.condition) },
      policy: DismissalPolicy(reappearAfterDays: 1), metric: { _, _ in nil }),
    AlertDefinition(
      id: .calibrating, priority: 90, concerns: "recovery", title: "Calibrating HRV baseline",
      rule: "fewer than 14 days of HRV in the last 60, and at least one",
      message: { context in
        let needed = HRVBaseline.normalRangeMinimumDays
        return "\(context.report.hrv.days60) of \(needed) nights of HRV so far; the HRV part of "
          + "recovery starts at \(needed)."
      },
      policy: DismissalPolicy(), metric: { _, _ in nil }),
  ]

  static func definition(_ id: AlertID) -> AlertDefinition? {
    all.first { $0.id == id }
  }

  /// One sign with its number, e.g. "resting HR +7.1 bpm over baseline".
  private static func illnessSign(_ figure: Figure) -> String {
    var value: Double?
    if case .number(let number, _) = figure.value { value = number }
    switch figure.name {
    case "rhr": return "resting HR \(Shown.signed(value, 1)) bpm over baseline"
    case "hrv": return "HRV z \(Shown.number(value, 2))"
    case "respiratory": return "breathing \(Shown.signed(value, 1))/min over baseline"
    case "temperature": return "skin temperature \(Shown.signed(value, 2)) °C"
    default: return figure.name
    }
  }
}
