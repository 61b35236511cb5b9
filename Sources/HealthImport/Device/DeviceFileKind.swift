/// The kinds of device file that hold no activity.
public enum DeviceFileKind: Hashable, Sendable, CustomStringConvertible {
  /// A FIT file of another type than activity.
  case fit(FITFileType)
  /// A GPX file without a track (only routes or waypoints).
  case gpxWithoutTrack
  /// A TCX file without an activity (courses or workouts only).
  case tcxWithoutActivity

  /// `not an activity: a FIT monitoring file`.
  public var description: String {
    switch self {
    case .fit(let type): return "not an activity: \(type)"
    case .gpxWithoutTrack: return "not an activity: a GPX file with no track"
    case .tcxWithoutActivity: return "not an activity: a TCX file with no activity"
    }
  }
}
