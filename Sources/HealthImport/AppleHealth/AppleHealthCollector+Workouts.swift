import Foundation
import ScoreEngine

extension AppleHealthCollector {
  /// Sorts each source's heart-rate samples by time and drops exact duplicates.
  mutating func settleHeartRate(type: Int?) {
    for source in heartRate.indices {
      let removed = heartRate[source].settle()
      duplicates += removed
      if let type { types[type].counts.duplicates += removed }
    }
  }

  /// The activities of the workouts, each with its heart-rate stream.
  ///
  /// **Stream.** The heart-rate samples that start within `[start, end]` of the workout, from
  /// the workout's own source; when it has fewer than two there, from the source with the most
  /// (ties: name order). Offsets are *moving* seconds from the start: samples inside a pause
  /// (`WorkoutEvent` pause or motion pause to the next resume) are left out and paused time is
  /// subtracted, so offsets line up with the moving `duration` that the load formulas use.
  /// **Average and maximum HR** come from the `HeartRate` statistic when there is one, else from
  /// the stream (its arithmetic mean: samples are evenly spaced, about 5 s apart, in a workout).
  /// A statistic out of range is dropped and counted, and the workout kept without it; the stream
  /// does not stand in for it, so the summary's "kept without" stays true.
  mutating func activities(heartRateType: Int?) -> [Activity] {
    var workouts = workouts
    for index in workouts.indices { workouts[index].closePauses() }
    let streams = WorkoutStreams.match(workouts, heartRate: heartRate, sources: sources)
    var activities: [Activity] = []
    for (workout, stream) in zip(workouts, streams) {
      droppedSamples.merge(stream.dropped, uniquingKeysWith: +)
      if let heartRateType { types[heartRateType].counts.kept += stream.samples.count }
      if let activity = activity(workout, stream: stream.samples) { activities.append(activity) }
    }
    return activities.sorted { ($0.start, $0.id) < ($1.start, $1.id) }
  }

  /// The activity of one workout, or `nil` when validation rejects it.
  private mutating func activity(_ workout: AppleHealthWorkout, stream: [HeartRateSample])
    -> Activity?
  {
    let sport = AppleHealthWorkout.sport(workout.activityType)
    let source = sources[workout.source]
    let matching = AppleHealthWorkout.distanceType(for: sport).flatMap { wanted in
      workout.statisticDistances.first { $0.type == wanted }
    }
    var activity = Activity(
      id: workout.id(sourceName: source.name), start: Date(timeIntervalSince1970: workout.start),
      durationSeconds: workout.duration ?? workout.end - workout.start, sport: sport,
      name: workout.title,
      distanceMeters: (matching ?? workout.statisticDistances.first)?.metres
        ?? workout.attributeDistance,
      averageHeartRate: workout.averageHeartRate, maxHeartRate: workout.maxHeartRate,
      energyKilocalories: workout.statisticEnergy ?? workout.attributeEnergy,
      heartRate: stream, source: source, ascentMeters: workout.ascentMeters)
    droppedFields.sanitise(&activity)
    if workout.averageHeartRate == nil, !stream.isEmpty {
      activity.averageHeartRate = stream.map(\.bpm).reduce(0, +) / Double(stream.count)
    }
    if workout.maxHeartRate == nil { activity.maxHeartRate = stream.map(\.bpm).max() }
    if let problem = RecordValidator.problem(of: activity) {
      reject(type: workout.type, line: workout.line, problem: problem)
      return nil
    }
    kept(type: workout.type, day: days.dayNumber(of: workout.start))
    return activity
  }
}
