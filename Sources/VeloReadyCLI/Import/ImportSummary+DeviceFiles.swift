import HealthImport
import ScoreEngine
import VeloKit
import VeloStore

extension ImportSummary {
  /// How many notes of a folder's files are listed; the rest are counted.
  static let shownNotes = 5

  /// The summary of a folder of device files: one line for what the new files held, then the
  /// files skipped, what was stored, the first damaged files with their reasons, the other files
  /// passed over, and the rejections and notes of every file, each file named.
  static func printFolder(
    _ folder: FolderImport, _ stats: MergeStats, _ console: any Console, clock: ZoneClock
  ) {
    var lines = ["imported '\(PathText.name(of: folder.path))' (folder of device files)"]
    let tally = folder.tally
    lines.append(row("read", tally.files == 0 ? "no new file" : filesText(tally)))
    var skipped: [String] = []
    if folder.alreadyImported > 0 {
      skipped.append("\(count(folder.alreadyImported, "file")) imported before (same content)")
    }
    if folder.repeated > 0 {
      skipped.append("\(count(folder.repeated, "file")) the same as another one given")
    }
    if !skipped.isEmpty { lines.append(row("skipped", skipped.joined(separator: ", "))) }
    lines += coversLine(folder.report.records, clock)
    var report = folder.report
    if report.notes.count > shownNotes {
      let more = report.notes.count - shownNotes
      report.notes = Array(report.notes.prefix(shownNotes)) + ["… and \(count(more, "more note"))"]
    }
    lines += outcomeLines(report, stats).prefix(1)
    lines += problemLines(tally)
    lines += outcomeLines(report, stats).dropFirst()
    write(lines, console)
  }

  /// `500 files: 497 activities (496 rides, 1 run), 1 not an activity (a FIT monitoring file),
  /// 2 damaged`.
  static func filesText(_ tally: DeviceFileTally) -> String {
    var parts: [String] = []
    if tally.activityCount > 0 || tally.filesRejected + tally.damaged == 0 {
      parts.append(activitiesText(tally.activities))
    }
    if tally.filesRejected > 0 {
      parts.append("\(count(tally.filesRejected, "file")) with no valid activity")
    }
    let kinds = tally.notActivities.sorted { $0.key.fileDescription < $1.key.fileDescription }
    let others = kinds.reduce(0) { $0 + $1.value }
    if others == 1, let kind = kinds.first?.key {
      parts.append("1 not an activity (\(kind.fileDescription))")
    } else if others > 1 {
      let each = kinds.map { kind, number -> String in
        var noun = kind.fileDescription
        for article in ["a ", "an "] where noun.hasPrefix(article) {
          noun = String(noun.dropFirst(article.count))
        }
        if number > 1, let range = noun.range(of: "file") {
          noun.replaceSubrange(range, with: "files")
        }
        return "\(number) \(noun)"
      }
      parts.append("\(others) not activities (\(each.joined(separator: ", ")))")
    }
    if tally.damaged > 0 { parts.append("\(tally.damaged) damaged") }
    return "\(count(tally.files, "file")): " + parts.joined(separator: ", ")
  }

  /// `3 activities (2 rides, 1 run)`, `1 ride`, `no activity`.
  static func activitiesText(_ bySport: [Sport: Int]) -> String {
    let total = bySport.values.reduce(0, +)
    guard total > 0 else { return "no activity" }
    let sports = bySport.sorted {
      $0.value != $1.value
        ? $0.value > $1.value
        : (Sport.allCases.firstIndex(of: $0.key) ?? 0)
          < (Sport.allCases.firstIndex(of: $1.key) ?? 0)
    }
    let each = sports.map { count($0.value, noun(of: $0.key)) }
    if sports.count == 1 { return each[0] }
    return "\(count(total, "activity", plural: "activities")) (\(each.joined(separator: ", ")))"
  }

  /// The damaged files, the first few with their reasons, and the other files passed over.
  static func problemLines(_ tally: DeviceFileTally) -> [String] {
    var lines: [String] = []
    for problem in tally.damagedExamples {
      lines.append(row("damaged", "'\(problem.path)': \(problem.reason)"))
    }
    if tally.damaged > tally.damagedExamples.count {
      lines.append(row("", "… and \(tally.damaged - tally.damagedExamples.count) more"))
    }
    if tally.ignored > 0 {
      let names = tally.ignoredExamples.map { "'\($0)'" }.joined(separator: ", ")
      let more = tally.ignored > tally.ignoredExamples.count ? ", …" : ""
      lines.append(
        row(
          "ignored",
          "\(count(tally.ignored, "other file")) (not FIT, TCX or GPX): \(names)\(more)"))
    }
    return lines
  }

  /// A sport's activity in words: `ride`, `run`, `strength session`.
  static func noun(of sport: Sport) -> String {
    switch sport {
    case .cycling: return "ride"
    case .running: return "run"
    case .swimming: return "swim"
    case .walking: return "walk"
    case .hiking: return "hike"
    case .strength: return "strength session"
    case .rowing: return "row"
    case .other: return "other activity"
    }
  }

  /// `1 ride`, `2 rides`, `2 activities`.
  static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
    if number == 1 { return "1 \(noun)" }
    let many = plural ?? (noun.hasSuffix("activity") ? noun.dropLast() + "ies" : noun + "s")
    return "\(Shown.grouped(Double(number))) \(many)"
  }
}
