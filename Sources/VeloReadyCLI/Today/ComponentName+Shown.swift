import ScoreEngine

extension ComponentName {
  /// The name as a rider reads it: `HRV`, `resting HR`, `breathing`, `short night`, else the
  /// name itself.
  var shown: String {
    switch self {
    case .hrv: return "HRV"
    case .restingHeartRate: return "resting HR"
    case .respiratory: return "breathing"
    case .shortNight: return "short night"
    default: return rawValue
    }
  }
}
