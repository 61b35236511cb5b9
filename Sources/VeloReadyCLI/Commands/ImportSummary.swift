import HealthImport

/// The lines `veloready import` prints about each file.
enum ImportSummary {
  static func print(
    _ name: String, _ file: ImportCommand.FileImport, _ stats: MergeStats, _ console: any Console
  ) {
    let report = file.report
    var lines = ["imported '\(name)' (\(file.format.rawValue))"]
    lines.append(row("read", "\(report.totalSeen) records"))
    lines.append(
      row(
        "stored", "\(stats.added) new, \(stats.replaced) updated, \(stats.unchanged) already stored"
      ))
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
    if !report.unknownKeys.isEmpty {
      let keys = report.unknownKeys.keys.sorted().joined(separator: ", ")
      lines.append(row("ignored", "unknown keys: \(keys)"))
    }
    for note in report.notes { lines.append(row("note", note)) }
    console.out(lines.joined(separator: "\n") + "\n")
  }

  static func printAlreadyImported(
    _ name: String, _ file: ImportCommand.FileImport, _ previous: ImportLog.Entry,
    _ console: any Console
  ) {
    console.out(
      "'\(name)' was already imported on \(previous.importedAt) (same content); nothing changed\n")
  }

  private static func row(_ label: String, _ text: String) -> String {
    "  " + TextWidth.pad(label, to: 11) + text
  }
}
