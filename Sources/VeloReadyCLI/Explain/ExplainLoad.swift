import Foundation
import ScoreEngine
import VeloJSON
import VeloStore

/// Strain and form explained: the loads that make T and its mapping to 0–18, and the PMC
/// arithmetic of the date with its zone boundaries.
enum ExplainLoad {
  static func strain(_ snapshot: TodaySnapshot) -> Explanation {
    let strain = snapshot.strain
    var explanation = Explanation(
      topic: .strain, shown: Shown.number(strain.value, 1), label: strain.band.label,
      value: .fixed(strain.value, 1))
    var activities = snapshot.activitiesToday.makeIterator()
    for part in strain.contributions {
      switch part.kind {
      case .activity:
        let activity = activities.next()
        let what = activity.map { ($0.name ?? $0.sport.rawValue) + ", " + $0.sport.rawValue }
        let duration = activity.map { Shown.duration(seconds: Double($0.durationSeconds)) }
        explanation.entries.append(
          Explanation.Entry(
            name: "activity",
            rule: [what, duration, part.method.map { "by " + $0.rawValue }].compactMap { $0 }
              .joined(separator: ", "),
            result: "= load " + Shown.number(part.load, 1),
            figures: [
              "kind": .string("activity"), "id": .string(part.id),
              "method": .string(part.method?.rawValue), "load": .fixed(part.load, 1),
            ]))
      case .steps:
        let steps = snapshot.health.steps ?? 0
        explanation.entries.append(
          Explanation.Entry(
            name: "steps",
            rule: "min(\(ExplainNumber.short(StrainScore.movementCap)), "
              + "\(ExplainNumber.short(StrainScore.movementPerThousandSteps)) × "
              + "\(Shown.grouped(Double(steps))) / 1000)",
            result: "= load " + Shown.number(part.load, 1),
            figures: [
              "kind": .string("steps"), "steps": .integer(steps), "load": .fixed(part.load, 1),
            ]))
      }
    }
    let loads = strain.contributions.map(\.load)
    let sumTenths = loads.reduce(0) { $0 + Rounding.units($1, decimals: 1) }
    let totalTenths = Rounding.units(strain.load, decimals: 1)
    guard strain.quality != .noData else {
      explanation.total = "no activity and no step data: strain 0.0"
      explanation.sum = ([], 1, strain.value == 0)
      return explanation
    }
    let epoc = StrainScore.epoc(total: strain.load)
    let maximum = ExplainNumber.short(StrainScore.maximum)
    explanation.entries.append(
      Explanation.Entry(
        name: "EPOC",
        rule: "\(ExplainNumber.short(StrainScore.epocFactor)) × "
          + "\(Shown.number(strain.load, 1))^\(ExplainNumber.short(StrainScore.epocExponent))",
        result: "= " + Shown.number(epoc, 1), figures: ["epoc": .fixed(epoc, 1)]))
    let mapped = StrainScore.strain(total: strain.load)
    explanation.entries.append(
      Explanation.Entry(
        name: "strain",
        rule: "clamp(\(maximum) × ln(1 + \(Shown.number(epoc, 1))) / "
          + "ln(\(ExplainNumber.short(1 + StrainScore.epocAtMaximum))), 0, \(maximum))",
        result: "= " + Shown.number(mapped, 1), figures: ["strain": .fixed(mapped, 1)]))
    let addends = loads.map { Shown.number($0, 1) }.joined(separator: " + ")
    // Each part is rounded on its own, so the shown parts can miss the shown T by a tenth.
    var partsText =
      sumTenths == totalTenths
      ? addends + " = " : addends + " = " + Shown.number(Double(sumTenths) / 10, 1) + " ≈ "
    if loads.count == 1 { partsText = "" }
    explanation.total =
      partsText + Shown.number(strain.load, 1) + " = T → strain " + Shown.number(strain.value, 1)
    explanation.sum = (
      loads, 1, Rounding.units(mapped, decimals: 1) == Rounding.units(strain.value, decimals: 1)
    )
    return explanation
  }

