import ScoreEngine

/// One relation `validate` tests: a value of a day against a value of the next day, with the
/// direction the method expects if the score means anything (docs/algorithm.md §15.3). Declared once;
/// the text, the JSON and the tests read these values.
struct ScoreRelation: Sendable {
  /// The stable id of the JSON.
  let id: String
  /// What is paired, in words.
  let title: String
  /// What the relation means when it holds.
  let meaning: String
  /// Whether a higher `today` should go with a higher `tomorrow`.
  let expectsPositive: Bool
  /// The value of the day, as `history --json` shows it.
  let today: @Sendable (HistoryRow) -> Double?
  /// The value of the next day, as `history --json` shows it.
  let tomorrow: @Sendable (HistoryRow) -> Double?

  /// The three relations, in the order they are reported.
  static let all: [ScoreRelation] = [
    ScoreRelation(
      id: "recovery-next-hrv", title: "recovery, then the next day's HRV z",
      meaning: "higher recovery is followed by higher HRV", expectsPositive: true,
      today: { $0.recovery.map(Double.init) },
      tomorrow: { $0.hrvZ.map { Rounding.display($0, decimals: 2) } }),
    ScoreRelation(
      id: "recovery-next-resting-hr",
      title: "recovery, then the next day's resting HR above its baseline",
      meaning: "higher recovery is followed by a lower resting heart rate", expectsPositive: false,
      today: { $0.recovery.map(Double.init) },
      tomorrow: { row in
        guard let today = row.restingHeartRate, let baseline = row.restingHeartRateBaseline else {
          return nil
        }
        return Double(
          Rounding.units(today, decimals: 1) - Rounding.units(baseline, decimals: 1)) / 10
      }),
    ScoreRelation(
      id: "strain-next-recovery", title: "strain, then the next day's recovery",
      meaning: "harder days are followed by lower recovery", expectsPositive: false,
      today: { $0.strain.map { Rounding.display($0, decimals: 1) } },
      tomorrow: { $0.recovery.map(Double.init) }),
  ]

  /// The pairs of `rows` (consecutive days, oldest first) where both values exist.
  func pairs(_ rows: [HistoryRow]) -> [(x: Double, y: Double)] {
    zip(rows, rows.dropFirst()).compactMap { day, next in
      guard day.date.adding(days: 1) == next.date, let x = today(day), let y = tomorrow(next)
      else { return nil }
      return (x, y)
    }
  }
}
