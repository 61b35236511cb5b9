import ScoreEngine
import VeloKit

/// `veloready activities` as text: each merged activity with its load and how it was computed,
/// then every recording it was merged from (docs/architecture.md §14).
enum ActivitiesText {
  static func render(_ listing: ActivityListing, _ run: ReportRun) -> [String] {
    let style = run.style
    let dot = run.dot
    var name = "Activities"
    if let sport = listing.sport { name += " (\(sport.rawValue))" }
    var lines = run.title(name, listing.range.text(unicode: style.unicode), origin: listing.origin)
    let count = listing.entries.count
    lines += TextFit.wrap(
      [
        count == 1 ? "1 activity" : "\(count) activities",
        Shown.duration(seconds: listing.totalSeconds), "load \(Shown.number(listing.totalLoad, 1))",
      ].joined(separator: dot), after: "  ", hangingIndent: 2, style)
    let clock = run.setup.clock
    for entry in listing.entries {
      let activity = entry.activity
      lines.append("")
      let start = clock.iso8601(activity.start)
      let time = String(start.dropFirst(11).prefix(5))
      let heading = [
        "\(entry.shortID) \(Shown.shortDate(activity.date)) \(time)",
        activity.name ?? activity.sport.rawValue,
        activity.sport.rawValue, Shown.duration(seconds: activity.durationSeconds),
      ].joined(separator: dot)
      lines += block(heading, style).map { "  " + style.paint(String($0.dropFirst(2)), .bold) }
      var figures = [CorrectionText.load(activity)]
      if let average = activity.averageHeartRate {
        figures.append(
          "HR \(Shown.number(average, 0)) avg"
            + (activity.maxHeartRate.map { ", \(Shown.number($0, 0)) max" } ?? ""))
      }
      if let power = entry.normalizedPower {
        figures.append("power \(Shown.number(power, 0)) W NP")
      } else if let power = entry.averagePower {
        figures.append("power \(Shown.number(power, 0)) W avg")
      }
      lines += block(figures.joined(separator: dot), indent: 4, style)
      let members = activity.members
      if members.count > 1 {
        lines += block("merged from \(members.count) recordings:", indent: 4, style)
      }
      for (index, member) in members.enumerated() {
        var text = "\(member.source) (\(member.provider.rawValue), \(member.id))"
        if index == entry.countedIndex, members.count > 1 { text += ": its load counts" }
        if entry.recordings[index] == nil { text += ": no longer stored" }
        lines += block(
          (members.count > 1 ? "" : "recorded by ") + text, indent: members.count > 1 ? 6 : 4,
          style)
      }
    }
    if listing.entries.isEmpty {
      lines.append("")
      lines.append("  no activities")
    }
    return lines
  }

  /// `text` wrapped to the width, every line indented by `indent`.
  static func block(_ text: String, indent: Int = 2, _ style: TerminalStyle) -> [String] {
    TextFit.wrap(
      text, after: String(repeating: " ", count: indent), hangingIndent: indent + 2, style)
  }
}
