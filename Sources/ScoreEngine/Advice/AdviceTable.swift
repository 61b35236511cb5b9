/// The advice table of docs/algorithm.md §16: the first rule that matches gives the advice.
///
/// Alerts come first, then the recovery band, then the form zone. The last rule matches every
/// day, so every combination has exactly one answer.
public enum AdviceTable {
  /// The rules in the order they are tried.
  public static let rules: [AdviceRule] = [
    AdviceRule(
      number: 1, alerts: .criticalOrIllness, recovery: nil, form: nil, advice: .rest,
      reason: "a critical alert or signs of illness"),
    AdviceRule(
      number: 2, alerts: .bodyWarning, recovery: nil, form: nil, advice: .easy,
      reason: "an HRV, resting HR or overtraining warning"),
    AdviceRule(
      number: 3, alerts: nil, recovery: [nil], form: nil, advice: nil,
      reason: "no recovery score"),
    AdviceRule(
      number: 4, alerts: nil, recovery: [.payAttention], form: nil, advice: .rest,
      reason: "recovery Pay attention"),
    AdviceRule(
      number: 5, alerts: nil, recovery: [.fair], form: nil, advice: .easy,
      reason: "recovery Fair"),
    AdviceRule(
      number: 6, alerts: nil, recovery: nil, form: [.highRisk], advice: .easy,
      reason: "form in the high-risk zone"),
    AdviceRule(
      number: 7, alerts: nil, recovery: [.good], form: nil, advice: .normal,
      reason: "recovery Good"),
    AdviceRule(
      number: 8, alerts: nil, recovery: [.optimal], form: [.optimal], advice: .normal,
      reason: "recovery Optimal, form already optimal"),
    AdviceRule(
      number: 9, alerts: nil, recovery: nil, form: nil, advice: .intensity,
      reason: "recovery Optimal, no deep fatigue"),
  ]

  /// The first rule that matches `day`.
  public static func rule(for day: AdviceInputs) -> AdviceRule {
    // The last rule has no condition, so `first` always finds one.
    rules.first { $0.matches(day) } ?? rules[rules.count - 1]
  }
}
