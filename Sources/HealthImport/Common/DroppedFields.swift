import ScoreEngine

/// An optional measurement of an activity, which a third-party importer drops on its own when its
/// value is out of range, keeping the activity.
public enum ActivityField: String, CaseIterable, Hashable, Sendable {
  /// Average heart rate, bpm (25–250).
  case averageHeartRate
  /// Maximum heart rate, bpm (25–250).
  case maxHeartRate
  /// Average power, watts (0–2500).
  case averagePower
  /// Normalized power, watts (0–2500).
  case normalizedPower
  /// The FTP in force, watts (50–600).
  case ftp
  /// Rating of perceived exertion (1–10).
  case rpe
  /// Active energy, kilocalories (0–20000).
  case energy
  /// Distance, metres (at least 0).
  case distance
  /// Total ascent, metres (at least 0).
  case ascent
  /// A load the source computed (0–5000).
  case trainingLoad
}

/// Optional fields dropped from activities that were kept, because their value lay outside the
/// range of docs/algorithm.md §12: counted per field, with the first value seen.
///
/// A pool swim whose wrist heart rate reads 3.08 bpm keeps its duration, and with it its load;
/// only the nonsense value goes. The native format does not use this: its records are the
/// athlete's own and a wrong value rejects the record whole.
public struct DroppedFields: Hashable, Sendable {
  /// What was dropped of one field.
  public struct Drop: Hashable, Sendable {
    /// Activities kept without this field.
    public var count: Int
    /// The first value dropped, in the field's unit.
    public var firstValue: Double
    /// The valid range, which the values fell outside.
    public var range: ClosedRange<Double>

    /// Creates a drop.
    public init(count: Int, firstValue: Double, range: ClosedRange<Double>) {
      self.count = count
      self.firstValue = firstValue
      self.range = range
    }
  }

  /// The drops, by field.
  public private(set) var drops: [ActivityField: Drop] = [:]

  /// Nothing dropped.
  public init() {}

  /// Fields dropped, all fields together.
  public var total: Int { drops.values.reduce(0) { $0 + $1.count } }

  /// Whether nothing was dropped.
  public var isEmpty: Bool { drops.isEmpty }

  /// Counts one dropped `value` of `field`, valid in `range`.
  public mutating func drop(_ field: ActivityField, value: Double, range: ClosedRange<Double>) {
    if drops[field] == nil {
      drops[field] = Drop(count: 1, firstValue: value, range: range)
    } else {
      drops[field]?.count += 1
    }
  }

  /// Adds every count of `other`; a field already here keeps its first value.
  public mutating func merge(_ other: DroppedFields) {
    drops.merge(other.drops) { mine, theirs in
      Drop(count: mine.count + theirs.count, firstValue: mine.firstValue, range: mine.range)
    }
  }

  /// Removes from `activity` every optional field outside its range, counting each one.
  ///
  /// Required fields (start, duration) are not touched: `RecordValidator` still rejects an
  /// activity without a usable duration.
  mutating func sanitise(_ activity: inout Activity) {
    typealias Range = RecordValidator.Range
    activity.averageHeartRate = kept(activity.averageHeartRate, .averageHeartRate, Range.heartRate)
    activity.maxHeartRate = kept(activity.maxHeartRate, .maxHeartRate, Range.heartRate)
    activity.averagePower = kept(activity.averagePower, .averagePower, Range.power)
    activity.normalizedPower = kept(activity.normalizedPower, .normalizedPower, Range.power)
    activity.ftp = kept(activity.ftp, .ftp, Range.ftp)
    activity.rpe = kept(activity.rpe, .rpe, Range.rpe)
    activity.energyKilocalories = kept(activity.energyKilocalories, .energy, Range.activeEnergy)
    activity.distanceMeters = kept(activity.distanceMeters, .distance, 0...Double.infinity)
    activity.ascentMeters = kept(activity.ascentMeters, .ascent, 0...Double.infinity)
    activity.trainingLoad = kept(activity.trainingLoad, .trainingLoad, Range.trainingLoad)
  }

  /// `value` when it is finite and in `range`; otherwise `nil`, with the drop counted.
  private mutating func kept(
    _ value: Double?, _ field: ActivityField, _ range: ClosedRange<Double>
  ) -> Double? {
    guard let value else { return nil }
    if value.isFinite, range.contains(value) { return value }
    drop(field, value: value, range: range)
    return nil
  }
}
