/// The configured threshold powers, one per sport family that has one (docs/algorithm.md §7.3,
/// method 1): a run's power is never scored against the bike's FTP.
public struct PowerThresholds: Hashable, Sendable {
  /// Config `ftp`: cycling, watts.
  public var cycling: Double?
  /// Config `runFtp`: running threshold power, watts.
  public var running: Double?

  /// Creates thresholds.
  public init(cycling: Double? = nil, running: Double? = nil) {
    self.cycling = cycling
    self.running = running
  }

  /// The FTP that scores `activity`'s power: its own FTP, else the configured one of its sport
  /// family; `nil` for a family without one (swimming, walking and hiking, strength, rowing,
  /// other).
  public func ftp(of activity: Activity) -> Double? {
    switch activity.sport.family {
    case .cycling: return activity.ftp ?? cycling
    case .running: return activity.ftp ?? running
    case .swimming, .walkingAndHiking, .strength, .rowing, .other: return nil
    }
  }
}