  static func form(_ snapshot: TodaySnapshot) -> Explanation {
    let load = snapshot.load
    var explanation = Explanation(
      topic: .form, shown: load.tsb.map { "TSB " + Shown.signed($0, 1) },
      label: load.formZone.map(TodaySections.zoneName), value: .fixed(load.tsb, 1))
    guard let ctl = load.ctl, let atl = load.atl else {
      explanation.total = "no training history before \(snapshot.date): no CTL, ATL or TSB"
      return explanation
    }
    let ctlDays = ExplainNumber.short(PerformanceChart.ctlDays)
    let atlDays = ExplainNumber.short(PerformanceChart.atlDays)
    let today = Shown.number(load.today, 1)
    explanation.entries = [
      Explanation.Entry(
        name: "morning",
        rule: "CTL \(Shown.number(ctl, 1)) and ATL \(Shown.number(atl, 1)) at the end of "
          + "\(snapshot.date.adding(days: -1)); yesterday's load "
          + Shown.number(load.yesterday, 1),
        figures: [
          "ctl": .fixed(ctl, 1), "atl": .fixed(atl, 1), "loadYesterday": .fixed(load.yesterday, 1),
        ]),
      Explanation.Entry(
        name: "CTL",
        rule: "\(Shown.number(ctl, 1)) + (\(today) − \(Shown.number(ctl, 1))) / \(ctlDays)",
        result: "= " + Shown.number(load.ctlToday, 1),
        figures: ["ctlToday": .fixed(load.ctlToday, 1), "days": .number(PerformanceChart.ctlDays)]
      ),
      Explanation.Entry(
        name: "ATL",
        rule: "\(Shown.number(atl, 1)) + (\(today) − \(Shown.number(atl, 1))) / \(atlDays)",
        result: "= " + Shown.number(load.atlToday, 1),
        figures: ["atlToday": .fixed(load.atlToday, 1), "days": .number(PerformanceChart.atlDays)]
      ),
    ]
    if let ramp = load.rampRate {
      explanation.notes.append("ramp rate: CTL change over 7 days " + Shown.signed(ramp, 1))
    }
    explanation.notes.append("zones: " + zoneBoundaries())
    let tsb = Shown.signed(load.tsb, 1)
    if let zone = load.formZone {
      explanation.total =
        "TSB = \(Shown.number(ctl, 1)) − \(Shown.number(atl, 1)) = \(tsb) → "
        + TodaySections.zoneName(zone)
    } else {
      explanation.total =
        "TSB = \(Shown.number(ctl, 1)) − \(Shown.number(atl, 1)) = \(tsb); no zone until the "
        + "chart is established (\(ctlDays) days or a seed)"
    }
    let exact = Rounding.units(ctl, decimals: 1) - Rounding.units(atl, decimals: 1)
    explanation.sum = ([ctl, -atl], 1, load.tsb.map { Rounding.units($0, decimals: 1) } == exact)
    return explanation
  }

  /// `transition above 25.0 · fresh 5.1 to 25.0 · …`, from the engine's zone bounds.
  static func zoneBoundaries() -> String {
    var parts: [String] = []
    var upper: Int?
    for bound in FormZone.lowerBounds {
      let name = TodaySections.zoneName(bound.zone)
      switch (bound.lowestTenths, upper) {
      case (let low?, nil): parts.append("\(name) above \(tenths(low - 1))")
      case (let low?, let high?): parts.append("\(name) \(tenths(low)) to \(tenths(high))")
      case (nil, let high?): parts.append("\(name) below \(tenths(high + 1))")
      case (nil, nil): parts.append(name)
      }
      upper = bound.lowestTenths.map { $0 - 1 }
    }
    return parts.joined(separator: " · ")
  }

  private static func tenths(_ value: Int) -> String {
    Shown.number(Double(value) / 10, 1)
  }
}
