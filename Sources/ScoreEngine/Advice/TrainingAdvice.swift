/// veloready's own training recommendation for a day (docs/algorithm.md §15.7): guidance drawn from
/// the scores, not part of the scoring method.
public enum TrainingAdvice: String, Hashable, Sendable, Codable, CaseIterable {
  /// No training; recover.
  case rest
  /// Easy endurance only: low intensity, short.
  case easy
  /// Training as planned, without extra intensity.
  case normal
  /// Ready for hard sessions and intervals.
  case intensity

  /// The rider-facing recommendation, e.g. "Easy endurance only".
  public var label: String {
    switch self {
    case .rest: return "Rest"
    case .easy: return "Easy endurance only"
    case .normal: return "Normal training"
    case .intensity: return "Ready for intensity"
    }
  }
}
