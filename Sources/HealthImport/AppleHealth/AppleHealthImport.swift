import Foundation
import ScoreEngine

/// What one record type of an export amounted to.
public struct AppleHealthTypeCounts: Hashable, Sendable {
  /// Records of this type in the document (top-level records; `Correlation` children, which
  /// the export repeats at top level, are not counted).
  public var seen = 0
  /// Records read into veloready: samples before any daily aggregation (so 300 step samples of a
  /// day count 300 here and make one `steps` value); heart-rate samples count when a workout's
  /// stream uses them.
  public var kept = 0
  /// Exact duplicates dropped: same type, start, end, value and source as an earlier record.
  public var duplicates = 0
  /// Records rejected, with reasons in the report's rejection log.
  public var rejected = 0

  /// Zero counts.
  public init() {}
}

/// The result of importing one Apple Health export.
///
/// `report.records` is what the engine scores. Everything else describes the import for the
/// summary the CLI prints; time is measured by the caller, so `throughput(seconds:)` takes it.
public struct AppleHealthImport: Sendable {
  /// The records kept, the types seen (`report.seen`, by HealthKit type identifier or element
  /// name such as `Workout`), duplicates dropped, rejections with reasons, dropped heart-rate
  /// samples and notes.
  public var report: ImportReport
  /// Per-type counts, keyed like `report.seen`.
  public var types: [String: AppleHealthTypeCounts]
  /// Bytes of `export.xml` scanned (uncompressed).
  public var bytesScanned: Int64
  /// For a ZIP, the bytes of the compressed entry; `nil` for plain XML.
  public var compressedBytes: Int64?
  /// For a ZIP, the path of the entry that was read (e.g. `apple_health_export/exportar.xml`).
  public var entryPath: String?
  /// The local dates (athlete's zone) of the first and last record kept, or `nil` when none.
  public var dateRange: ClosedRange<LocalDate>?
  /// When the phone wrote the export (`<ExportDate value=…>`), when present and readable.
  public var exportDate: Date?
  /// The export's `locale` attribute, e.g. `en_GB`.
  public var locale: String?
  /// Heart-rate samples that no workout's stream used, being outside every workout or in a
  /// pause: the algorithm reads heart rate only as workout streams, so these are not needed (not bad).
  public var heartRateOutsideWorkouts = 0
  /// Workouts written with a UTC offset other than the athlete's zone's at their start, by that
  /// offset in seconds east of UTC; they are dated in the athlete's zone all the same.
  public var foreignOffsets: [Int: Int] = [:]

  /// The type identifier of heart-rate samples, the key of their counts in `types`.
  public static let heartRateType = "HKQuantityTypeIdentifierHeartRate"

  /// Creates a result; the importers fill it in.
  public init(
    report: ImportReport = ImportReport(), types: [String: AppleHealthTypeCounts] = [:],
    bytesScanned: Int64 = 0
  ) {
    self.report = report
    self.types = types
    self.bytesScanned = bytesScanned
  }

  /// Scanning throughput in bytes per second, given the wall time the caller measured.
  public func throughput(seconds: Double) -> Double {
    seconds > 0 ? Double(bytesScanned) / seconds : 0
  }
}
