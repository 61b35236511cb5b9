import Foundation
import ScoreEngine
import VeloJSON

/// The training ledger kept in the database (docs/architecture.md §6): the merged activities with
/// their loads and the PMC, computed from every activity record whenever the records or the
/// settings change, so that a report reads only its days of it.
///
/// Like the score cache it is derived data: writing it does not advance the generation. It is
/// valid while its settings fingerprint and the records generation it was computed from match.
extension StoreDatabase {
  /// The counter that advances whenever an import or a sync changes a record.
  package func recordsGeneration() throws(StoreError) -> Int64 {
    try sqlite { () throws(SQLiteError) in
      try connection.scalarInteger("SELECT value FROM meta WHERE key = 'records_generation'") ?? 0
    }
  }

  /// Advances the records generation: the stored training ledger no longer matches the records.
  package func recordsChanged() throws(StoreError) {
    try sqlite { () throws(SQLiteError) in
      try connection.prepare(
        "UPDATE meta SET value = value + 1 WHERE key = 'records_generation'"
      ).run()
    }
  }

  /// The activity, fitness and resting heart-rate records: what the training ledger is
  /// computed from. A stored heart-rate stream whose bytes are those of one in `streams` is read
  /// as the samples in hand, not decoded again.
  package func trainingRecords(streams: HeartRateStreams = HeartRateStreams()) throws(StoreError)
    -> RecordSet
  {
    try read { () throws(StoreError) in
      var records = RecordSet()
      for table in RecordTables.all(with: streams)
      where ["activities", "fitness_seeds", "resting_heart_rate"].contains(table.name) {
        try self.records { () throws(DatabaseFailure) in
          try table.read(connection, nil, &records)
        }
      }
      return records
    }
  }

