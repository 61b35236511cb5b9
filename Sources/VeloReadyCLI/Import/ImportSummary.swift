import HealthImport
import ScoreEngine
import VeloKit
import VeloStore

/// The lines `veloready import` prints about each file.
enum ImportSummary {
  static func print(
    _ name: String, _ file: FileImport, _ stats: MergeStats, _ console: any Console,
    clock: ZoneClock
  ) {
    // Apple Health says its own dates (read as it scans); every other input's come from its
    // kept records, in the rider's zone, so that the days match `status` and the reports.
    let covers = coversLine(file.report.records, clock)
    var lines = ["imported '\(name)' (\(file.format))"]
    let outcome = outcomeLines(file.report, stats)
    if let health = file.appleHealth {
      lines += appleHealthLines(health, seconds: file.seconds)
      lines += outcome + zoneLines(health.foreignOffsets, clock)
    } else if let export = file.stravaExport {
      lines += stravaExportLines(export) + covers
      lines += outcome.prefix(1) + problemLines(export.files) + outcome.dropFirst()
    } else if let export = file.wearable {
      lines += wearableLines(export) + covers
      lines += outcome
    } else if file.isDeviceFile {
      var sports: [Sport: Int] = [:]
      for activity in file.report.records.activities { sports[activity.sport, default: 0] += 1 }
      lines.append(row("read", activitiesText(sports)))
      lines += covers + outcome
    } else {
      lines.append(row("read", "\(grouped(file.report.totalSeen)) records"))
      lines += covers + outcome
      if !file.rider.isEmpty || !file.rider.rejected.isEmpty {
        lines.append(row("yours", riderText(file.rider)))
        lines += file.rider.rejected.map { "    \($0)" }
      }
    }
    write(lines, console)
  }

  /// Writes the summary's lines, each escaped: nearly every one quotes an input (a file or zip
  /// entry name, a field's value, a source), and none is drawn with colour.
  static func write(_ lines: [String], _ console: any Console) {
    console.out(lines.map(Shown.input).joined(separator: "\n") + "\n")
  }

  /// `covers     2024-03-01 to 2024-03-05`: the first and last day of the kept records, worded
  /// as Apple Health's; nothing when none was kept.
  static func coversLine(_ records: RecordSet, _ clock: ZoneClock) -> [String] {
    guard let range = records.dayRange(in: clock) else { return [] }
    let days =
      range.lowerBound == range.upperBound
      ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
    return [row("covers", days)]
  }

  /// "2 corrections and 3 tags, kept" (an entry already stored counts too).
  static func riderText(_ rider: RiderEntries) -> String {
    let corrections = rider.corrections.count
    let tags = rider.tags.count
    var text =
      "\(corrections) correction\(corrections == 1 ? "" : "s") and \(tags) tag\(tags == 1 ? "" : "s")"
      + ", kept"
    if !rider.rejected.isEmpty { text += "; \(rider.rejected.count) not read:" }
    return text
  }

