/// How much of a score a report works out (docs/architecture.md §14, *Scores without their
/// ledgers*).
///
/// The ledger (each component's figures, clock texts, effective weight and apportioned points,
/// docs/algorithm.md §10) is what `today` and `explain` show; a list of days (`history`, `week`,
/// `trends`) shows only the scores, so it need not build a ledger a day.
public enum ScoreDetail: Sendable {
  /// The score with its ledger: components with their figures and points, absent components,
  /// the cap line.
  case ledger
  /// The same value, exact value, quality and reason, without components (present or absent),
  /// figures or cap line.
  case scores
}
