/// The kinds of device file that hold no activity.
public enum DeviceFileKind: Hashable, Sendable, CustomStringConvertible {
  /// A FIT file of another type than activity.
  case fit(FITFileType)
  /// A GPX file without a track (only routes or waypoints).
  case gpxWithoutTrack
  /// A TCX file without an activity (courses or workouts only).
  case tcxWithoutActivity

  /// What the file is, e.g. `a FIT monitoring file`.
  public var fileDescription: String {
    switch self {
    case .fit(let type): return type.description
    case .gpxWithoutTrack: return "a GPX file with no track"
    case .tcxWithoutActivity: return "a TCX file with no activity"
    }
  }

  /// `not an activity: a FIT monitoring file`.
  public var description: String { "not an activity: \(fileDescription)" }
}
