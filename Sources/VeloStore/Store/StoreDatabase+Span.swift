import Foundation
import ScoreEngine

/// Reads for the commands that look across many days (`export`, `activities`): the days the
/// records span, and the activity recordings of a window without the other kinds.
extension StoreDatabase {
  /// The instant columns of the timed tables, for the span of the records.
  private static let timedColumns = [
    ("sleep_segments", "start"), ("sleep_summaries", "start"), ("hrv_samples", "time"),
    ("respiratory_samples", "time"), ("activities", "start"),
  ]

  /// The first and last local day with any record (a timed record on the day of its time), or
  /// `nil` for an empty store.
  package func recordDays(clock: ZoneClock) throws(StoreError) -> ClosedRange<LocalDate>? {
    let (instants, days) = try read { () throws(StoreError) -> ([Double], [String]) in
      try sqlite { () throws(SQLiteError) -> ([Double], [String]) in
        var instants: [Double] = []
        for (table, column) in Self.timedColumns {
          let statement = try connection.prepare(
            "SELECT min(\(column)), max(\(column)) FROM \(table) NOT INDEXED")
          defer { statement.reset() }
          if try statement.step() {
            instants += [statement.optionalDouble(at: 0), statement.optionalDouble(at: 1)]
              .compactMap { $0 }
          }
        }
        var days: [String] = []
        for table in RecordTables.dailyTableNames {
          let statement = try connection.prepare(
            "SELECT min(day), max(day) FROM \(table) NOT INDEXED")
          defer { statement.reset() }
          if try statement.step() {
            days += [statement.optionalText(at: 0), statement.optionalText(at: 1)]
              .compactMap { $0 }
          }
        }
        return (instants, days)
      }
    }
    let all =
      instants.map { clock.day(of: Date(timeIntervalSince1970: $0)) }
      + days.compactMap { LocalDate(iso: $0) }
    guard let first = all.min(), let last = all.max() else { return nil }
    return first...last
  }

  /// The activity recordings that start in `[from, through]` (seconds since 1970), every
  /// provider's, with their heart-rate streams.
  package func activityRecordings(from: Double, through: Double) throws(StoreError) -> [Activity] {
    let window = RecordWindow(
      from: Date(timeIntervalSince1970: from), to: Date(timeIntervalSince1970: through),
      firstDay: LocalDate(dayNumber: 0), lastDay: LocalDate(dayNumber: 0))
    return try read { () throws(StoreError) -> [Activity] in
      var records = RecordSet()
      for table in RecordTables.all where table.name == "activities" {
        try self.records { () throws(DatabaseFailure) in
          try table.read(connection, window, &records)
        }
      }
      return records.activities
    }
  }
}
