import ScoreEngine

/// The reads of `merged_activities` that reports make (docs/architecture.md §6).
extension StoreDatabase {
  /// How far from UTC midnight of its date a local day's instants may lie, with room to spare:
  /// the zones' offsets run from −12 to +14 hours.
  private static let dayReach: Double = 86_400

  /// The merged activities whose local day is in `days`, by start and id.
  ///
  /// Read by the table's key, the start: the day column has an index, but a damaged page can
  /// empty an index while its table is sound, and a day's strain would then change in silence
  /// (docs/architecture.md §6). The starts that can fall on those days in any zone are read and
  /// their stored days kept.
  func mergedActivities(on days: ClosedRange<LocalDate>) throws(StoreError)
    -> [MergedActivity]
  {
    let first = days.lowerBound.description
    let last = days.upperBound.description
    return try mergedActivities(
      "WHERE start >= ?1 AND start < ?2 ORDER BY start, id",
      Self.utcMidnight(days.lowerBound) - Self.dayReach,
      Self.utcMidnight(days.upperBound.adding(days: 1)) + Self.dayReach
    ) { row in
      row.day >= first && row.day <= last ? .keep : .skip
    }
  }

  /// The latest merged activity on a day before `day`: the first, going back by start, whose
  /// stored day is earlier (a local day never goes back as time goes on).
  func mergedActivity(latestBefore day: LocalDate) throws(StoreError) -> MergedActivity? {
    let before = day.description
    return try mergedActivities(
      "WHERE start < ?1 ORDER BY start DESC, id DESC", Self.utcMidnight(day) + Self.dayReach
    ) { row in
      row.day < before ? .keepAndStop : .skip
    }.first
  }

  private static func utcMidnight(_ day: LocalDate) -> Double {
    Double(day.dayNumber) * 86_400
  }

  /// What a read of merged activities does with a row.
  private enum RowChoice {
    case keep, skip, keepAndStop
  }

  private func mergedActivities(
    _ condition: String, _ bounds: Double..., choose: (MergedActivityRow) -> RowChoice
  ) throws(StoreError) -> [MergedActivity] {
    let rows = try sqlite { () throws(SQLiteError) -> [MergedActivityRow] in
      let statement = try connection.prepare(
        "SELECT start, id, day, duration_s, sport, name, distance_m, average_heart_rate_bpm, "
          + "max_heart_rate_bpm, energy_kcal, load, method, members, stream_coverage, "
          + "scored_heart_rate_bpm, scored_heart_rate_from, correction, ascent_m "
          + "FROM merged_activities NOT INDEXED " + condition)
      defer { statement.reset() }
      for (index, bound) in bounds.enumerated() { try statement.bind(bound, at: Int32(index + 1)) }
      var rows: [MergedActivityRow] = []
      while try statement.step() {
        let row = MergedActivityRow(statement)
        switch choose(row) {
        case .keep: rows.append(row)
        case .skip: continue
        case .keepAndStop: return rows + [row]
        }
      }
      return rows
    }
    var activities: [MergedActivity] = []
    for row in rows {
      do throws(DatabaseRecordError) {
        activities.append(try row.activity())
      } catch {
        throw error.storeError(database: path)
      }
    }
    return activities
  }
}
