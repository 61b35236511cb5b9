import Foundation

/// Local days and clock times of instants in one IANA time zone (docs/algorithm.md §2.1).
///
/// A day is the local calendar day `[00:00, 24:00)`; days around a DST change are 23 or 25 hours
/// long. Instants are `Date`s; local times are computed from the zone's UTC offset at that instant,
/// which is exact for every zone Foundation knows, including historical offsets.
public struct ZoneClock: Sendable {
  /// The athlete's time zone.
  public let timeZone: TimeZone

  /// Creates a clock for `timeZone`.
  public init(timeZone: TimeZone) {
    self.timeZone = timeZone
  }

  /// The zone's offset from UTC at `instant`, in seconds.
  public func offset(at instant: Double) -> Int {
    timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
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
    let before = Double(offset(at: local - 64_800))
    let after = Double(offset(at: local + 64_800))
    var candidates: [Double] = []
    for candidate in [local - before, local - after] where localSeconds(at: candidate) == local {
      candidates.append(candidate)
    }
    if let earliest = candidates.min() { return earliest }
    return local - before
  }

  /// The start of `day` as an epoch-seconds instant.
  public func startOfDay(_ day: LocalDate) -> Double {
    instant(on: day)
  }
}
