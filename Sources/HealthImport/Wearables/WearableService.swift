import ScoreEngine

/// A service whose own data export veloready reads (docs/formats.md §6.7).
public enum WearableService: String, CaseIterable, Hashable, Sendable {
  /// WHOOP: the CSV files of the export WHOOP mails.
  case whoop = "WHOOP"
  /// Oura: the trends CSV or JSON of Oura's web app.
  case oura = "Oura"
  /// Garmin Connect: the wellness JSON of the account data export.
  case garmin = "Garmin Connect"

  /// The source of every record of the service's export.
  public var source: Source {
    switch self {
    case .whoop: return Source(provider: .whoop, name: "WHOOP")
    case .oura: return Source(provider: .oura, name: "Oura")
    case .garmin: return Source(provider: .garminConnect, name: "Garmin Connect")
    }
  }
}

/// What one file of a wearable export held, for the import summary: rows read, the dates they
/// cover and the rows skipped on purpose (rejected rows are in the report's rejection log).
public struct WearableFileSummary: Hashable, Sendable {
  /// The file's name, or its path inside an archive or folder.
  public var name: String
  /// What the file is.
  public var kind: WearableFileKind
  /// Data rows (CSV) or objects (JSON) read.
  public var rows = 0
  /// The first and last day the file's kept records are for.
  public var dateRange: ClosedRange<LocalDate>?
  /// Rows or values left out on purpose, by reason (an unscored night, the cycle still open).
  public var skipped: [String: Int] = [:]

  /// An empty summary of the file `name` of kind `kind`.
  public init(name: String, kind: WearableFileKind) {
    self.name = name
    self.kind = kind
  }

  /// Widens the date range to include `date`.
  mutating func cover(_ date: LocalDate) {
    guard let range = dateRange else {
      dateRange = date...date
      return
    }
    dateRange = min(range.lowerBound, date)...max(range.upperBound, date)
  }
}

/// One file of a wearable export, read: its records and its summary.
public struct WearableFileImport: Sendable {
  /// The records, rejections and notes, locations relative to the file (`line 12`).
  public var report = ImportReport()
  /// Rows read, dates covered, rows skipped.
  public var summary: WearableFileSummary

  /// An empty import of the file `name` of kind `kind`.
  init(name: String, kind: WearableFileKind) {
    summary = WearableFileSummary(name: name, kind: kind)
  }

  /// Counts one skipped row or value.
  mutating func skip(_ reason: String) {
    summary.skipped[reason, default: 0] += 1
  }

  /// `value` when it lies in `range`; otherwise `nil`, with the value rejected at `location`
  /// under its native-format name `field` (docs/algorithm.md §12) and the rest of its row kept.
  mutating func kept(
    _ value: Double?, _ field: String, _ range: ClosedRange<Double>, at location: String
  ) -> Double? {
    guard let value else { return nil }
    if let problem = WearableValues.rangeProblem(field, value, range) {
      reject(problem, at: location)
      return nil
    }
    return value
  }

  /// Logs a rejected row or value at `location`.
  mutating func reject(_ rejection: RecordRejection, at location: String) {
    report.rejections.reject(at: location, reason: rejection.reason, message: rejection.message)
  }
}
