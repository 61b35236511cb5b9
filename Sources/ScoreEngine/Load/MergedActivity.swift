import Foundation

/// One recording that went into a merged activity.
public struct ActivityMember: Hashable, Sendable {
  /// The provider that imported it.
  public var provider: Provider
  /// The device or app that recorded it.
  public var source: String
  /// The recording's own id.
  public var id: String

  /// Creates a member.
  public init(provider: Provider, source: String, id: String) {
    self.provider = provider
    self.source = source
    self.id = id
  }
}

/// One activity after de-duplication, with its load (docs/algorithm.md §7.2).
public struct MergedActivity: Hashable, Sendable {
  /// The id of the member whose load counts.
  public var id: String
  /// Its start.
  public var start: Date
  /// Its duration, seconds.
  public var durationSeconds: Double
  /// The local date of `start`.
  public var date: LocalDate
  /// The sport of the member whose load counts, unless that is `other` and another member names
  /// a sport: then the first such member's (docs/algorithm.md §7.2).
  public var sport: Sport
  /// Name, from that member or else the first member that has one.
  public var name: String?
  /// Distance in metres, filled likewise.
  public var distanceMeters: Double?
  /// Total ascent in metres, filled likewise.
  public var ascentMeters: Double?
  /// Average heart rate, filled likewise.
  public var averageHeartRate: Double?
  /// Maximum heart rate, filled likewise.
  public var maxHeartRate: Double?
  /// Active energy in kcal, filled likewise.
  public var energyKilocalories: Double?
  /// The load, TSS-equivalent.
  public var load: Double
  /// The method that gave it.
  public var method: LoadMethod
  /// Every recording of this activity, in de-duplication order.
  public var members: [ActivityMember]
  /// The share of the duration the scored member's heart-rate stream covers, when its
  /// heart-rate methods were reached (docs/algorithm.md §7.3).
  public var streamCoverage: Double?
  /// The heart rate method `heartRateAverage` scored, and where it came from.
  public var scoredHeartRate: ScoredHeartRate?
  /// The rider's corrections that applied, and what the activity was without them
  /// (docs/algorithm.md §7.5); `nil` when it has none.
  public var correction: AppliedCorrection?

  /// Whether it counts for strain: every activity but one the rider ignored.
  public var countsForStrain: Bool { correction?.ignored != true }

  /// Creates a merged activity, as a store reads one back.
  public init(
    id: String, start: Date, durationSeconds: Double, date: LocalDate, sport: Sport,
    name: String?, distanceMeters: Double?, averageHeartRate: Double?, maxHeartRate: Double?,
    energyKilocalories: Double?, load: Double, method: LoadMethod, members: [ActivityMember],
    streamCoverage: Double? = nil, scoredHeartRate: ScoredHeartRate? = nil,
    correction: AppliedCorrection? = nil, ascentMeters: Double? = nil
  ) {
    self.id = id
    self.start = start
    self.durationSeconds = durationSeconds
    self.date = date
    self.sport = sport
    self.name = name
    self.distanceMeters = distanceMeters
    self.averageHeartRate = averageHeartRate
    self.maxHeartRate = maxHeartRate
    self.energyKilocalories = energyKilocalories
    self.load = load
    self.method = method
    self.members = members
    self.streamCoverage = streamCoverage
    self.scoredHeartRate = scoredHeartRate
    self.correction = correction
    self.ascentMeters = ascentMeters
  }
}
