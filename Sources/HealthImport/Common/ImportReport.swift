import ScoreEngine

/// One rejected record: where it was and why.
public struct RejectedRecord: Hashable, Sendable {
  /// Where in the file, e.g. `activities[3]` or `line 1204`.
  public var location: String
  /// Why, with the offending value in single quotes, e.g. `hrv.ms '412' outside 5–300`.
  public var message: String

  /// Creates a rejected record.
  public init(location: String, message: String) {
    self.location = location
    self.message = message
  }
}

/// Counts of rejected records by reason, with the first few locations kept for the summary.
public struct RejectionLog: Hashable, Sendable {
  /// How many rejected records keep their location for the summary.
  public static let keptExamples = 5

  /// Rejected records by reason (without values).
  public private(set) var counts: [String: Int] = [:]
  /// The first rejected records, in file order.
  public private(set) var examples: [RejectedRecord] = []

  /// An empty log.
  public init() {}

  /// All rejected records.
  public var total: Int { counts.values.reduce(0, +) }

  /// Logs one rejected record.
  public mutating func reject(at location: String, reason: String, message: String) {
    counts[reason, default: 0] += 1
    if examples.count < Self.keptExamples {
      examples.append(RejectedRecord(location: location, message: message))
    }
  }

  /// Logs a validation problem.
  public mutating func reject(at location: String, problem: RecordProblem) {
    reject(at: location, reason: problem.reason.description, message: problem.description)
  }

  /// Adds every count and example of `other` after this log's.
  public mutating func merge(_ other: RejectionLog) {
    counts.merge(other.counts, uniquingKeysWith: +)
    for example in other.examples where examples.count < Self.keptExamples {
      examples.append(example)
    }
  }

  /// The same log with `place` before every example's location: `'ride.fit' session 1` for
  /// `session 1` of the file `ride.fit`.
  public func relocated(into place: String) -> RejectionLog {
    var log = self
    log.examples = examples.map {
      RejectedRecord(location: "\(place) \($0.location)", message: $0.message)
    }
    return log
  }
}

/// What an importer read from one input: the good records and an account of the rest.
public struct ImportReport: Sendable {
  /// The records kept, normalised.
  public var records = RecordSet()
  /// Records seen in the input, by type (e.g. `sleep`, `HKQuantityTypeIdentifierStepCount`).
  public var seen: [String: Int] = [:]
  /// Exact duplicates dropped within the input.
  public var duplicatesDropped = 0
  /// Rejected records.
  public var rejections = RejectionLog()
  /// Unknown keys or columns, ignored, by name.
  public var unknownKeys: [String: Int] = [:]
  /// Heart-rate samples dropped from kept activities, by reason.
  public var droppedSamples: [String: Int] = [:]
  /// Optional fields dropped from kept activities because their value was out of range.
  public var droppedFields = DroppedFields()
  /// Other facts worth a line in the summary (e.g. skipped empty stubs).
  public var notes: [String] = []
  /// The services' own scores, kept for comparison, never scored (docs/formats.md §6.7).
  public var referenceScores: [ReferenceScore] = []
  /// WHOOP journal answers; the command line keeps those answered yes as tags.
  public var journalEntries: [JournalEntry] = []
  /// The rider's ratings of days that the source kept; the command line keeps them as tags.
  public var ratings: [DayRating] = []

  /// An empty report.
  public init() {}

  /// All records seen.
  public var totalSeen: Int { seen.values.reduce(0, +) }

  /// Whether nothing was kept: no record, no service score, no journal answer, no rating.
  public var keptNothing: Bool {
    records.isEmpty && referenceScores.isEmpty && journalEntries.isEmpty && ratings.isEmpty
  }
}

/// Why an input could not be read at all; the store is left untouched.
public enum ImportError: Error, Hashable, Sendable {
  /// The input is not a format veloready reads; the reason says what it looked like.
  case unrecognised(reason: String)
  /// The input is damaged (truncated, corrupt); the reason says where.
  case malformed(reason: String)
  /// The input could not be opened or read.
  case unreadable(reason: String)
}
