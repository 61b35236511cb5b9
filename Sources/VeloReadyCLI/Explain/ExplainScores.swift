import ScoreEngine
import VeloJSON
import VeloStore

/// Sleep and recovery explained from their ledgers: every component's rule with the knots it fell
/// between, the points of its weight, the absent ones, and the sum that lands on the score.
enum ExplainScores {
  static func sleep(_ snapshot: TodaySnapshot) -> Explanation {
    var explanation = weighted(.sleep, snapshot.sleep, rule: sleepRule)
    if let night = snapshot.night {
      explanation.notes.append(
        "last night from \(night.source): \(Shown.number(night.asleepMinutes, 1)) min asleep"
          + (night.inBedMinutes.map { " of \(Shown.number($0, 1)) min in bed" } ?? ""))
    }
    return explanation
  }

  static func recovery(_ snapshot: TodaySnapshot) -> Explanation {
    var explanation = weighted(.recovery, snapshot.recovery) { component in
      recoveryRule(component)
    }
    explanation.notes += ExplainBaselines.notes(snapshot.baselines)
    return explanation
  }

  /// The common ledger of a weighted score.
  private static func weighted(
    _ topic: ExplainTopic, _ score: TodaySnapshot.Score,
    rule: (TodaySnapshot.Component) -> String
  ) -> Explanation {
    var explanation = Explanation(
      topic: topic, shown: score.value.map(String.init), label: score.band?.label,
      value: .integer(score.value))
    for component in score.components {
      let possible = Int((component.weight * 100).rounded())
      // A cap line has no sub-score and no weight: its points are what the cap took away.
      let result =
        component.score == nil
        ? " → \(ExplainNumber.sum([component.points])) points"
        : "; weight \(Shown.number(component.weight, 3)) → \(component.points) of \(possible) points"
      explanation.entries.append(
        Explanation.Entry(
          name: component.name.shown, rule: rule(component), result: result,
          figures: [
            "component": .string(component.name.rawValue),
            "subScore": .fixed(component.score, 1), "weight": .fixed(component.weight, 3),
            "points": .integer(component.points),
            "inputs": inputsJSON(component.inputs),
          ]))
    }
    explanation.absent = score.absent.map { ($0.name.shown, $0.reason.rawValue) }
    if let value = score.value {
      let points = score.components.map(\.points)
      let sum = points.reduce(0, +)
      explanation.total =
        ExplainNumber.sum(points) + " = \(sum)" + (sum == value ? " = " : " ≠ ") + topic.rawValue
        + " (points by the ledger rule, §10)"
      explanation.sum = (points.map(Double.init), 0, sum == value)
    } else {
      explanation.total = "no \(topic.rawValue) score: " + (score.reason?.rawValue ?? "no data")
    }
    return explanation
  }

  static func number(_ component: TodaySnapshot.Component, _ key: String) -> Double? {
    guard case .number(let value, _)? = component.inputs[key] else { return nil }
    return value
  }

  static func text(_ component: TodaySnapshot.Component, _ key: String) -> String? {
    guard case .text(let value)? = component.inputs[key] else { return nil }
    return value
  }

  static func inputsJSON(_ inputs: [String: Figure.Value]) -> JSONValue {
    .object(
      inputs.mapValues { value in
        switch value {
        case .number(let number, let decimals): return .fixed(number, decimals: decimals)
        case .text(let text): return .string(text)
        case .none: return .null
        }
      })
  }

