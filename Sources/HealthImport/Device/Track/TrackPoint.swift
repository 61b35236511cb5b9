import Foundation

/// One timed point of a TCX or GPX track.
struct TrackPoint: Hashable, Sendable {
  /// Unix seconds.
  var time: Double
  /// Beats per minute, if the point has a heart rate.
  var heartRate: Double?
  /// Watts, if the point has power.
  var power: Double?
  /// Degrees north, if the point has a position.
  var latitude: Double?
  /// Degrees east, if the point has a position.
  var longitude: Double?
  /// The distance the device gives from the start, metres (TCX `DistanceMeters`).
  var distance: Double?
  /// Altitude above sea level, metres (TCX `AltitudeMeters`, GPX `ele`).
  var altitude: Double? = nil
}