  /// What became of a report's records: stored, duplicates, rejected with reasons, dropped
  /// samples, ignored keys and notes.
  static func outcomeLines(_ report: ImportReport, _ stats: MergeStats) -> [String] {
    var lines: [String] = []
    lines.append(
      row(
        "stored",
        "\(grouped(stats.added)) new, \(grouped(stats.replaced)) updated, "
          + "\(grouped(stats.unchanged)) already stored"
      ))
    if !report.ratings.isEmpty {
      let names = Set(report.ratings.map(\.name)).sorted().joined(separator: ", ")
      lines.append(row("ratings", "\(report.ratings.count) kept as tags (\(names))"))
    }
    if report.duplicatesDropped > 0 {
      lines.append(row("duplicates", "\(report.duplicatesDropped) dropped"))
    }
    if report.rejections.total > 0 {
      let reasons = report.rejections.counts.sorted {
        $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key)
      }
      lines.append(row("rejected", "\(report.rejections.total)"))
      for (reason, count) in reasons { lines.append("      \(count) × \(reason)") }
      lines.append("    first rejected records:")
      for example in report.rejections.examples {
        lines.append("      \(example.location): \(example.message)")
      }
    }
    let dropped = report.droppedSamples.values.reduce(0, +)
    if dropped > 0 {
      lines.append(
        row("dropped", "\(dropped) heart-rate sample\(dropped == 1 ? "" : "s") out of range"))
    }
    lines += droppedFieldLines(report.droppedFields)
    if !report.unknownKeys.isEmpty {
      let keys = report.unknownKeys.keys.sorted().joined(separator: ", ")
      lines.append(row("ignored", "unknown keys: \(keys)"))
    }
    for note in report.notes { lines.append(row("note", note)) }
    return lines
  }

  /// What an Apple Health export held: size and speed, dates covered, and the record types kept.
  static func appleHealthLines(_ health: AppleHealthImport, seconds: Double) -> [String] {
    var lines: [String] = []
    var read =
      "\(Shown.grouped(Double(health.report.totalSeen))) records, \(Shown.bytes(health.bytesScanned)) of XML"
    if seconds > 0 {
      let rate = health.throughput(seconds: seconds) / 1_000_000
      read += " in \(Shown.number(seconds, 2)) s (\(Shown.grouped(rate)) MB/s)"
    }
    lines.append(row("read", read))
    if let entry = health.entryPath { lines.append(row("entry", entry)) }
    if let range = health.dateRange {
      lines.append(row("covers", "\(range.lowerBound) to \(range.upperBound)"))
    }
    // Heart rate is listed even when no workout used a sample, so that its line says why.
    func isUsed(_ type: String, _ counts: AppleHealthTypeCounts) -> Bool {
      counts.kept + counts.duplicates + counts.rejected > 0
        || (type == AppleHealthImport.heartRateType && health.heartRateOutsideWorkouts > 0)
    }
    let used = health.types.filter { isUsed($0.key, $0.value) }
      .sorted { shortTypeName($0.key) < shortTypeName($1.key) }
    for (type, counts) in used {
      var text =
        "\(Shown.grouped(Double(counts.seen))) seen, \(Shown.grouped(Double(counts.kept))) kept"
      if counts.duplicates > 0 {
        text += ", \(Shown.grouped(Double(counts.duplicates))) duplicates"
      }
      if counts.rejected > 0 { text += ", \(counts.rejected) rejected" }
      let name = shortTypeName(type)
      lines.append("    " + TextWidth.pad(name, to: max(30, name.count + 2)) + text)
      if type == AppleHealthImport.heartRateType, health.heartRateOutsideWorkouts > 0 {
        lines.append(
          "      \(Shown.grouped(Double(health.heartRateOutsideWorkouts))) outside workouts or in pauses: "
            + "only workout streams use heart rate")
      }
    }
    let ignored = health.types.filter { !isUsed($0.key, $0.value) }
    if !ignored.isEmpty {
      let records = ignored.values.reduce(0) { $0 + $1.seen }
      lines.append(
        "    \(ignored.count) other types not used by the scores (\(Shown.grouped(Double(records))) records)"
      )
    }
    return lines
  }

  /// `StepCount` for `HKQuantityTypeIdentifierStepCount`.
  static func shortTypeName(_ type: String) -> String {
    for prefix in ["HKQuantityTypeIdentifier", "HKCategoryTypeIdentifier", "HKDataType"]
    where type.hasPrefix(prefix) {
      return String(type.dropFirst(prefix.count))
    }
    return type
  }

  static func printAlreadyImported(
    _ name: String, _ previous: ImportLog.Entry, _ console: any Console
  ) {
    write(
      ["'\(name)' was already imported on \(previous.importedAt) (same content); nothing changed"],
      console)
  }

  private static func grouped(_ count: Int) -> String {
    Shown.grouped(Double(count))
  }

  static func row(_ label: String, _ text: String) -> String {
    "  " + TextWidth.pad(label, to: 11) + text
  }
}
