/// What a Strava bulk export held, and how its `activities.csv` rows and its activity files
/// became activities (docs/formats.md §6.6).
public struct StravaExportImport: Sendable {
  /// A row whose `Filename` names a file the export does not hold.
  public struct MissingFile: Hashable, Sendable {
    /// The row's line in `activities.csv`.
    public var line: Int
    /// The `Filename` as written.
    public var filename: String
  }

  /// How many missing files keep their names for the summary.
  public static let keptExamples = 5

  /// Every activity — joined, from the CSV alone, from a file alone — with the rejections and
  /// notes of the CSV and of every file.
  public var report = ImportReport()
  /// The path of `activities.csv` inside the export.
  public var csvPath: String
  /// Rows of `activities.csv` read, kept or not.
  public var rowsSeen = 0
  /// Rows of `activities.csv` kept (rejected rows are in `report.rejections`).
  public var rows = 0
  /// Rows joined with the activity of their file: one activity each.
  public var joined = 0
  /// Rows with no `Filename` (a manual entry): kept as Strava's summary alone.
  public var rowsWithoutFile = 0
  /// Rows whose file could not be read or holds no activity: kept as Strava's summary alone.
  public var rowsWithUnusableFile = 0
  /// Rows whose file is not in the export: kept as Strava's summary alone.
  public var rowsWithMissingFile = 0
  /// The first of those rows.
  public var missingFiles: [MissingFile] = []
  /// Activities of files that no row names, kept as device activities.
  public var activitiesWithoutRow = 0
  /// The activity files read.
  public var files = DeviceFileTally()

  /// An empty result for the `activities.csv` at `csvPath`.
  public init(csvPath: String) {
    self.csvPath = csvPath
  }
}
