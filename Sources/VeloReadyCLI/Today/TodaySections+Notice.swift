import ScoreEngine
import VeloKit

extension TodaySections {
  /// What to do when the date shows nothing: import or sync into an empty store, or look at the
  /// newest day with data when it is at most a week old. Commands stand on lines of their own,
  /// whole, to be copied.
  static func notice(_ snapshot: TodaySnapshot, today: LocalDate, _ style: TerminalStyle)
    -> [String]
  {
    guard snapshot.origin != .demo else { return [] }
    var text: String
    var commands: [String]
    if !snapshot.hasRecords {
      text = "No records yet: import a file, or set up intervals.icu and sync:"
      commands = [
        "veloready import FILE", "veloready config set intervals.apiKey KEY && veloready sync",
      ]
    } else if !snapshot.hasDataForDate, let newest = snapshot.newestRecordDay,
      newest < snapshot.date, snapshot.date.days(since: newest) <= 7
    {
      text =
        "No data for \(Shown.shortDate(snapshot.date, today: today))"
        + (snapshot.date >= today ? " yet" : "") + "; the newest is from "
        + "\(Shown.shortDate(newest, today: today)):"
      commands = ["veloready today --date \(newest)"]
    } else {
      return []
    }
    return TextFit.wrap(text, after: "  ", hangingIndent: 2, style)
      + commands.map { TextFit.cut("    " + $0, to: style.width, style) }
  }
}
