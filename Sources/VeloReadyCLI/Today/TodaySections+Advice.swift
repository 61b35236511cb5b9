import ScoreEngine
import VeloKit

extension TodaySections {
  /// The advice and the rule that chose it (docs/algorithm.md §15.7).
  static func advice(_ snapshot: TodaySnapshot, _ context: SectionContext) -> [String] {
    let rule = snapshot.adviceRule
    guard let advice = rule.advice else { return [] }
    let style = context.style
    return TextFit.wrap(
      style.paint(advice.label, adviceTone(advice)) + ": " + rule.reason,
      after: labelled("Advice", "", style), hangingIndent: labelWidth + 2, style)
  }

  static func adviceTone(_ advice: TrainingAdvice) -> Tone {
    switch advice {
    case .rest: return .red
    case .easy: return .amber
    case .normal: return .yellow
    case .intensity: return .green
    }
  }
}
