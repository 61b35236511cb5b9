/// What `veloready explain` can explain, in the order it explains them all.
enum ExplainTopic: String, CaseIterable, Sendable {
  case sleep, recovery, strain, form, advice, plan

  /// The section of docs/algorithm.md that defines the topic.
  var section: String {
    switch self {
    case .sleep: return "docs/algorithm.md §5"
    case .recovery: return "docs/algorithm.md §6"
    case .strain: return "docs/algorithm.md §9"
    case .form: return "docs/algorithm.md §8"
    case .advice: return "docs/algorithm.md §16"
    case .plan: return "docs/algorithm.md §16.1–§16.3"
    }
  }

  /// The heading's name, e.g. `Recovery`.
  var title: String {
    rawValue.prefix(1).uppercased() + rawValue.dropFirst()
  }
}
