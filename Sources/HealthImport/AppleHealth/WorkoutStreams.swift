import ScoreEngine

/// One workout's heart-rate stream and the samples left out of it, by reason.
struct WorkoutStream: Equatable {
  var samples: [HeartRateSample] = []
  var dropped: [String: Int] = [:]
}

/// The heart-rate stream of every workout, matched on two threads (docs/architecture.md §5, *The
/// finish of a big export*).
///
/// A workout's stream reads only the settled heart-rate series, the workout and the source
/// names: nothing another workout's matching changes. So the first half of the workouts is
/// matched on another thread (`Beside`) while the calling thread matches the second, and the
/// streams come back in workout order; what the collector then counts and checks for each
/// workout runs in that order on the calling thread, as before.
enum WorkoutStreams {
  /// The stream of each of `workouts` (their pauses closed), in order.
  static func match(
    _ workouts: [AppleHealthWorkout], heartRate: [HeartRateSeries], sources: [Source]
  ) -> [WorkoutStream] {
    let half = workouts.count / 2
    let first = Beside {
      workouts[..<half].map { stream(of: $0, heartRate: heartRate, sources: sources) }
    }
    let second = workouts[half...].map { stream(of: $0, heartRate: heartRate, sources: sources) }
    return first.value() + second
  }

  /// The heart-rate samples that start within `[start, end]` of the workout, from the workout's
  /// own source; when it has fewer than two there, from the source with the most (ties: name
  /// order). Offsets are moving seconds from the start: samples inside a pause are left out and
  /// paused time is subtracted. A sample that fails validation is counted by its reason.
  static func stream(
    of workout: AppleHealthWorkout, heartRate: [HeartRateSeries], sources: [Source]
  ) -> WorkoutStream {
    func window(_ source: Int) -> [HeartRatePoint] {
      guard source < heartRate.count else { return [] }
      return heartRate[source].samples(from: workout.start, to: workout.end)
    }
    var points = window(workout.source)
    if points.count < 2 {
      let others = heartRate.indices.sorted {
        SourceOrder.precedes(sources[$0], sources[$1])
      }.map(window)
      if let best = others.max(by: { $0.count < $1.count }), best.count > points.count {
        points = best
      }
    }
    var stream = WorkoutStream()
    stream.samples.reserveCapacity(points.count)
    for point in points {
      guard let offset = workout.movingOffset(at: Double(point.start)) else { continue }
      let sample = HeartRateSample(offset: offset, bpm: point.bpm)
      if let problem = RecordValidator.problem(of: sample) {
        stream.dropped[problem.reason.description, default: 0] += 1
      } else {
        stream.samples.append(sample)
      }
    }
    return stream
  }
}
