import Foundation

/// The sport of an activity as the native format names it (docs/formats.md §1.6).
public enum Sport: String, CaseIterable, Hashable, Sendable, Codable {
  /// Road, gravel, mountain, indoor cycling.
  case cycling
  /// Running.
  case running
  /// Swimming.
  case swimming
  /// Walking.
  case walking
  /// Hiking.
  case hiking
  /// Strength training.
  case strength
  /// Rowing.
  case rowing
  /// Anything else.
  case other

  /// The sport family used to match recordings of one activity (docs/algorithm.md §7.1).
  public var family: SportFamily {
    switch self {
    case .cycling: return .cycling
    case .running: return .running
    case .swimming: return .swimming
    case .walking, .hiking: return .walkingAndHiking
    case .strength: return .strength
    case .rowing: return .rowing
    case .other: return .other
    }
  }
}

/// The sport families of docs/algorithm.md §7.1; walking and hiking are one family.
public enum SportFamily: String, Hashable, Sendable {
  /// Cycling.
  case cycling
  /// Running.
  case running
  /// Swimming.
  case swimming
  /// Walking and hiking.
  case walkingAndHiking
  /// Strength.
  case strength
  /// Rowing.
  case rowing
  /// Other.
  case other
}

/// One heart-rate sample of an activity's stream.
public struct HeartRateSample: Hashable, Sendable {
  /// Seconds since the activity's start.
  public var offset: Double
  /// Beats per minute (a sample outside 25–250 is dropped).
  public var bpm: Double

  /// Creates a sample.
  public init(offset: Double, bpm: Double) {
    self.offset = offset
    self.bpm = bpm
  }
}

/// One recording of a workout by one source (docs/algorithm.md §7, docs/formats.md §1.6).
public struct Activity: Hashable, Sendable {
  /// The source's own id for this recording.
  public var id: String
  /// Ids of the same activity elsewhere, e.g. `strava:1234567`.
  public var externalIDs: [String]
  /// Start instant.
  public var start: Date
  /// Duration in seconds, 1–1209600 (14 days).
  public var durationSeconds: Double
  /// The sport.
  public var sport: Sport
  /// The activity's title.
  public var name: String?
  /// Distance in metres.
  public var distanceMeters: Double?
  /// Total ascent (climbing) in metres: the source's own total, or the track's by
  /// docs/algorithm.md §7.6.
  public var ascentMeters: Double?
  /// Average heart rate, bpm.
  public var averageHeartRate: Double?
  /// Maximum heart rate, bpm.
  public var maxHeartRate: Double?
  /// Average power, watts.
  public var averagePower: Double?
  /// Normalized power, watts.
  public var normalizedPower: Double?
  /// The FTP in force for this activity, watts.
  public var ftp: Double?
  /// A load the source computed (TSS-equivalent).
  public var trainingLoad: Double?
  /// Rating of perceived exertion, 1–10.
  public var rpe: Double?
  /// Active energy, kilocalories.
  public var energyKilocalories: Double?
  /// Heart-rate stream, offsets ascending.
  public var heartRate: [HeartRateSample]
  /// Who recorded it.
  public var source: Source

  /// Creates an activity; every measurement is optional except start, duration and sport.
  public init(
    id: String, externalIDs: [String] = [], start: Date, durationSeconds: Double, sport: Sport,
    name: String? = nil, distanceMeters: Double? = nil, averageHeartRate: Double? = nil,
    maxHeartRate: Double? = nil, averagePower: Double? = nil, normalizedPower: Double? = nil,
    ftp: Double? = nil, trainingLoad: Double? = nil, rpe: Double? = nil,
    energyKilocalories: Double? = nil, heartRate: [HeartRateSample] = [], source: Source,
    ascentMeters: Double? = nil
  ) {
    self.id = id
    self.externalIDs = externalIDs
    self.start = start
    self.durationSeconds = durationSeconds
    self.sport = sport
    self.name = name
    self.distanceMeters = distanceMeters
    self.averageHeartRate = averageHeartRate
    self.maxHeartRate = maxHeartRate
    self.averagePower = averagePower
    self.normalizedPower = normalizedPower
    self.ftp = ftp
    self.trainingLoad = trainingLoad
    self.rpe = rpe
    self.energyKilocalories = energyKilocalories
    self.heartRate = heartRate
    self.source = source
    self.ascentMeters = ascentMeters
  }

  /// The end instant, `start + durationSeconds`.
  public var end: Date { start.addingTimeInterval(durationSeconds) }
}
