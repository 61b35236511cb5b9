/// Why a record was rejected, without the offending value: what import summaries count.
public struct RejectionReason: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The rule a value broke.
  public enum Rule: Hashable, Sendable {
    /// NaN or infinite.
    case notFinite
    /// Outside the valid range; `upper` is `nil` for "at least `lower`".
    case outOfRange(lower: Double, upper: Double?)
    /// A segment whose end is before its start.
    case endBeforeStart
    /// A segment longer than 24 hours.
    case longerThan24Hours
    /// A day, or an instant's day, outside these days: the years 0000–9999 the store holds, or
    /// the days a sync asked for.
    case outsideDays(ClosedRange<LocalDate>)
  }

  /// The field in native-format terms, e.g. `hrv.ms` or `activities.durationSeconds`.
  public var field: String
  /// The rule broken.
  public var rule: Rule

  /// Creates a reason.
  public init(field: String, rule: Rule) {
    self.field = field
    self.rule = rule
  }

  /// A short English statement, e.g. `hrv.ms outside 5–300`.
  public var description: String {
    switch rule {
    case .notFinite: return "\(field) is not a finite number"
    case .outOfRange(let lower, let upper?):
      return "\(field) outside \(Self.format(lower))–\(Self.format(upper))"
    case .outOfRange(let lower, nil): return "\(field) below \(Self.format(lower))"
    case .endBeforeStart: return "\(field) ends before it starts"
    case .longerThan24Hours: return "\(field) longer than 24 h"
    case .outsideDays(let days): return "\(field) outside \(days.lowerBound)–\(days.upperBound)"
    }
  }

  /// Orders reasons by their description, for stable summaries.
  public static func < (lhs: RejectionReason, rhs: RejectionReason) -> Bool {
    lhs.description < rhs.description
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// A rejected record's reason and offending value.
public struct RecordProblem: Hashable, Sendable, CustomStringConvertible {
  /// The rule and field.
  public var reason: RejectionReason
  /// The offending value, when the rule is about one number.
  public var value: Double?

  /// Creates a problem.
  public init(reason: RejectionReason, value: Double? = nil) {
    self.reason = reason
    self.value = value
  }

  /// The reason, with the value in single quotes when there is one.
  public var description: String {
    guard let value else { return reason.description }
    let shown = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    return "\(reason.field) '\(shown)' \(reason.description.dropFirst(reason.field.count + 1))"
  }
}

/// Counts of rejected records and dropped heart-rate samples, by reason.
public struct RejectionCounts: Hashable, Sendable {
  /// Rejected records by reason.
  public private(set) var records: [RejectionReason: Int] = [:]
  /// Heart-rate samples dropped from otherwise valid activities, by reason.
  public private(set) var droppedSamples: [RejectionReason: Int] = [:]

  /// Creates empty counts.
  public init() {}

  /// Counts one rejected record.
  public mutating func reject(_ reason: RejectionReason) {
    records[reason, default: 0] += 1
  }

  /// Counts one dropped heart-rate sample.
  public mutating func drop(_ reason: RejectionReason) {
    droppedSamples[reason, default: 0] += 1
  }

  /// Total rejected records.
  public var rejectedRecords: Int { records.values.reduce(0, +) }

  /// Total dropped samples.
  public var totalDroppedSamples: Int { droppedSamples.values.reduce(0, +) }

  /// Whether nothing was rejected or dropped.
  public var isEmpty: Bool { records.isEmpty && droppedSamples.isEmpty }

  /// Adds every count of `other`.
  public mutating func add(_ other: RejectionCounts) {
    records.merge(other.records, uniquingKeysWith: +)
    droppedSamples.merge(other.droppedSamples, uniquingKeysWith: +)
  }
}
