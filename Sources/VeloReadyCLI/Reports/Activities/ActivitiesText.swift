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
    let dates = listing.range.dates
    let years = dates.lowerBound.components.year != dates.upperBound.components.year
    for entry in listing.entries {
      let activity = entry.activity
      lines.append("")
      let start = clock.iso8601(activity.start)
      let time = String(start.dropFirst(11).prefix(5))
      // A recording without a name (most device files) shows its sport once, not as its name too.
      let heading = [
        "\(entry.shortID) \(Shown.shortDate(activity.date))"
          + (years ? " \(activity.date.components.year)" : "") + " \(time)",
        activity.name.map(Shown.input),
        activity.sport.rawValue, Shown.duration(seconds: activity.durationSeconds),
      ].compactMap { $0 }.joined(separator: dot)
      lines += block(heading, style).map { "  " + style.paint(String($0.dropFirst(2)), .bold) }
      var figures = [CorrectionText.load(activity)] + distanceFigures(activity)
      if let climbing = climbingFigure(activity) { figures.append(climbing) }
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
        var text =
          "\(Shown.input(member.source)) (\(member.provider.rawValue), \(Shown.input(member.id)))"
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
    let unscored = listing.entries.filter { poweredWithoutFTP($0, run.setup.profile) }.count
    return lines + ftpHint(unscored, style)
  }

  /// `hint: 2 rides have power but no FTP is set, …: veloready config set ftp N`, said once
  /// under the list (and under `explain strain`); nothing for no such ride.
  static func ftpHint(_ rides: Int, _ style: TerminalStyle) -> [String] {
    guard rides > 0 else { return [] }
    let text =
      "hint: \(rides == 1 ? "1 ride has" : "\(rides) rides have") power but no FTP is set, so "
      + "\(rides == 1 ? "its" : "their") load is not from power: veloready config set ftp N"
    return [""] + TextFit.wrap(text, after: "  ", hangingIndent: 4, style)
  }

  /// `42.3 km · 28.4 km/h`: the distance and the average over the recorded time, as each sport
  /// says it: a pace per kilometre for a run, walk or hike (`5:12 /km`), per 100 m for a swim
  /// (`2:05 /100 m`), a speed otherwise.
  static func distanceFigures(_ activity: MergedActivity) -> [String] {
    guard let meters = activity.distanceMeters, meters > 0 else { return [] }
    let seconds = activity.durationSeconds
    let distance =
      meters < 10_000 && activity.sport == .swimming
      ? "\(Shown.grouped(meters.rounded())) m" : "\(Shown.number(meters / 1000, 1)) km"
    guard seconds > 0 else { return [distance] }
    func pace(per unit: Double) -> String {
      let whole = Int((seconds / meters * unit).rounded())
      return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
    }
    switch activity.sport {
    case .running, .walking, .hiking: return [distance, pace(per: 1000) + " /km"]
    case .swimming: return [distance, pace(per: 100) + " /100 m"]
    default: return [distance, "\(Shown.number(meters / seconds * 3.6, 1)) km/h"]
    }
  }

  /// `612 m climbed`: the total ascent (docs/algorithm.md §7.6), when the sources gave one of at
  /// least a metre; a flat ride's `0` stays in the JSON, where it says "measured and flat".
  static func climbingFigure(_ activity: MergedActivity) -> String? {
    guard let ascent = activity.ascentMeters, ascent.rounded() >= 1 else { return nil }
    return "\(Shown.grouped(ascent.rounded())) m climbed"
  }

  /// Whether a ride with power was scored by another method only because no FTP is set: not
  /// when the rider ignored its power or set its load.
  static func poweredWithoutFTP(_ entry: ActivityListing.Entry, _ profile: AthleteProfile)
    -> Bool
  {
    let activity = entry.activity
    guard activity.sport.family == .cycling, profile.ftp == nil, activity.method != .power,
      activity.method != .rider, activity.method != .source
    else { return false }
    if activity.correction?.changes.contains(.ignorePower) == true { return false }
    return entry.normalizedPower != nil || entry.averagePower != nil
  }

  /// `text` wrapped to the width, every line indented by `indent`.
  static func block(_ text: String, indent: Int = 2, _ style: TerminalStyle) -> [String] {
    TextFit.wrap(
      text, after: String(repeating: " ", count: indent), hangingIndent: indent + 2, style)
  }
}
