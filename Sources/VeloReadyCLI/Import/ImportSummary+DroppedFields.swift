import HealthImport

extension ImportSummary {
  /// One line per field left out of kept activities, in field order, e.g.
  /// `dropped    1 activity kept without its average heart rate '3.08': outside 25–250`.
  static func droppedFieldLines(_ dropped: DroppedFields) -> [String] {
    ActivityField.allCases.compactMap { field in
      guard let drop = dropped.drops[field] else { return nil }
      let value = number(drop.firstValue)
      let what =
        drop.count == 1
        ? "1 activity kept without its \(name(field)) '\(value)'"
        : "\(Shown.grouped(Double(drop.count))) activities kept without their \(name(field)) "
          + "(the first '\(value)')"
      return row("dropped", "\(what): \(rangeText(drop.range))")
    }
  }

  /// The field as the athlete says it.
  static func name(_ field: ActivityField) -> String {
    switch field {
    case .averageHeartRate: return "average heart rate"
    case .maxHeartRate: return "maximum heart rate"
    case .averagePower: return "average power"
    case .normalizedPower: return "normalized power"
    case .ftp: return "FTP"
    case .rpe: return "RPE"
    case .energy: return "calories"
    case .distance: return "distance"
    case .ascent: return "climbing"
    case .trainingLoad: return "training load"
    }
  }

  /// `outside 25–250`, or `below 0` for a range without an upper bound.
  private static func rangeText(_ range: ClosedRange<Double>) -> String {
    range.upperBound.isFinite
      ? "outside \(number(range.lowerBound))–\(number(range.upperBound))"
      : "below \(number(range.lowerBound))"
  }

  /// A value as the file wrote it: `400`, `3.08`.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