  private static func sleepRule(_ component: TodaySnapshot.Component) -> String {
    let score = Shown.number(component.score, 1)
    func minutes(_ key: String) -> String { Shown.number(number(component, key), 1) }
    switch component.name {
    case .duration:
      let ratio = number(component, "ratio") ?? 0
      return "\(minutes("asleepMinutes")) min asleep of \(minutes("needMinutes")) needed: ρ "
        + ExplainNumber.mapping(
          SleepScore.durationMap, ratio, Shown.number(ratio, 2), result: component.score ?? 0)
    case .shortNight:
      let limit = Int(number(component, "limit") ?? 0)
      let uncapped = Int(number(component, "uncapped") ?? 0)
      return (text(component, "reason") ?? "a short night")
        + ": capped at \(limit) (\(uncapped) uncapped)"
    case .efficiency:
      return "100 × \(minutes("asleepMinutes")) asleep / \(minutes("inBedMinutes")) min in bed"
        + " = \(score)"
    case .stages:
      let deep = Shown.number(number(component, "deepShare"), 3)
      let rem = Shown.number(number(component, "remShare"), 3)
      return "deep \(minutes("deepMinutes")) min is \(deep) of sleep, REM "
        + "\(minutes("remMinutes")) min is \(rem): 50 × min(1, \(deep) / "
        + "\(ExplainNumber.short(SleepScore.deepShareTarget))) + 50 × min(1, \(rem) / "
        + "\(ExplainNumber.short(SleepScore.remShareTarget))) = \(score)"
    case .disturbances:
      let events = Int(number(component, "wakeEvents") ?? 0)
      var low = 0
      for band in SleepScore.disturbanceBands {
        guard let high = band.maxWakeEvents, events > high else {
          let range = band.maxWakeEvents.map { "\(low)–\($0)" } ?? "\(low) or more"
          return
            "\(events) wake event\(events == 1 ? "" : "s"); \(range) → \(ExplainNumber.short(band.score)): \(score)"
        }
        low = high + 1
      }
      return "\(events) wake events: \(score)"
    case .timing:
      let deviation = number(component, "deviationMinutes") ?? 0
      let tenths = Rounding.units(deviation, decimals: 1)
      let bands = SleepScore.timingBands
      let index =
        bands.firstIndex { $0.maxDeviationTenths.map { tenths <= $0 } ?? true } ?? bands.count - 1
      var limit = "over \(ExplainNumber.short(Double(tenths) / 10)) min"
      if let most = bands[index].maxDeviationTenths {
        limit = "≤ \(ExplainNumber.short(Double(most) / 10)) min"
      } else if index > 0, let previous = bands[index - 1].maxDeviationTenths {
        limit = "over \(ExplainNumber.short(Double(previous) / 10)) min"
      }
      let nights = Int(number(component, "nights") ?? 0)
      return "bed \(text(component, "bedtime") ?? "--"), up \(text(component, "wake") ?? "--")"
        + " against usual \(text(component, "usualBedtime") ?? "--") and "
        + "\(text(component, "usualWake") ?? "--") over \(nights) nights: off by "
        + "\(Shown.number(deviation, 1)) min on average, \(limit) → \(score)"
    default:
      return "sub-score \(score)"
    }
  }

  private static func recoveryRule(_ component: TodaySnapshot.Component) -> String {
    let score = component.score ?? 0
    switch component.name {
    case .hrv:
      let z = number(component, "z") ?? 0
      let parts = [("today", "zToday"), ("7-day", "z7")].compactMap { label, key in
        number(component, key).map { "\(label) \(Shown.signed($0, 2))" }
      }
      return "z \(Shown.signed(z, 2)) (\(parts.joined(separator: ", "))) "
        + ExplainNumber.mapping(RecoveryScore.hrvMap, z, "", result: score).trimmingPrefix()
    case .restingHeartRate, .respiratory:
      let map =
        component.name == .respiratory
        ? RecoveryScore.respiratoryMap : RecoveryScore.restingHeartRateMap
      let deviation = number(component, "deviation") ?? 0
      let unit = component.name == .respiratory ? "/min" : " bpm"
      return "\(Shown.number(number(component, "today"), 1))\(unit) against a baseline of "
        + "\(Shown.number(number(component, "baseline"), 1)): Δ "
        + ExplainNumber.mapping(map, deviation, Shown.signed(deviation, 3), result: score)
    case .sleep:
      return "the displayed sleep score, \(Shown.number(score, 0))"
    case .form:
      let ratio = number(component, "ratio") ?? 0
      let load = number(component, "loadYesterday") ?? 0
      let penalty = number(component, "penalty") ?? 0
      let ratioScore = RecoveryScore.loadRatioMap(ratio)
      return "ATL/CTL \(Shown.number(number(component, "atl"), 1)) / "
        + "\(Shown.number(number(component, "ctl"), 1)) = "
        + ExplainNumber.mapping(
          RecoveryScore.loadRatioMap, ratio, Shown.number(ratio, 3), result: ratioScore)
        + "; yesterday's load "
        + ExplainNumber.mapping(
          RecoveryScore.loadPenaltyMap, load, Shown.number(load, 1), result: penalty)
        + " penalty; max(0, \(Shown.number(ratioScore, 1)) − \(Shown.number(penalty, 1))) = "
        + Shown.number(score, 1)
    default:
      return "sub-score \(Shown.number(score, 1))"
    }
  }
}

extension String {
  /// The text without a leading space.
  fileprivate func trimmingPrefix() -> String {
    hasPrefix(" ") ? String(dropFirst()) : self
  }
}
