import ScoreEngine

/// One device file of a folder or a bulk export, with what reading it gave.
public struct DeviceFileRead: Sendable {
  /// The file's path inside the folder or export, `/`-separated, e.g. `activities/123.fit.gz`.
  public var path: String
  /// Its activities, or why it holds none, or why it could not be read.
  public var result: Result<DeviceFileOutcome, ImportError>

  /// Creates a read.
  public init(path: String, result: Result<DeviceFileOutcome, ImportError>) {
    self.path = path
    self.result = result
  }

  /// The activities kept from the file; empty when it holds none or could not be read.
  public var activities: [Activity] {
    guard case .success(.activities(let report)) = result else { return [] }
    return report.records.activities
  }
}
