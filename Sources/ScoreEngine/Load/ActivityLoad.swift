/// An activity's load, the method that gave it, and what the heart-rate methods found
/// (docs/algorithm.md §7.3).
public struct ActivityLoad: Hashable, Sendable {
  /// Load in TSS-equivalent units.
  public var load: Double
  /// The method.
  public var method: LoadMethod
  /// The share of the duration that the heart-rate stream covers, `Σ Δtᵢ / duration`, when the
  /// heart-rate methods were reached and the activity has at least two usable samples; below
  /// 0.8 the stream is not used.
  public var streamCoverage: Double?
  /// The heart rate that method `heartRateAverage` scored, and where it came from.
  public var averageHeartRate: ScoredHeartRate?

  /// Creates a load.
  public init(
    load: Double, method: LoadMethod, streamCoverage: Double? = nil,
    averageHeartRate: ScoredHeartRate? = nil
  ) {
    self.load = load
    self.method = method
    self.streamCoverage = streamCoverage
    self.averageHeartRate = averageHeartRate
  }
}

/// The one heart rate that method `heartRateAverage` scores an activity at.
public struct ScoredHeartRate: Hashable, Sendable {
  /// Where the heart rate came from.
  public enum Origin: String, Hashable, Sendable, CaseIterable, Codable {
    /// The activity's own average heart rate.
    case activity
    /// The time-weighted mean of the activity's heart-rate stream.
    case stream
  }

  /// Beats per minute.
  public var bpm: Double
  /// Where it came from.
  public var origin: Origin

  /// Creates a scored heart rate.
  public init(bpm: Double, origin: Origin) {
    self.bpm = bpm
    self.origin = origin
  }
}
