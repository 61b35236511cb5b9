import ScoreEngine
import VeloKit

extension TodaySections {
  /// What to do when the date shows nothing: import or sync into an empty store, or look at a
  /// day with data, however old, with the store's first and last day said. Commands stand on
  /// lines of their own, whole, to be copied.
  static func notice(_ snapshot: TodaySnapshot, today: LocalDate, _ style: TerminalStyle)
    -> [String]
  {
    guard snapshot.origin != .demo else { return [] }
    if !snapshot.hasRecords {
      return DataPointer.text(nil, asked: "", style, command: "")
    }
    guard !snapshot.hasDataForDate, let found = snapshot.recordDays else { return [] }
    let asked =
      "for \(Shown.shortDate(snapshot.date, today: today))"
      + (snapshot.date >= today ? " yet" : "")
    return DataPointer.text(
      found, asked: asked, style, command: "veloready today --date \(shownDay(snapshot, found))")
  }

  /// The day the notice's command shows: the newest before the date when the date is inside
  /// the store's days, else the nearer end.
  static func shownDay(_ snapshot: TodaySnapshot, _ found: ClosedRange<LocalDate>) -> LocalDate {
    if snapshot.date < found.lowerBound { return found.lowerBound }
    if snapshot.date > found.upperBound { return found.upperBound }
    if let newest = snapshot.newestRecordDay, newest < snapshot.date, found.contains(newest) {
      return newest
    }
    return found.upperBound
  }
}
