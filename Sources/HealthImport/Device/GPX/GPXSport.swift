import Foundation
import ScoreEngine

/// The sport of a GPX track (docs/formats.md §6.5): GPX has no sport field of its own, so
/// writers say it in three places, read in this order:
///
/// 1. `<type>`: Garmin Connect, OpenTracks and FitoTrack write activity keys (`cycling`,
///    `road_biking`, `trail_running`); Strava's web export writes `cycling` and `running`, its
///    older exports and phone apps Strava's numeric type codes (`1` a ride, `9` a run); other
///    tools Strava's type names (`Ride`, `VirtualRide`, through `StravaActivityType`).
/// 2. The track's name, when it is a sport and a date as Runkeeper writes it
///    (`Cycling 10/2/17 7:44 am`, `Mountain Biking 5/1/18`): the words before the date.
/// 3. The `creator`, when it names a cycling head unit (`Garmin Edge 1030`, `Wahoo ELEMNT
///    BOLT`, `Hammerhead Karoo`, `Bryton Rider 750`): such a file is a ride.
///
/// Keys are compared without case, spaces, hyphens or underscores. Anything else is `other`.
enum GPXSport {
  /// The sport of a track from its `<type>`, its name and the file's creator.
  static func sport(type: String?, name: String?, creator: String?) -> Sport {
    if let type, let sport = sport(ofType: type) { return sport }
    if let name, let sport = sport(ofName: name) { return sport }
    if let creator, isCyclingHeadUnit(creator) { return .cycling }
    return .other
  }

  /// The sport a `<type>` names, or `nil` when it names none veloready knows.
  static func sport(ofType type: String) -> Sport? {
    let trimmed = type.trimmingCharacters(in: .whitespacesAndNewlines)
    if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
      return stravaCodes[trimmed]
    }
    if let sport = keys[StravaActivityType.key(trimmed)] { return sport }
    let strava = StravaActivityType.sport(for: trimmed)
    return strava == .other ? nil : strava
  }

  /// The sport of a name such as `Running 4/13/20 6:58 am`: the words before the first one that
  /// starts with a digit, when there are such words and such a date.
  static func sport(ofName name: String) -> Sport? {
    let words = name.split(separator: " ")
    guard let date = words.firstIndex(where: { $0.first?.isNumber == true }), date > 0,
      words[date].contains("/") || words[date].contains(".") || words[date].contains("-")
    else { return nil }
    return keys[StravaActivityType.key(words[..<date].joined())]
  }

  /// Whether `creator` names a cycling head unit.
  static func isCyclingHeadUnit(_ creator: String) -> Bool {
    let lowered = creator.lowercased()
    return headUnits.contains { lowered.contains($0) }
  }

  private static let headUnits = ["garmin edge", "elemnt", "karoo", "bryton"]

  /// Strava's numeric activity types, as its GPX files write them in `<type>`; the codes of sports
  /// veloready has no family for (skiing, skating, paddling, yoga, …) are `other`.
  static let stravaCodes: [String: Sport] = [
    "1": .cycling, "17": .cycling, "18": .cycling, "19": .cycling, "51": .cycling,
    "9": .running, "53": .running, "10": .walking, "4": .hiking, "16": .swimming,
    "23": .rowing, "30": .strength,
  ]

  private static let keys: [String: Sport] = {
    let table: [(Sport, [String])] = [
      (
        .cycling,
        [
          "cycling", "biking", "road_biking", "mountain_biking", "gravel_cycling", "e_biking",
          "indoor_cycling", "virtual_ride", "bike", "bicycling", "road_cycling",
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
