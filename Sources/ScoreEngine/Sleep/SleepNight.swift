import Foundation

/// The figures of one night after its source was chosen (docs/algorithm.md §2.4).
///
/// A night built from a nightly total (`isDailyTotal`) has only `asleepSeconds`: no bounds, no
/// stages, no awake time. A night a service gave as totals (`SleepSummary`) has bounds and stage
/// totals but no wake events.
public struct SleepNight: Hashable, Sendable {
  /// The source whose segments make the night.
  public var source: Source
  /// Earliest segment start (any stage, `inBed` included); `nil` for a nightly total.
  public var bedtime: Date?
  /// Latest segment end; `nil` for a nightly total.
  public var wake: Date?
  /// Length of the union of the asleep segments, seconds.
  public var asleepSeconds: Double
  /// Deep sleep, seconds (scaled so that deep + rem + core ≤ asleep).
  public var deepSeconds: Double
  /// REM sleep, seconds (scaled likewise).
  public var remSeconds: Double
  /// Core sleep, seconds (scaled likewise).
  public var coreSeconds: Double
  /// Length of the union of the awake segments, seconds.
  public var awakeSeconds: Double
  /// Runs of awake of at least 2 minutes strictly inside the asleep span.
  public var wakeEvents: Int
  /// First asleep start − bedtime, seconds; `nil` for a nightly total.
  public var latencySeconds: Double?
  /// Whether the night has core, deep or rem segments.
  public var hasStages: Bool
  /// Whether the night has any awake segment.
  public var hasAwakeSegments: Bool
  /// Whether wake events could be counted: a night made of segments; not a night a service gave
  /// as totals (docs/algorithm.md §2.7), whose awake time has no runs to count.
  public var countsWakeEvents = true

  /// Whether this night is a nightly total without bounds.
  public var isDailyTotal: Bool { bedtime == nil }

  /// `wake − bedtime`, seconds; `nil` for a nightly total.
  public var inBedSeconds: Double? {
    guard let bedtime, let wake else { return nil }
    return wake.timeIntervalSince(bedtime)
  }

  /// A night from a nightly total: `asleep` only.
  public static func dailyTotal(seconds: Double, source: Source) -> SleepNight {
    SleepNight(
      source: source, bedtime: nil, wake: nil, asleepSeconds: seconds, deepSeconds: 0,
      remSeconds: 0, coreSeconds: 0, awakeSeconds: 0, wakeEvents: 0, latencySeconds: nil,
      hasStages: false, hasAwakeSegments: false)
  }
}