  /// Replaces the stored ledger with `ledger`, computed with `settings` from the records of
  /// `recordsGeneration`.
  package func saveLedger(_ ledger: TrainingLedger, settings: String, recordsGeneration: Int64)
    throws(StoreError)
  {
    try derivedWrite { () throws(SQLiteError) in
      try connection.execute("DELETE FROM merged_activities; DELETE FROM pmc;")
      let activity = try connection.prepare(
        "INSERT INTO merged_activities (start, id, day, duration_s, sport, name, distance_m, "
          + "average_heart_rate_bpm, max_heart_rate_bpm, energy_kcal, load, method, members, "
          + "stream_coverage, scored_heart_rate_bpm, scored_heart_rate_from, correction, ascent_m) "
          + "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, "
          + "?18)")
      for merged in ledger.activities {
        try Self.bind(merged, activity)
        try activity.run()
      }
      let chart = ledger.chart
      let day = try connection.prepare(
        "INSERT INTO pmc (day, load, ctl, atl) VALUES (?1, ?2, ?3, ?4)")
      if let start = chart.startDay, let last = chart.lastComputedDay {
        for number in start.dayNumber...last.dayNumber {
          let date = LocalDate(dayNumber: number)
          guard let values = chart.values(atEndOf: date) else { continue }
          try day.bind(date, at: 1)
          try day.bind(ledger.load(on: date), at: 2)
          try day.bind(values.ctl, at: 3)
          try day.bind(values.atl, at: 4)
          try day.run()
        }
      }
      let meta = try connection.prepare(
        "INSERT OR REPLACE INTO training_ledger (id, settings, records_generation, pmc_start, "
          + "pmc_anchor, pmc_anchor_ctl, pmc_anchor_atl, pmc_anchor_provider, pmc_anchor_source) "
          + "VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
      try meta.bind(settings, at: 1)
      try meta.bind(recordsGeneration, at: 2)
      try meta.bind(chart.startDay?.description, at: 3)
      try meta.bind(chart.anchor?.date.description, at: 4)
      try meta.bind(chart.anchor?.ctl, at: 5)
      try meta.bind(chart.anchor?.atl, at: 6)
      try meta.bind(chart.anchor?.source.provider.rawValue, at: 7)
      try meta.bind(chart.anchor?.source.name, at: 8)
      try meta.run()
    }
  }

  /// The parts of the stored ledger that reports of `window` read, or `nil` when the stored
  /// ledger was computed with other settings or from other records. `constants` are the time
  /// constants that `settings` names.
  package func ledger(for window: HistoryWindow, settings: String, constants: PMCConstants)
    throws(StoreError) -> TrainingLedger?
  {
    try read { () throws(StoreError) -> TrainingLedger? in
      guard let (start, anchor) = try storedLedger(settings: settings) else { return nil }
      let dates = window.activityDays
      var activities = try mergedActivities(on: dates)
      if let latest = try mergedActivity(latestBefore: dates.lowerBound) {
        activities.append(latest)
      }
      let (chart, rows) = try storedChart(
        window, start: start, anchor: anchor, constants: constants)
      // The chart's rows hold every stored day of `loadDays` (they run from the chart's first
      // day, before the load days or at the PMC's first row, to the window's last date), so the
      // loads are taken from them rather than read a second time.
      var loads: [Int: Double] = [:]
      for (day, load, _, _) in rows where load != 0 && window.loadDays.contains(day) {
        loads[day.dayNumber] = load
      }
      return TrainingLedger(activities: activities, loads: loads, chart: chart)
    }
  }

  /// The stored ledger's PMC start and anchor, when it matches `settings` and the records.
  private func storedLedger(settings: String) throws(StoreError) -> (LocalDate?, FitnessSeed?)? {
    typealias Row = (
      settings: String, generation: Int64, start: String?, anchor: String?, ctl: Double?,
      atl: Double?, provider: String?, source: String?
    )
    let row = try sqlite { () throws(SQLiteError) -> Row? in
      let statement = try connection.prepare(
        "SELECT settings, records_generation, pmc_start, pmc_anchor, pmc_anchor_ctl, "
          + "pmc_anchor_atl, pmc_anchor_provider, pmc_anchor_source FROM training_ledger")
      defer { statement.reset() }
      guard try statement.step() else { return nil }
      return (
        statement.text(at: 0), statement.int64(at: 1), statement.optionalText(at: 2),
        statement.optionalText(at: 3), statement.optionalDouble(at: 4),
        statement.optionalDouble(at: 5), statement.optionalText(at: 6),
        statement.optionalText(at: 7)
      )
    }
    guard let row, row.settings == settings, row.generation == (try recordsGeneration()) else {
      return nil
    }
    func damaged(_ reason: String) -> StoreError {
      DatabaseRecordError(table: "training_ledger", reason: reason).storeError(database: path)
    }
    guard let startText = row.start else { return (nil, nil) }
    guard let start = LocalDate(iso: startText) else {
      throw damaged("'\(startText)' is not a day")
    }
    guard let anchorText = row.anchor else { return (start, nil) }
    guard let day = LocalDate(iso: anchorText), let ctl = row.ctl, let atl = row.atl,
      let provider = row.provider.flatMap(Provider.init(rawValue:)), let source = row.source
    else { throw damaged("the PMC's anchor on '\(anchorText)' is incomplete") }
    return (
      start,
      FitnessSeed(
        date: day, ctl: ctl, atl: atl, source: Source(provider: provider, name: source))
    )
  }

  /// The stored PMC from the window's first chart day (or the PMC's start, or its last stored
  /// day when the window lies after it) to the window's last date, and the rows it was made
  /// from (none when the ledger has no PMC).
  private func storedChart(
    _ window: HistoryWindow, start: LocalDate?, anchor: FitnessSeed?, constants: PMCConstants
  ) throws(StoreError) -> (PerformanceChart, [(LocalDate, Double, Double, Double)]) {
    let last = window.dates.upperBound
    guard let start else {
      return (PerformanceChart(loads: [:], anchor: nil, constants: constants, lastDay: last), [])
    }
    let lastStored =
      try sqlite { () throws(SQLiteError) in
        try connection.scalarText("SELECT max(day) FROM pmc")
      }.flatMap { LocalDate(iso: $0) } ?? start
    let from = min(max(window.chartFrom, start), lastStored)
    let rows = try pmcRows(from: from, through: max(from, last))
    let chart = PerformanceChart(
      startDay: start, anchor: anchor, constants: constants, firstDay: from,
      ctl: rows.map(\.2), atl: rows.map(\.3))
    return (chart, rows)
  }

  private func pmcRows(from first: LocalDate, through last: LocalDate) throws(StoreError)
    -> [(LocalDate, Double, Double, Double)]
  {
    try pmc(from: first, through: last).map { ($0.day, $0.load, $0.ctl, $0.atl) }
  }

  private static func bind(_ merged: MergedActivity, _ statement: SQLiteStatement)
    throws(SQLiteError)
  {
    try statement.bind(merged.start, at: 1)
    try statement.bind(merged.id, at: 2)
    try statement.bind(merged.date, at: 3)
    try statement.bind(merged.durationSeconds, at: 4)
    try statement.bind(merged.sport.rawValue, at: 5)
    try statement.bind(merged.name, at: 6)
    try statement.bind(merged.distanceMeters, at: 7)
    try statement.bind(merged.averageHeartRate, at: 8)
    try statement.bind(merged.maxHeartRate, at: 9)
    try statement.bind(merged.energyKilocalories, at: 10)
    try statement.bind(merged.load, at: 11)
    try statement.bind(merged.method.rawValue, at: 12)
    try statement.bind(JSONWriter.compact(StoredCorrection.membersJSON(merged.members)), at: 13)
    try statement.bind(merged.streamCoverage, at: 14)
    try statement.bind(merged.scoredHeartRate?.bpm, at: 15)
    try statement.bind(merged.scoredHeartRate?.origin.rawValue, at: 16)
    try statement.bind(
      merged.correction.map { JSONWriter.compact(CorrectionColumn.json($0)) }, at: 17)
    try statement.bind(merged.ascentMeters, at: 18)
  }
}
