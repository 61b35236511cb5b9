import ScoreEngine

/// What a chart with nothing to draw says instead of its axes, the same in the text charts and
/// the SVG ones (docs/formats.md §9).
enum EmptyChart {
  /// "no HRV data in these 90 days": what an empty chart says instead of its axes, in text and
  /// in SVG.
  static func note(_ subject: String, _ dates: ClosedRange<LocalDate>) -> String {
    let days = dates.upperBound.days(since: dates.lowerBound) + 1
    return days == 1
      ? "no \(subject) on \(Shown.shortDate(dates.lowerBound))"
      : "no \(subject) in these \(days) days"
  }
}
