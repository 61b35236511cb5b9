import Foundation

/// The five load methods of docs/algorithm.md §7.3; the first that applies wins.
public enum LoadCalculator {
  /// The longest interval, in seconds, that one heart-rate sample may stand for.
  public static let maximumSampleGap: Double = 60
  /// The share of the duration a heart-rate stream must cover to be scored sample by sample.
  /// Compared as `5 · Σ Δtᵢ ≥ 4 · duration`, exact for whole seconds, so 240 s of a 300 s run
  /// is in and 239 s is out.
  public static let minimumCoverage = 0.8

  /// The load of `activity` with the configured thresholds of the athlete, and `heartRate` the
  /// settings of the activity's date.
  public static func load(
    of activity: Activity, thresholds: PowerThresholds, heartRate: HeartRateSettings
  ) -> ActivityLoad {
    let hours = activity.durationSeconds / 3600
    if let power = [activity.normalizedPower, activity.averagePower].compactMap({ $0 }).first(
      where: { $0 > 0 }), let threshold = thresholds.ftp(of: activity), threshold > 0
    {
      return ActivityLoad(
        load: hours * (power / threshold) * (power / threshold) * 100, method: .power)
    }
    if let sourceLoad = activity.trainingLoad, sourceLoad > 0 {
      return ActivityLoad(load: sourceLoad, method: .source)
    }
    var coverage: Double?
    if heartRate.allowsTRIMP {
      let samples = usableSamples(activity)
      let covered = coveredSeconds(samples)
      if samples.count >= 2 {
        coverage = covered / activity.durationSeconds
        if 5 * covered >= 4 * activity.durationSeconds {
          return ActivityLoad(
            load: normalisedTRIMP(minutesAtHeartRate(samples), heartRate),
            method: .heartRateStream, streamCoverage: coverage)
        }
      }
      if let average = averageHeartRate(activity, samples: samples, covered: covered) {
        let single = MinutesAtHeartRate(single: average.bpm, minutes: activity.durationSeconds / 60)
        return ActivityLoad(
          load: normalisedTRIMP(single, heartRate), method: .heartRateAverage,
          streamCoverage: coverage, averageHeartRate: average)
      }
    }
    let minutes = activity.durationSeconds / 60
    return ActivityLoad(
      load: minutes * (activity.rpe ?? 3) / 5, method: .duration, streamCoverage: coverage)
  }

  /// The heart rate of method 4: the activity's own average, else the time-weighted mean of its
  /// stream (`Σ Δtᵢ·hrᵢ / Σ Δtᵢ` with the capped intervals of method 3) when `Σ Δtᵢ > 0`.
  static func averageHeartRate(
    _ activity: Activity, samples: [HeartRateSample], covered: Double
  ) -> ScoredHeartRate? {
    if let own = activity.averageHeartRate { return ScoredHeartRate(bpm: own, origin: .activity) }
    guard covered > 0 else { return nil }
    var weighted = 0.0
    for index in samples.indices.dropLast() {
      weighted += sampleInterval(samples, index) * samples[index].bpm
    }
    return ScoredHeartRate(bpm: weighted / covered, origin: .stream)
  }

  /// `Σ Δtᵢ` in seconds: the time the samples stand for.
  static func coveredSeconds(_ samples: [HeartRateSample]) -> Double {
    var total = 0.0
    for index in samples.indices.dropLast() { total += sampleInterval(samples, index) }
    return total
  }

  /// `Δtᵢ = min(tᵢ₊₁ − tᵢ, 60 s)` of a sample that is not the last.
  static func sampleInterval(_ samples: [HeartRateSample], _ index: Int) -> Double {
    min(samples[index + 1].offset - samples[index].offset, maximumSampleGap)
  }

  /// TRIMP weights `(a, b)`.
  public static func weights(_ sex: Sex) -> [(a: Double, b: Double)] {
    switch sex {
    case .male: return [(0.64, 1.92)]
    case .female: return [(0.86, 1.67)]
    case .unspecified: return [(0.64, 1.92), (0.86, 1.67)]
    }
  }

  /// `100 · TRIMP / (60 · x_thr · a · e^(b·x_thr))`, averaged over the weightings of `sex`.
  static func normalisedTRIMP(_ minutes: MinutesAtHeartRate, _ settings: HeartRateSettings)
    -> Double
  {
    let xThreshold = (settings.threshold - settings.resting) / (settings.maximum - settings.resting)
    let loads = weights(settings.sex).map { w in
      100 * trimp(minutes, settings: settings, weights: w)
        / (60 * xThreshold * w.a * exp(w.b * xThreshold))
    }
    return loads.reduce(0, +) / Double(loads.count)
  }

  /// `Σ Δtᵢ(min) · xᵢ · a · e^(b·xᵢ)`, evaluated once per distinct heart rate.
  static func trimp(
    _ minutes: MinutesAtHeartRate, settings: HeartRateSettings, weights: (a: Double, b: Double)
  ) -> Double {
    var total = 0.0
    for (bpm, time) in minutes.pairs where time > 0 {
      let x = reserveFraction(bpm, settings)
      total += time * x * weights.a * exp(weights.b * x)
    }
    return total
  }

  /// `Σ Δtᵢ(min) · xᵢ · a · e^(b·xᵢ)` with `Δtᵢ = min(tᵢ₊₁ − tᵢ, 60 s)` and 0 for the last sample,
  /// for samples in ascending order (docs/algorithm.md §7.3, method 3).
  static func streamTRIMP(
    _ samples: [HeartRateSample], settings: HeartRateSettings, weights: (a: Double, b: Double)
  ) -> Double {
    trimp(minutesAtHeartRate(samples), settings: settings, weights: weights)
  }

  /// The stream's samples at or before the activity's end, in ascending order (copied only when
  /// they are not already so).
  static func usableSamples(_ activity: Activity) -> [HeartRateSample] {
    let stream = activity.heartRate
    var ascending = true
    for index in stream.indices.dropFirst() where stream[index].offset < stream[index - 1].offset {
      ascending = false
      break
    }
    if ascending, (stream.last?.offset ?? 0) <= activity.durationSeconds { return stream }
    return stream.filter { $0.offset <= activity.durationSeconds }.sorted { $0.offset < $1.offset }
  }

  /// Minutes spent at each heart rate: each sample stands for the time to the next one, capped at
  /// 60 seconds so that a gap in the recording does not count as effort; the last stands for none.
  static func minutesAtHeartRate(_ samples: [HeartRateSample]) -> MinutesAtHeartRate {
    var minutes = MinutesAtHeartRate()
    for index in samples.indices.dropLast() {
      minutes.add(sampleInterval(samples, index) / 60, at: samples[index].bpm)
    }
    return minutes
  }

  /// `clamp((hr − rest)/(max − rest), 0, 1)`.
  static func reserveFraction(_ bpm: Double, _ settings: HeartRateSettings) -> Double {
    min(1, max(0, (bpm - settings.resting) / (settings.maximum - settings.resting)))
  }
}
