import ScoreEngine

/// Averages of a heart-rate stream, for files whose summary lacks them.
enum StreamStatistics {
  /// The arithmetic mean of the samples' beats per minute, or `nil` for no samples.
  ///
  /// Device streams are recorded at a steady interval (1 s, or smart recording's few seconds), so
  /// the plain mean is close to the time-weighted one; it is also what the samples themselves show.
  static func meanHeartRate(_ samples: [HeartRateSample]) -> Double? {
    samples.isEmpty ? nil : samples.reduce(0) { $0 + $1.bpm } / Double(samples.count)
  }

  /// The highest beats per minute of the samples, or `nil` for no samples.
  static func maxHeartRate(_ samples: [HeartRateSample]) -> Double? {
    samples.map(\.bpm).max()
  }
}
