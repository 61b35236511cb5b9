/// The POSIX TZ rule of a TZif footer (RFC 8536 §3.3): the offsets of a zone for every instant
/// after its last listed transition, e.g. `CET-1CEST,M3.5.0,M10.5.0/3` for Europe/Berlin.
///
/// Offsets here are seconds **east** of UTC, as everywhere in `ZoneClock`; the text form counts
/// hours west, so `CET-1` is an offset of +3600.
public struct PosixZoneRule: Hashable, Sendable {
  /// Daylight-saving time: its offset and the rules that start and end it each year.
  public struct Daylight: Hashable, Sendable {
    /// The offset from UTC while it is in force, seconds east.
    public let offset: Int
    /// When it starts, in standard local time.
    public let start: TransitionRule
    /// When it ends, in daylight-saving local time.
    public let end: TransitionRule

    /// Creates the daylight-saving part of a rule.
    public init(offset: Int, start: TransitionRule, end: TransitionRule) {
      self.offset = offset
      self.start = start
      self.end = end
    }
  }

  /// The standard offset from UTC, seconds east.
  public let standardOffset: Int
  /// Daylight-saving time, `nil` for a zone on one offset all year.
  public let daylight: Daylight?

  /// Creates a rule from its parts.
  public init(standardOffset: Int, daylight: Daylight? = nil) {
    self.standardOffset = standardOffset
    self.daylight = daylight
  }

  /// The offset from UTC at `instant` (seconds since the epoch), seconds east.
  ///
  /// The year's two changes are laid out for the two years before, the year and the year after,
  /// in that order, and the last change at or before the instant decides. That covers rules whose
  /// daylight period wraps the new year (southern hemisphere), changes pushed into a
  /// neighbouring year by times up to ±167 hours, and RFC 8536's "daylight all year" form (the
  /// end of one year at the same instant as the start of the next: the start, listed later, wins).
  public func offset(at instant: Int64) -> Int {
    guard let daylight else { return standardOffset }
    let localDay = (instant + Int64(standardOffset)).quotientRoundingDown(86_400)
    let year = LocalDate(dayNumber: Int(localDay)).components.year
    var latest: (instant: Int64, offset: Int)?
    for candidate in year - 2...year + 1 {
      let start = daylight.start.localSeconds(in: candidate) - Int64(standardOffset)
      let end = daylight.end.localSeconds(in: candidate) - Int64(daylight.offset)
      for change in [(start, daylight.offset), (end, standardOffset)] where change.0 <= instant {
        if latest.map({ change.0 >= $0.instant }) ?? true { latest = change }
      }
    }
    // Two years back always hold a change at or before the instant; this is for the compiler.
    return latest?.offset ?? standardOffset
  }
}

extension Int64 {
  /// The quotient rounded towards minus infinity (`-1 / 86400` is `-1`, not `0`).
  func quotientRoundingDown(_ divisor: Int64) -> Int64 {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}
