import ScoreEngine
import VeloKit
import VeloStore

/// `veloready tag list` as text: one line a tagged day, newest first.
enum TagListText {
  static func render(_ tags: [DayTag], _ range: DayRange, _ run: ReportRun) -> [String] {
    var lines = run.title("Tags", range.text(unicode: run.style.unicode), origin: .fresh)
    var byDay: [LocalDate: [DayTag]] = [:]
    for tag in tags { byDay[tag.date, default: []].append(tag) }
    lines.append("")
    if byDay.isEmpty {
      lines.append("  no tags; add one: veloready tag add alcohol")
      return lines
    }
    for day in byDay.keys.sorted(by: >) {
      let names = (byDay[day] ?? []).map { tag in
        Shown.input(tag.name) + (tag.value.map { " " + Shown.number($0, 0) } ?? "")
          + (tag.origin == "rider" ? "" : " (\(tag.origin))")
      }
      lines += TextFit.wrap(
        Shown.shortDate(day) + " " + names.joined(separator: ", "), after: "  ",
        hangingIndent: 14, run.style)
    }
    let count = tags.count
    lines.append("")
    lines.append(
      "  \(count == 1 ? "1 tag" : "\(count) tags") on "
        + "\(byDay.count == 1 ? "1 day" : "\(byDay.count) days")")
    return lines
  }
}
