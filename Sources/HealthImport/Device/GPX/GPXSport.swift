import ScoreEngine

/// The sport of a GPX track's free-text `<type>`.
///
/// Writers disagree: Garmin Connect writes its activity keys (`cycling`, `road_biking`,
/// `trail_running`), others Strava's type names (`Ride`, `VirtualRide`). Both are compared without
/// case, spaces, hyphens or underscores; Strava's names go through `StravaActivityType`. Numeric
/// codes, which some exporters write, are not standardised and read as `other`.
enum GPXSport {
  /// The sport of `type`; `other` when absent or unknown.
  static func sport(_ type: String?) -> Sport {
    guard let type else { return .other }
    let key = StravaActivityType.key(type)
    if let sport = keys[key] { return sport }
    return StravaActivityType.sport(for: type)
  }

  private static let keys: [String: Sport] = {
    let table: [(Sport, [String])] = [
      (
        .cycling,
        [
          "cycling", "biking", "road_biking", "mountain_biking", "gravel_cycling", "e_biking",
          "indoor_cycling", "virtual_ride", "bike",
        ]
      ),
      (.running, ["running", "trail_running", "treadmill_running", "street_running", "run"]),
      (.swimming, ["swimming", "open_water_swimming", "lap_swimming"]),
      (.walking, ["walking", "casual_walking", "speed_walking"]),
      (.hiking, ["hiking"]),
      (.rowing, ["rowing", "indoor_rowing"]),
      (.strength, ["strength_training"]),
    ]
    var keys: [String: Sport] = [:]
    for (sport, names) in table {
      for name in names { keys[StravaActivityType.key(name)] = sport }
    }
    return keys
  }()
}
