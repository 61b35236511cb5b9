import ScoreEngine

extension StravaActivityRow {
  /// The one activity that this row and `recording`, the activity read from the row's own file,
  /// make together (docs/formats.md §6.6).
  ///
  /// The recording stays what it is — its id, source, provider, start, duration and heart-rate
  /// stream — because it is what the device measured, and a later import of the same file finds
  /// it by that identity. The row adds what only Strava knows: its `strava:<Activity ID>` external
  /// id (so an intervals.icu copy of the ride merges with it), the name the rider gave, the sport
  /// when the file says only "other", and every measurement the file lacks (RPE, Strava's training
  /// load, calories, …). A measurement both have is the file's.
  public func joined(with recording: Activity) -> Activity {
    var joined = recording
    for id in activity.externalIDs where !joined.externalIDs.contains(id) {
      joined.externalIDs.append(id)
    }
    joined.name = activity.name ?? recording.name
    if joined.sport == .other { joined.sport = activity.sport }
    let measurements: [WritableKeyPath<Activity, Double?>] = [
      \.distanceMeters, \.averageHeartRate, \.maxHeartRate, \.averagePower, \.normalizedPower,
      \.ftp, \.trainingLoad, \.rpe, \.energyKilocalories, \.ascentMeters,
    ]
    for field in measurements where joined[keyPath: field] == nil {
      joined[keyPath: field] = activity[keyPath: field]
    }
    return joined
  }
}
