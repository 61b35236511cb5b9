import Foundation
import ScoreEngine

/// The reads of a `HistoryWindow` (docs/architecture.md §6): what reports for a range of dates
/// need, by index, so that their cost does not grow with the length of the history.
extension StoreDatabase {
  /// The longest a sleep segment may last, so that segments ending inside a window are found
  /// among those starting at most this long before it.
  static let longestSegment: Double = 86_400
  /// The longest an activity may last.
  package static let longestActivity = RecordValidator.Range.durationSeconds.upperBound

  /// The sleep segments, samples and daily values that reports of `window` read. Activities and
  /// fitness seeds are not read: reports take them from the training ledger.
  package func records(for window: HistoryWindow, clock: ZoneClock) throws(StoreError)
    -> RecordSet
  {
    let from = window.timedFrom(clock)
    let through = window.timedThrough(clock)
    let instants = RecordWindow(
      from: Date(timeIntervalSince1970: from), to: Date(timeIntervalSince1970: through),
      firstDay: window.dailyDays.lowerBound, lastDay: window.dailyDays.upperBound)
    var segmentsWindow = instants
    segmentsWindow.from = Date(timeIntervalSince1970: from - Self.longestSegment)
    return try read { () throws(StoreError) in
      var records = RecordSet()
      for table in RecordTables.all
      where table.name != "activities" && table.name != "fitness_seeds" {
        let isNight = table.name == "sleep_segments" || table.name == "sleep_summaries"
        let range = isNight ? segmentsWindow : instants
        try self.records { () throws(DatabaseFailure) in
          try table.read(connection, range, &records)
        }
      }
      records.sleep.removeAll { $0.end.timeIntervalSince1970 < from }
      records.sleepSummaries.removeAll { $0.end.timeIntervalSince1970 < from }
      return records
    }
  }

  /// The stale-data index of `window`: the times of the wellness records that count for it in
  /// the window (`records` holds the window's sleep, samples and daily values) and the newest
  /// time before. Activities, steps, active energy and fitness records do not count
  /// (docs/algorithm.md §11).
  package func recordTimes(
    for window: HistoryWindow, records: RecordSet, clock: ZoneClock
  ) throws(StoreError) -> RecordTimeIndex {
    let from = window.recordTimesFrom(clock)
    let through = window.recordTimesThrough(clock)
    let earlier = try read { () throws(StoreError) -> Double? in
      try newestRecordTime(before: from, clock: clock)
    }
    let all = RecordTimeIndex(records, clock: clock).times
    // A part of sorted times is sorted: not sorted again.
    return RecordTimeIndex(
      sortedTimes: all.filter { $0 >= from && $0 <= through }, earlier: earlier)
  }

  /// The newest instant before `instant` at which a wellness record counts for stale data: a
  /// timed record at its end, a daily record at the end of its day (docs/algorithm.md §11).
  func newestRecordTime(before instant: Double, clock: ZoneClock) throws(StoreError) -> Double? {
    let day = clock.day(of: Date(timeIntervalSince1970: instant))
    // A daily record of day d counts at the start of d + 1, which must be before the instant.
    let lastDay = clock.startOfDay(day) < instant ? day.adding(days: -1) : day.adding(days: -2)
    return try sqlite { () throws(SQLiteError) -> Double? in
      var newest: Double?
      func consider(_ value: Double?) {
        if let value { newest = max(newest ?? value, value) }
      }
      // Nights by the tables' keys (their start), never by the index of ends, which a damaged
      // page could empty in silence.
      consider(try newestNightEnd(in: "sleep_segments", before: instant))
      consider(try newestNightEnd(in: "sleep_summaries", before: instant))
      for table in ["hrv_samples", "respiratory_samples"] {
        let statement = try connection.prepare(
          "SELECT max(time) FROM \(table) NOT INDEXED WHERE time < ?1")
        defer { statement.reset() }
        try statement.bind(instant, at: 1)
        if try statement.step() { consider(statement.optionalDouble(at: 0)) }
      }
      for table in RecordTables.wellnessDailyTableNames {
        let statement = try connection.prepare(
          "SELECT max(day) FROM \(table) NOT INDEXED WHERE day <= ?1")
        defer { statement.reset() }
        try statement.bind(lastDay, at: 1)
        if try statement.step(), let text = statement.optionalText(at: 0),
          let found = LocalDate(iso: text)
        {
          consider(clock.startOfDay(found.adding(days: 1)))
        }
      }
      return newest
    }
  }

  /// The latest end before `instant` of a sleep segment or summary in `table`, found by the
  /// table's key (the start)
  /// rather than by the index of ends, which a damaged page could empty in silence: going back
  /// from `instant` by start, until no earlier segment can end later than the latest end found
  /// (a segment or a summary lasts at most `longestSegment`).
  private func newestNightEnd(in table: String, before instant: Double) throws(SQLiteError)
    -> Double?
  {
    let statement = try connection.prepare(
      "SELECT start, \"end\" FROM \(table) NOT INDEXED WHERE start < ?1 ORDER BY start DESC")
    defer { statement.reset() }
    try statement.bind(instant, at: 1)
    var newest: Double?
    while try statement.step() {
      if let newest, statement.double(at: 0) < newest - Self.longestSegment { break }
      let end = statement.double(at: 1)
      if end < instant { newest = max(newest ?? end, end) }
    }
    return newest
  }
}
