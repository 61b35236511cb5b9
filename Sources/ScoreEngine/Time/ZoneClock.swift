import Foundation

/// Local days and clock times of instants in one IANA time zone (docs/algorithm.md §2.1).
///
/// A day is the local calendar day `[00:00, 24:00)`; days around a DST change are 23 or 25 hours
/// long. Local times are computed from the zone's UTC offset at that instant, which comes from
/// the zone's TZif rules (`init(rules:)`, the CLI's path: no ICU) or from a Foundation
/// `TimeZone` (`init(timeZone:)`, where no zoneinfo file exists); both are exact, historical
/// offsets included, and agree wherever their databases do.
public struct ZoneClock: Hashable, Sendable {
  /// Where the offsets come from.
  enum Offsets: Hashable, Sendable {
    case tzif(ZoneRules)
    case foundation(TimeZone)
  }

  let offsets: Offsets

  /// Creates a clock on Foundation's time zone data (ICU on Linux).
  public init(timeZone: TimeZone) {
    offsets = .foundation(timeZone)
  }

  /// Creates a clock on a zone's TZif rules.
  public init(rules: ZoneRules) {
    offsets = .tzif(rules)
  }

  /// The zone's name, e.g. `Europe/Berlin`.
  public var identifier: String {
    switch offsets {
    case .tzif(let rules): rules.identifier
    case .foundation(let timeZone): timeZone.identifier
    }
  }

  /// The zone as a Foundation `TimeZone`, for code that still needs one.
  ///
  /// For a TZif clock this is made on demand (and loads ICU on Linux): the zone of the same
  /// name, or a fixed offset when Foundation does not know the name.
  public var timeZone: TimeZone {
    switch offsets {
    case .foundation(let timeZone): return timeZone
    case .tzif(let rules):
      return TimeZone(identifier: rules.identifier)
        ?? TimeZone(secondsFromGMT: rules.offset(at: Int64(0))) ?? .gmt
    }
  }

  /// The zone's offset from UTC at `instant` (seconds since the epoch), in seconds east.
  public func offset(at instant: Double) -> Int {
    switch offsets {
    case .tzif(let rules): rules.offset(at: instant)
    case .foundation(let timeZone):
      timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
    }
  }

  /// Local wall-clock seconds since 1970-01-01T00:00 local for the instant (seconds since the epoch).
  public func localSeconds(at instant: Double) -> Double {
    instant + Double(offset(at: instant))
  }

  /// The local date of `instant`.
  public func day(of instant: Date) -> LocalDate {
    day(ofEpochSeconds: instant.timeIntervalSince1970)
  }

  /// The local date of an instant given in seconds since the epoch.
  public func day(ofEpochSeconds instant: Double) -> LocalDate {
    LocalDate(dayNumber: Int((localSeconds(at: instant) / 86_400).rounded(.down)))
  }

  /// Seconds since local midnight shown on the wall clock at `instant` (0 ..< 86400).
  public func secondsIntoDay(ofEpochSeconds instant: Double) -> Double {
    let local = localSeconds(at: instant)
    return local - (local / 86_400).rounded(.down) * 86_400
  }

  /// The first instant whose local wall-clock time is at least `secondsIntoDay` on `day`.
  ///
  /// When that local time does not exist (a DST gap), this is the instant of the transition, the
  /// first instant after the gap; when it exists twice (a DST overlap), it is the earlier one.
  public func instant(on day: LocalDate, secondsIntoDay: Double = 0) -> Double {
    let local = Double(day.dayNumber) * 86_400 + secondsIntoDay
    // The offsets in force some hours either side cover every real transition.
    let before = local - Double(offset(at: local - 64_800))
    let after = local - Double(offset(at: local + 64_800))
    let beforeFits = localSeconds(at: before) == local
    let afterFits = localSeconds(at: after) == local
    switch (beforeFits, afterFits) {
    case (true, true): return min(before, after)
    case (false, true): return after
    default: return before
    }
  }

  /// The start of `day` as an epoch-seconds instant.
  public func startOfDay(_ day: LocalDate) -> Double {
    instant(on: day)
  }
}
