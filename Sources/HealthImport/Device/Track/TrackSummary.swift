import Foundation
import ScoreEngine

/// What a TCX activity or GPX track says about itself beyond its points.
struct TrackSummary {
  var id: String
  var sport: Sport
  var name: String?
  var source: Source
  /// The start the file states (TCX lap start), else the first point's time; Unix seconds.
  var start: Double?
  /// The timer time the file states (TCX laps): the duration, and how much pause the points'
  /// gaps hold; seconds.
  var timerSeconds: Double?
  /// Distance the file states, metres (TCX laps); else the last point's distance, else the
  /// haversine length of the track.
  var distanceMeters: Double?
  var averageHeartRate: Double?
  var maxHeartRate: Double?
  var kilocalories: Double?
}
