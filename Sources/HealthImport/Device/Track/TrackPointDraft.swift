/// A trackpoint while its elements are read; it becomes a `TrackPoint` once it has a time.
struct TrackPointDraft {
  var time: Double?
  var heartRate: Double?
  var power: Double?
  var latitude: Double?
  var longitude: Double?
  var distance: Double?
  var altitude: Double?

  /// The point, or `nil` when it has no readable time.
  var point: TrackPoint? {
    time.map {
      TrackPoint(
        time: $0, heartRate: heartRate, power: power, latitude: latitude, longitude: longitude,
        distance: distance, altitude: altitude)
    }
  }
}
