import Foundation
import ScoreEngine

/// Builds the activity of a TCX activity or a GPX track from its points.
///
/// Duration is the moving time: the sum of the gaps between consecutive points of at most
/// `MovingTime.pauseThreshold` (30 s), so a café stop with the device still recording is left
/// out. Heart-rate samples sit at their moving-time offset; average and maximum heart rate are the
/// file's own, else the stream's mean and maximum; average and normalized power come from the
/// points (`NormalizedPower`).
enum TrackActivity {
  /// The validated activity, or the rejection that says why there is none; dropped heart-rate
  /// samples are counted in `dropped`.
  static func activity(
    _ summary: TrackSummary, points: [TrackPoint], dropped: inout [String: Int]
  ) throws(RecordRejection) -> Activity {
    let sorted = points.sorted { $0.time < $1.time }
    let moving = MovingTime(sampleTimes: sorted.map(\.time))
    guard let start = summary.start ?? sorted.first?.time else {
      throw RecordRejection(
        reason: "track without timed points", message: "no point of the track has a time")
    }
    var stream: [HeartRateSample] = []
    for point in sorted {
      guard let bpm = point.heartRate, let offset = moving.offset(at: point.time) else {
        continue
      }
      let sample = HeartRateSample(offset: offset, bpm: bpm)
      if let problem = RecordValidator.problem(of: sample) {
        dropped[problem.reason.description, default: 0] += 1
      } else {
        stream.append(sample)
      }
    }
    let powered = sorted.filter { $0.power != nil }
    let series = NormalizedPower.resample(
      times: powered.map(\.time), watts: powered.compactMap(\.power), over: moving)
    let duration = moving.total > 0 ? moving.total : summary.timerSeconds ?? 0
    let distance =
      summary.distanceMeters ?? sorted.last(where: { $0.distance != nil })?.distance
      ?? Haversine.length(of: sorted)
    let activity = Activity(
      id: summary.id, start: Date(timeIntervalSince1970: start), durationSeconds: duration,
      sport: summary.sport, name: summary.name, distanceMeters: distance,
      averageHeartRate: summary.averageHeartRate ?? StreamStatistics.meanHeartRate(stream),
      maxHeartRate: summary.maxHeartRate ?? StreamStatistics.maxHeartRate(stream),
      averagePower: NormalizedPower.average(series),
      normalizedPower: NormalizedPower.normalized(series),
      energyKilocalories: summary.kilocalories, heartRate: stream, source: summary.source)
    if let problem = RecordValidator.problem(of: activity) { throw RecordRejection(problem) }
    return activity
  }
}
