/// The name of a score component in the VR-1 tables (docs/algorithm.md §3–4), e.g. `hrv`.
///
/// The engine's vocabulary is open (a later algorithm version may add a component), so a name is
/// a value with the known ones as constants rather than a closed enum: the renderer switches on
/// the constants and shows any other name as it is.
struct ComponentName: RawRepresentable, Hashable, Sendable {
  let rawValue: String

  static let duration = ComponentName(rawValue: "duration")
  static let efficiency = ComponentName(rawValue: "efficiency")
  static let stages = ComponentName(rawValue: "stages")
  static let disturbances = ComponentName(rawValue: "disturbances")
  static let timing = ComponentName(rawValue: "timing")
  static let sleep = ComponentName(rawValue: "sleep")
  static let hrv = ComponentName(rawValue: "hrv")
  static let restingHeartRate = ComponentName(rawValue: "rhr")
  static let respiratory = ComponentName(rawValue: "respiratory")
  static let form = ComponentName(rawValue: "form")

  /// The name as a rider reads it: `HRV`, `resting HR`, `breathing`, else the name itself.
  var shown: String {
    switch self {
    case .hrv: return "HRV"
    case .restingHeartRate: return "resting HR"
    case .respiratory: return "breathing"
    default: return rawValue
    }
  }
}
