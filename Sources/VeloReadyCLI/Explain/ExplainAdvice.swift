import ScoreEngine
import VeloJSON
import VeloStore

/// The advice explained: what the table read and the rule that chose it (docs/algorithm.md §15.7).
enum ExplainAdvice {
  static func explain(_ snapshot: TodaySnapshot) -> Explanation {
    let inputs = snapshot.adviceInputs
    let rule = AdviceTable.rule(for: inputs)
    var explanation = Explanation(
      topic: .advice, shown: rule.advice?.label ?? "none", label: nil,
      value: .string(rule.advice?.rawValue))
    let alerts = snapshot.alerts.map { "\($0.id.rawValue) (\($0.severity.rawValue))" }
    explanation.entries = [
      Explanation.Entry(
        name: "alerts", rule: alerts.isEmpty ? "none showing" : alerts.joined(separator: ", "),
        figures: [
          "alerts": .array(
            snapshot.alerts.map {
              .object(["id": .string($0.id.rawValue), "severity": .string($0.severity.rawValue)])
            })
        ]),
      Explanation.Entry(
        name: "recovery",
        rule: snapshot.recovery.value.map { "\($0), \(ScoreBand(score: $0).label)" }
          ?? "no score",
        figures: ["band": .string(inputs.recovery?.rawValue)]),
      Explanation.Entry(
        name: "form",
        rule: inputs.form.map(TodaySections.zoneName) ?? "no zone (chart not established)",
        figures: ["zone": .string(inputs.form?.rawValue)]),
    ]
    for earlier in AdviceTable.rules where earlier.number < rule.number {
      explanation.notes.append("rule \(earlier.number) does not apply: \(earlier.reason)")
    }
    explanation.total =
      "rule \(rule.number) of \(AdviceTable.rules.count): \(rule.reason) → "
      + (rule.advice?.label ?? "no advice")
    return explanation
  }
}
