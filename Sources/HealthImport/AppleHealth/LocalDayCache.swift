import Foundation
import ScoreEngine

/// `ZoneClock.day(of:)` for millions of instants: the zone's offset is looked up once per UTC
/// day instead of once per record.
///
/// A UTC day whose offsets at its first and last second agree is taken to have one offset
/// throughout (no zone changes its offset twice within a day and back); a day with a transition
/// is computed exactly for every instant. The result is always what `ZoneClock` gives.
struct LocalDayCache {
  let clock: ZoneClock
  private var offsets: [Int: Int] = [:]
  private var lastUTCDay = Int.min
  private var lastOffset = 0
  private static let varies = Int.min

  /// A cache for the athlete's zone.
  init(timeZone: TimeZone) {
    self.clock = ZoneClock(timeZone: timeZone)
  }

  /// The local day number of an instant given in seconds since the epoch.
  @inline(__always)
  mutating func dayNumber(of instant: Double) -> Int {
    let utcDay = Int((instant / 86_400).rounded(.down))
    if utcDay != lastUTCDay {
      lastUTCDay = utcDay
      if let known = offsets[utcDay] {
        lastOffset = known
      } else {
        let first = clock.offset(at: Double(utcDay) * 86_400)
        let last = clock.offset(at: Double(utcDay) * 86_400 + 86_399)
        lastOffset = first == last ? first : Self.varies
        offsets[utcDay] = lastOffset
      }
    }
    let offset = lastOffset == Self.varies ? clock.offset(at: instant) : lastOffset
    return Int(((instant + Double(offset)) / 86_400).rounded(.down))
  }
}
