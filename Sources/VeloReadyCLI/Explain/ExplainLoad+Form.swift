import ScoreEngine
import VeloJSON

/// Form explained: the PMC's time constants and where it starts or is anchored, the arithmetic of
/// the date, and the zone boundaries (docs/algorithm.md §8).
extension ExplainLoad {
  static func form(_ snapshot: TodaySnapshot) -> Explanation {
    let load = snapshot.load
    var explanation = Explanation(
      topic: .form, shown: load.tsb.map { "TSB " + Shown.signed($0, 1) },
      label: load.formZone.map(TodaySections.zoneName), value: .fixed(load.tsb, 1))
    guard let ctl = load.ctl, let atl = load.atl else {
      explanation.total = "no training history before \(snapshot.date): no CTL, ATL or TSB"
      return explanation
    }
    let constants = PMCConstants(ctlDays: load.ctlDays, atlDays: load.atlDays)
    let kc = factor(constants.kc)
    let ka = factor(constants.ka)
    let today = Shown.number(load.today, 1)
    explanation.entries = [
      Explanation.Entry(
        name: "constants",
        rule: "τc \(load.ctlDays) days, τa \(load.atlDays) days: kc = 1 − e^(−1/\(load.ctlDays)) = "
          + "\(kc), ka = 1 − e^(−1/\(load.atlDays)) = \(ka)",
        figures: [
          "ctlDays": .integer(load.ctlDays), "atlDays": .integer(load.atlDays),
          "kc": .fixed(constants.kc, 6), "ka": .fixed(constants.ka, 6),
        ]),
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
        rule: "\(Shown.number(ctl, 1)) + (\(today) − \(Shown.number(ctl, 1))) × \(kc)",
        result: "= " + Shown.number(load.ctlToday, 1),
        figures: ["ctlToday": .fixed(load.ctlToday, 1), "days": .integer(load.ctlDays)]),
      Explanation.Entry(
        name: "ATL",
        rule: "\(Shown.number(atl, 1)) + (\(today) − \(Shown.number(atl, 1))) × \(ka)",
        result: "= " + Shown.number(load.atlToday, 1),
        figures: ["atlToday": .fixed(load.atlToday, 1), "days": .integer(load.atlDays)]),
    ]
    if let anchor = load.anchor {
      explanation.notes.append(
        "anchored on \(anchor.date) at \(anchor.source)'s CTL \(Shown.number(anchor.ctl, 1)) / "
          + "ATL \(Shown.number(anchor.atl, 1))"
          + (load.start.map {
            $0 < anchor.date ? "; loads from \($0) shape only the days before" : ""
          }
            ?? ""))
    } else if let start = load.start {
      explanation.notes.append(
        "started on \(start) from CTL = ATL = 0; no fitness record to anchor on")
    }
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
        + "chart is established (\(load.ctlDays) days after its start, or the day after its anchor)"
    }
    let exact = Rounding.units(ctl, decimals: 1) - Rounding.units(atl, decimals: 1)
    explanation.sum = ([ctl, -atl], 1, load.tsb.map { Rounding.units($0, decimals: 1) } == exact)
    return explanation
  }

  /// A smoothing factor as explain shows it: five decimals, e.g. `0.02353`.
  private static func factor(_ value: Double) -> String {
    Shown.number(value, 5)
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
