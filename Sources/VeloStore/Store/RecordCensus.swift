import ScoreEngine

/// What the store's record tables hold, counted: rows per table and source, and the span of
/// time they cover (for `veloready status`).
package struct RecordCensus: Equatable {
  /// The rows of one record table from one source.
  package struct Count: Equatable {
    /// The table, e.g. `sleep_segments` (docs/formats.md §5.2).
    package var table: String
    /// The importer, e.g. `apple-health`, as stored.
    package var provider: String
    /// The device or app, e.g. `Mark's Apple Watch`, as stored.
    package var source: String
    /// Rows.
    package var rows: Int
  }

  /// Rows per table and source, in table order, then by provider and source.
  package var counts: [Count] = []
  /// The earliest and latest instant of a timed record (a sleep segment's end, a sample's time,
  /// an activity's start), seconds since 1970-01-01 UTC; `nil` when there is none.
  package var instants: ClosedRange<Double>?
  /// The first and last local date of a daily record; `nil` when there is none.
  package var days: ClosedRange<LocalDate>?
  /// The services' own scores stored beside the records (`reference_scores`, not records).
  package var referenceScores = 0

  /// Every row of every record table.
  package var total: Int { counts.reduce(0) { $0 + $1.rows } }

  /// The first and last local date with any record, timed records placed in `clock`'s zone.
  package func coveredDays(in clock: ZoneClock) -> ClosedRange<LocalDate>? {
    var bounds: [LocalDate] = []
    if let instants {
      bounds += [
        clock.day(ofEpochSeconds: instants.lowerBound),
        clock.day(ofEpochSeconds: instants.upperBound),
      ]
    }
    if let days { bounds += [days.lowerBound, days.upperBound] }
    guard let first = bounds.min(), let last = bounds.max() else { return nil }
    return first...last
  }
}
