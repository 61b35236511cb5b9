import VeloKit

/// The text of `veloready status`: one fact a line, a label column and its value.
enum StatusText {
  /// The label column's width.
  static let labelWidth = 12

  /// The lines of `status`.
  static func render(_ status: StoreStatus) -> [String] {
    var lines = [
      row("store", status.store),
      row("database", status.database),
      row(
        "size",
        Shown.bytes(status.databaseBytes + status.logBytes)
          + (status.logBytes > 0
            ? " (\(Shown.bytes(status.logBytes)) of it in the write-ahead log)" : "")),
      row("schema", "version \(status.schemaVersion)"),
      row("days", status.days.map { "\($0.lowerBound) to \($0.upperBound)" } ?? "none yet"),
      row("records", Shown.grouped(Double(status.census.total))),
    ]
    lines += table(status.kinds.map { ($0.table, $0.rows) })
    if !status.sources.isEmpty {
      lines.append("sources")
      lines += table(status.sources.map { ("\($0.provider) · \(Shown.input($0.source))", $0.rows) })
    }
    if status.census.referenceScores > 0 {
      lines.append(
        row(
          "scores",
          "\(Shown.grouped(Double(status.census.referenceScores))) of the services' own, "
            + "for comparison, never scored"))
    }
    lines += importLines(status)
    lines.append(row("last sync", syncText(status)))
    if let problems = status.problems {
      lines += checkLines(problems)
    }
    return lines
  }

  /// What `status --check` says about the database: ok, or each problem found.
  static func checkLines(_ problems: [String]) -> [String] {
    guard !problems.isEmpty else { return [row("check", "ok (SQLite integrity_check)")] }
    let count = StoreCheck.counted(problems.count)
    return [row("check", "damaged: \(count) (SQLite integrity_check)")]
      + problems.map { String(repeating: " ", count: labelWidth + 2) + $0 }
  }

  /// What `status` says when there is no store at `path`.
  static func noStore(_ path: String) -> [String] {
    [
      row("store", "none yet at '\(path)'"),
      row("start", "veloready import FILE, or veloready sync"),
    ]
  }

  private static func importLines(_ status: StoreStatus) -> [String] {
    var lines = [row("imports", Shown.grouped(Double(status.imports)))]
    if let entry = status.lastImport {
      lines.append(row("last import", "'\(entry.name)' (\(entry.format))"))
      lines.append(
        String(repeating: " ", count: labelWidth) + "\(entry.importedAt): "
          + "\(Shown.grouped(Double(entry.added))) new, "
          + "\(Shown.grouped(Double(entry.replaced))) updated, "
          + "\(Shown.grouped(Double(entry.rejected))) rejected")
    }
    return lines
  }

  private static func syncText(_ status: StoreStatus) -> String {
    guard let at = status.lastSync else { return "never" }
    let through = status.lastSyncedDay.map { ", through \($0)" } ?? ""
    return "intervals.icu, \(at)\(through)"
  }

  /// Indented rows of a name and a right-aligned count.
  private static func table(_ rows: [(String, Int)]) -> [String] {
    let names = rows.map { TextWidth.of($0.0) }.max() ?? 0
    let counts = rows.map { Shown.grouped(Double($0.1)) }
    let digits = counts.map(\.count).max() ?? 0
    return zip(rows, counts).map { row, count in
      "  " + TextWidth.pad(row.0, to: names + 2)
        + String(repeating: " ", count: digits - count.count) + count
    }
  }

  /// A fact's line; its value is escaped, since most quote an input (the store's path, the last
  /// imported file's name, a damaged table's message).
  private static func row(_ label: String, _ value: String) -> String {
    TextWidth.pad(label, to: labelWidth) + Shown.input(value)
  }
}
