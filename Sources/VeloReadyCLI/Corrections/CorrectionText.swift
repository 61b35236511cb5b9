import ScoreEngine

/// How a corrected activity is described wherever it shows (docs/algorithm.md §7.5).
enum CorrectionText {
  /// "load 85.0 set by you (was 142.3 from heartRateStream)", "ignored by you: no load
  /// (was …)", or the rules' load and method for an activity without corrections.
  static func load(_ activity: MergedActivity) -> String {
    let now = "load \(Shown.number(activity.load, 1))"
    guard let correction = activity.correction else {
      return now + " (\(activity.method.rawValue))"
    }
    let was =
      "was \(Shown.number(correction.originalLoad, 1)) from \(correction.originalMethod.rawValue)"
    if correction.ignored { return "ignored by you: no load or strain (\(was))" }
    if let set = correction.setLoad {
      return "load set by you: \(Shown.number(set, 1)) (\(was))"
    }
    return now + " (\(activity.method.rawValue), \(changes(correction)); \(was))"
  }

  /// The changes in words: "heart rate ignored", "power ignored", "sport set to running".
  static func changes(_ correction: AppliedCorrection) -> String {
    correction.changes.compactMap { change -> String? in
      switch change {
      case .ignoreHeartRate: return "heart rate ignored"
      case .ignorePower: return "power ignored"
      case .sport(let sport): return "sport set to \(sport.rawValue)"
      case .load, .ignoreAll: return nil
      }
    }.joined(separator: ", ")
  }
}
