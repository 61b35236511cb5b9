import ScoreEngine

/// Maps Strava activity types to `Sport`.
///
/// intervals.icu uses Strava's sport-type names (`Ride`, `VirtualRide`, `GravelRide`, …), so
/// both importers share this table. Strava's `activities.csv` writes the same types as display
/// text, sometimes with spaces (`Virtual Ride`) and in the account's language; names are compared
/// after dropping spaces, hyphens and case, so `VirtualRide`, `Virtual Ride` and `virtual-ride`
/// are one key.
///
/// German names come from third-party importers of German exports, not from Strava's own
/// documentation; an unlisted type — the list grows every year — is `other`, never a rejection,
/// so a new type costs only its sport family, not the activity.
public enum StravaActivityType {
  /// The sport of a type name; `other` when unknown.
  public static func sport(for typeName: String) -> Sport {
    sports[key(typeName)] ?? .other
  }

  /// The comparison key of a type name: lower case, without spaces, hyphens or underscores.
  static func key(_ name: String) -> String {
    String(
      name.lowercased().unicodeScalars.filter {
        $0 != " " && $0 != "-" && $0 != "_" && $0 != "\u{00A0}"
      })
  }

  private static let sports: [String: Sport] = {
    let table: [(Sport, [String])] = [
      (
        .cycling,
        [
          "Ride", "VirtualRide", "GravelRide", "MountainBikeRide", "EBikeRide",
          "EMountainBikeRide", "Velomobile", "Handcycle",
          // German display names.
          "Radfahrt", "Virtuelle Radfahrt", "Schotterfahrt", "Mountainbike-Fahrt",
          "E-Bike-Radfahrt",
        ]
      ),
      (.running, ["Run", "VirtualRun", "TrailRun", "Lauf"]),
      (.swimming, ["Swim", "OpenWaterSwim", "Schwimmen"]),
      (.walking, ["Walk", "Spaziergang"]),
      (.hiking, ["Hike", "Wandern"]),
      (.strength, ["WeightTraining", "Gewichtstraining"]),
      (.rowing, ["Rowing", "VirtualRow"]),
    ]
    var sports: [String: Sport] = [:]
    for (sport, names) in table {
      for name in names { sports[key(name)] = sport }
    }
    return sports
  }()
}
