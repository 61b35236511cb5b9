import Foundation
import ScoreEngine

/// The reads of a `HistoryWindow` (docs/architecture.md §6): what reports for a range of dates
/// need, by index, so that their cost does not grow with the length of the history.
extension StoreDatabase {
  /// The longest a sleep segment may last, so that segments ending inside a window are found
  /// among those starting at most this long before it.
  static let longestSegment: Double = 86_400
  /// The longest an activity may last.
  package static let longestActivity: Double = 172_800

  /// The sleep segments, samples and daily values that reports of `window` read, from the tables
  /// `include` names (all of them by default). Activities and fitness seeds are not read: reports
  /// take them from the training ledger.
  package func records(
    for window: HistoryWindow, clock: ZoneClock, tables include: (String) -> Bool = { _ in true }
  ) throws(StoreError) -> RecordSet {
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
      where table.name != "activities" && table.name != "fitness_seeds" && include(table.name) {
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

  /// The stale-data index of `window`: the times of the records that count for it in the window
  /// (`records` holds the window's sleep, samples and daily values) and the newest time before.
  package func recordTimes(
    for window: HistoryWindow, records: RecordSet, clock: ZoneClock
  ) throws(StoreError) -> RecordTimeIndex {
    let from = window.recordTimesFrom(clock)
    let through = window.recordTimesThrough(clock)
    var inWindow = RecordSet()
    inWindow.sleep = records.sleep
    inWindow.sleepSummaries = records.sleepSummaries
    inWindow.hrv = records.hrv
    inWindow.respiratoryRate = records.respiratoryRate
    inWindow.dailySleep = records.dailySleep
    inWindow.dailyHRV = records.dailyHRV
    inWindow.restingHeartRate = records.restingHeartRate
    inWindow.dailyRespiratoryRate = records.dailyRespiratoryRate
    inWindow.skinTemperature = records.skinTemperature
    inWindow.steps = records.steps
    inWindow.activeEnergy = records.activeEnergy
    let (activityEnds, fitnessDays, earlier) = try read {
      () throws(StoreError) -> ([Double], [LocalDate], Double?) in
      (
        try self.activityEnds(from: from, through: through),
        try fitnessSeedDays(window.dailyDays), try newestRecordTime(before: from, clock: clock)
      )
    }
    let fitnessEnds = fitnessDays.map { clock.startOfDay($0.adding(days: 1)) }
    let all = RecordTimeIndex(inWindow, clock: clock).times + fitnessEnds + activityEnds
    return RecordTimeIndex(times: all.filter { $0 >= from && $0 <= through }, earlier: earlier)
  }

  /// The end instants of activity recordings ending in `[from, through]`.
  private func activityEnds(from: Double, through: Double) throws(StoreError) -> [Double] {
    try sqlite { () throws(SQLiteError) in
      let statement = try connection.prepare(
        "SELECT start + duration_s FROM activities "
          + "WHERE start + duration_s >= ?1 AND start + duration_s <= ?2")
      defer { statement.reset() }
      try statement.bind(from, at: 1)
      try statement.bind(through, at: 2)
      var ends: [Double] = []
      while try statement.step() { ends.append(statement.double(at: 0)) }
      return ends
    }
  }

  /// The days of `days` with a fitness seed (their end counts as a record time).
  private func fitnessSeedDays(_ days: ClosedRange<LocalDate>) throws(StoreError) -> [LocalDate] {
    let texts = try sqlite { () throws(SQLiteError) in
      let statement = try connection.prepare(
        "SELECT DISTINCT day FROM fitness_seeds WHERE day >= ?1 AND day <= ?2")
      defer { statement.reset() }
      try statement.bind(days.lowerBound, at: 1)
      try statement.bind(days.upperBound, at: 2)
      var texts: [String] = []
      while try statement.step() { texts.append(statement.text(at: 0)) }
      return texts
    }
    return texts.compactMap { LocalDate(iso: $0) }
  }

  /// The newest instant before `instant` at which any record counts for stale data: a timed
  /// record at its end, a daily record at the end of its day (docs/algorithm.md §11).
  func newestRecordTime(before instant: Double, clock: ZoneClock) throws(StoreError) -> Double? {
    let day = clock.day(of: Date(timeIntervalSince1970: instant))
    // A daily record of day d counts at the start of d + 1, which must be before the instant.
    let lastDay = clock.startOfDay(day) < instant ? day.adding(days: -1) : day.adding(days: -2)
    return try sqlite { () throws(SQLiteError) -> Double? in
      var newest: Double?
      func consider(_ value: Double?) {
        if let value { newest = max(newest ?? value, value) }
      }
      for (table, column) in [
        ("sleep_segments", "\"end\""), ("sleep_summaries", "\"end\""), ("hrv_samples", "time"),
        ("respiratory_samples", "time"),
        ("activities", "start + duration_s"),
      ] {
        let statement = try connection.prepare(
          "SELECT max(\(column)) FROM \(table) WHERE \(column) < ?1")
        defer { statement.reset() }
        try statement.bind(instant, at: 1)
        if try statement.step() { consider(statement.optionalDouble(at: 0)) }
      }
      for table in RecordTables.dailyTableNames {
        let statement = try connection.prepare("SELECT max(day) FROM \(table) WHERE day <= ?1")
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
}
