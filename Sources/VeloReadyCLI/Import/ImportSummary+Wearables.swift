import HealthImport
import ScoreEngine

extension ImportSummary {
  /// What a WHOOP, Oura or Garmin Connect export held, file by file, and what it gave, e.g.
  ///
  ///     read       4 files
  ///       physiological_cycles.csv: 10 rows, 2025-09-01 to 2025-09-10; skipped 1 sleep not …
  ///     kept       10 nights, 7 HRV, 8 resting HR, 4 activities
  ///     scores     25 of WHOOP's own, for comparison only: 8 recovery, 9 sleep performance, …
  ///     journal    7 answers read: 4 yes, kept as tags (alcohol, caffeine)
  static func wearableLines(_ export: WearableExportImport) -> [String] {
    var lines: [String] = []
    var read = count(export.files.count, "file")
    if !export.ignored.isEmpty {
      read += "; \(count(export.ignored.count, "other file")) not read"
    }
    lines.append(row("read", read))
    for file in export.files {
      var text = count(file.rows, file.kind.isJSON ? "record" : "row")
      if let range = file.dateRange { text += ", \(range.lowerBound) to \(range.upperBound)" }
      let skipped = file.skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
      if !skipped.isEmpty { text += "; skipped " + skipped.joined(separator: ", ") }
      lines.append("    \(file.name): \(text)")
    }
    lines.append(row("kept", keptText(export.report.records)))
    let scores = export.report.referenceScores
    if !scores.isEmpty {
      var byName: [String: Int] = [:]
      for score in scores { byName[score.name, default: 0] += 1 }
      let owners = Set(scores.map(\.source.name)).sorted().joined(separator: " and ")
      let names = byName.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
      lines.append(
        row(
          "scores",
          "\(scores.count) of \(owners)'s own, kept for comparison, never scored: "
            + names.joined(separator: ", ")))
    }
    let answers = export.report.journalEntries.count
    if answers > 0 {
      let tags = JournalTags.tags(export.report.journalEntries)
      let names = Set(tags.map(\.name)).sorted().joined(separator: ", ")
      lines.append(
        row(
          "journal",
          "\(count(answers, "answer")) read: "
            + (tags.isEmpty ? "none yes" : "\(tags.count) yes, kept as tags (\(names))")))
    }
    return lines
  }

  /// The kept records by kind, e.g. `10 nights, 7 HRV, 8 resting HR`.
  private static func keptText(_ records: RecordSet) -> String {
    let kinds: [(Int, String, String)] = [
      (records.sleepSummaries.count, "night", "nights"),
      (records.dailySleep.count, "nightly total", "nightly totals"),
      (records.dailyHRV.count, "HRV", "HRV"),
      (records.restingHeartRate.count, "resting HR", "resting HR"),
      (records.dailyRespiratoryRate.count, "breathing rate", "breathing rates"),
      (records.skinTemperature.count, "skin temperature", "skin temperatures"),
      (records.steps.count, "day of steps", "days of steps"),
      (records.activeEnergy.count, "day of active energy", "days of active energy"),
      (records.activities.count, "activity", "activities"),
    ]
    let parts = kinds.filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
    return parts.isEmpty ? "no records" : parts.joined(separator: ", ")
  }
}

extension WearableFileKind {
  /// Whether the file is JSON (its items are records, not rows).
  var isJSON: Bool {
    switch self {
    case .ouraJSON, .garminSleep, .garminHealthStatus, .garminDailySummary: return true
    default: return false
    }
  }
}
