import Foundation

/// The five load methods of docs/algorithm.md §7.3; the first that applies wins.
public enum LoadCalculator {
  /// The longest interval, in seconds, that one heart-rate sample may stand for.
  public static let maximumSampleGap: Double = 60

  /// The load of `activity`, with `ftp` the configured FTP and `heartRate` the settings of the
  /// activity's date.
  public static func load(
    of activity: Activity, configuredFTP ftp: Double?, heartRate: HeartRateSettings
  ) -> ActivityLoad {
    let hours = activity.durationSeconds / 3600
    if let power = [activity.normalizedPower, activity.averagePower].compactMap({ $0 }).first(
      where: { $0 > 0 }), let threshold = activity.ftp ?? ftp, threshold > 0
    {
      return ActivityLoad(
        load: hours * (power / threshold) * (power / threshold) * 100, method: .power)
    }
    if let sourceLoad = activity.trainingLoad, sourceLoad > 0 {
      return ActivityLoad(load: sourceLoad, method: .source)
    }
    if heartRate.allowsTRIMP {
      let samples = usableSamples(activity)
      if samples.count >= 2 {
        let minutes = minutesAtHeartRate(samples)
        return ActivityLoad(load: normalisedTRIMP(minutes, heartRate), method: .heartRateStream)
      }
      if let average = activity.averageHeartRate {
        let minutes = MinutesAtHeartRate(single: average, minutes: activity.durationSeconds / 60)
        return ActivityLoad(load: normalisedTRIMP(minutes, heartRate), method: .heartRateAverage)
      }
    }
    let minutes = activity.durationSeconds / 60
    return ActivityLoad(load: minutes * (activity.rpe ?? 3) / 5, method: .duration)
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
      let gap = min(samples[index + 1].offset - samples[index].offset, maximumSampleGap)
      minutes.add(gap / 60, at: samples[index].bpm)
    }
    return minutes
  }

  /// `clamp((hr − rest)/(max − rest), 0, 1)`.
  static func reserveFraction(_ bpm: Double, _ settings: HeartRateSettings) -> Double {
    min(1, max(0, (bpm - settings.resting) / (settings.maximum - settings.resting)))
  }
}
