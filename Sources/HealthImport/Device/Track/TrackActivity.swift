import Foundation
import ScoreEngine

/// Builds the activity of a TCX activity or a GPX track from its points.
///
/// Duration is the timer time when the file states one (TCX laps' `TotalTimeSeconds`), else the
/// moving time of the points: the sum of the gaps between consecutive points of at most
/// `MovingTime.pauseThreshold` (30 s), so a café stop with the device still recording is left
/// out. Heart-rate samples sit at their moving-time offset; average and maximum heart rate are the
/// file's own, else the stream's mean and maximum; average and normalized power come from the
/// points (`NormalizedPower`); the ascent comes from the points' altitudes (`TrackClimbing`). An
/// optional measurement out of range is dropped and counted, and
/// the activity kept.
enum TrackActivity {
  /// Above this share of the elapsed time, the time the gap rule leaves out is worth a note: the
  /// file cannot say whether the rider stopped or the device recorded sparsely.
  static let noteworthyGapShare = 0.1

  /// Reads one track into `report`: its activity, else its rejection at `location` (`track 2`,
  /// `activity 1`); dropped samples and fields; and, when `noteGaps`, a note when the gap rule
  /// left out much time.
  static func read(
    _ summary: TrackSummary, points: [TrackPoint], location: String, noteGaps: Bool = true,
    into report: inout ImportReport
  ) {
    report.seen["activities", default: 0] += 1
    do throws(RecordRejection) {
      let (activity, removed) = try self.activity(
        summary, points: points, dropped: &report.droppedSamples, fields: &report.droppedFields)
      report.records.activities.append(activity)
      if noteGaps, let removed { report.notes.append(gapNote(removed, location)) }
    } catch {
      report.rejections.reject(at: location, reason: error.reason, message: error.message)
    }
  }

  /// The validated activity, or the rejection that says why there is none, with the seconds the
  /// gap rule left out of the elapsed seconds when that is noteworthy; dropped heart-rate samples
  /// and fields are counted in `dropped` and `fields`.
  static func activity(
    _ summary: TrackSummary, points: [TrackPoint], dropped: inout [String: Int],
    fields: inout DroppedFields
  ) throws(RecordRejection) -> (Activity, removed: (seconds: Double, of: Double)?) {
    let sorted = points.sorted { $0.time < $1.time }
    let times = sorted.map(\.time)
    let timer = summary.timerSeconds.flatMap { $0 > 0 ? $0 : nil }
    let moving =
      timer.map { MovingTime(sampleTimes: times, timerSeconds: $0) }
      ?? MovingTime(sampleTimes: times)
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
    let distance =
      summary.distanceMeters ?? sorted.last(where: { $0.distance != nil })?.distance
      ?? Haversine.length(of: sorted)
    var activity = Activity(
      id: summary.id, start: Date(timeIntervalSince1970: start),
      durationSeconds: timer ?? moving.total, sport: summary.sport, name: summary.name,
      distanceMeters: distance,
      averageHeartRate: summary.averageHeartRate ?? StreamStatistics.meanHeartRate(stream),
      maxHeartRate: summary.maxHeartRate ?? StreamStatistics.maxHeartRate(stream),
      averagePower: NormalizedPower.average(series),
      normalizedPower: NormalizedPower.normalized(series),
      energyKilocalories: summary.kilocalories, heartRate: stream, source: summary.source,
      ascentMeters: TrackClimbing.ascent(sorted.compactMap(\.altitude)))
    fields.sanitise(&activity)
    if let problem = RecordValidator.problem(of: activity) { throw RecordRejection(problem) }
    return (activity, timer == nil ? removedByGaps(times, moving: moving) : nil)
  }

  /// The seconds the gap rule left out and the elapsed seconds, when that share is over
  /// `noteworthyGapShare`.
  static func removedByGaps(_ times: [Double], moving: MovingTime) -> (seconds: Double, of: Double)?
  {
    guard let first = times.first, let last = times.last, last > first else { return nil }
    let elapsed = last - first
    let removed = elapsed - moving.total
    return removed > noteworthyGapShare * elapsed ? (removed, elapsed) : nil
  }

  /// `the gap rule left out 300 of 370 s of track 1 (81 %): the file has no timer, so gaps over
  /// 30 s between points count as pauses`.
  static func gapNote(_ removed: (seconds: Double, of: Double), _ location: String) -> String {
    let percent = Int((100 * removed.seconds / removed.of).rounded())
    return "the gap rule left out \(Int(removed.seconds.rounded())) of "
      + "\(Int(removed.of.rounded())) s of \(location) (\(percent) %): the file has no timer, so "
      + "gaps over \(Int(MovingTime.pauseThreshold)) s between points count as pauses"
  }
}
