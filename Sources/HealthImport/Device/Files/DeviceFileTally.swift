import ScoreEngine

/// What the device files of a folder or a bulk export held, counted for a summary that stays
/// short for hundreds of files: activities by sport, files that hold no activity by kind, files
/// that could not be read (the first few named, with the reason), and other files passed over.
public struct DeviceFileTally: Hashable, Sendable {
  /// One file that could not be read.
  public struct Problem: Hashable, Sendable {
    /// The file's path inside the folder or export.
    public var path: String
    /// Why, in words.
    public var reason: String
  }

  /// How many problem files and other files keep their names for the summary.
  public static let keptExamples = 5

  /// Device files read, whatever they held.
  public private(set) var files = 0
  /// Activities kept, by sport.
  public private(set) var activities: [Sport: Int] = [:]
  /// Files whose every activity was rejected.
  public private(set) var filesRejected = 0
  /// Sound files that hold no activity, by kind.
  public private(set) var notActivities: [DeviceFileKind: Int] = [:]
  /// Files that could not be read.
  public private(set) var damaged = 0
  /// The first files that could not be read.
  public private(set) var damagedExamples: [Problem] = []
  /// Files passed over because they are not device files.
  public private(set) var ignored = 0
  /// The first of them.
  public private(set) var ignoredExamples: [String] = []

  /// An empty tally.
  public init() {}

  /// All activities kept.
  public var activityCount: Int { activities.values.reduce(0, +) }

  /// Counts one device file.
  public mutating func add(_ read: DeviceFileRead) {
    files += 1
    switch read.result {
    case .success(.activities(let report)):
      for activity in report.records.activities { activities[activity.sport, default: 0] += 1 }
      if report.records.activities.isEmpty, report.rejections.total > 0 { filesRejected += 1 }
    case .success(.notAnActivity(let kind)):
      notActivities[kind, default: 0] += 1
    case .failure(let error):
      damaged += 1
      if damagedExamples.count < Self.keptExamples {
        damagedExamples.append(Problem(path: read.path, reason: error.reason))
      }
    }
  }

  /// Counts one file that is not a device file.
  public mutating func ignore(_ path: String) {
    ignored += 1
    if ignoredExamples.count < Self.keptExamples { ignoredExamples.append(path) }
  }
}
