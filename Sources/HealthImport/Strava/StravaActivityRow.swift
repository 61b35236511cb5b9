import ScoreEngine

/// One row of an `activities.csv`, read into an activity, with the path of its original file.
public struct StravaActivityRow: Hashable, Sendable {
  /// The activity of the row.
  public var activity: Activity
  /// The `Filename` column as written: the original recording's path inside the bulk export
  /// (e.g. `activities/16911230001.fit.gz`); `nil` when the cell is empty (a manual entry) or
  /// the header has no such column.
  public var filename: String?
  /// The 1-based line on which the row starts.
  public var line: Int

  /// Creates a row.
  public init(activity: Activity, filename: String?, line: Int) {
    self.activity = activity
    self.filename = filename
    self.line = line
  }
}

/// Everything read from an `activities.csv`: the report, and the rows behind its activities.
public struct StravaActivities: Sendable {
  /// Activities kept (the same, in the same order, as `rows`), rejections and counts.
  public var report: ImportReport
  /// The kept rows, in file order, each with its `Filename`.
  public var rows: [StravaActivityRow]

  /// Creates a result.
  public init(report: ImportReport = ImportReport(), rows: [StravaActivityRow] = []) {
    self.report = report
    self.rows = rows
  }
}
