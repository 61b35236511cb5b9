import Foundation
import ScoreEngine
import VeloJSON

extension IntervalsActivitiesParser {
  /// The start instant of an activity.
  ///
  /// `start_date` is the UTC start; it is used when present. The API writes it with `Z`, but the
  /// field is documented as UTC, so a bare `YYYY-MM-DDThh:mm:ss` is read as UTC too rather than
  /// rejected. Without it, `start_date_local` (wall-clock time without offset) is placed in the
  /// activity's IANA `timezone`; a wall-clock time that a DST change skips or repeats resolves as
  /// `ZoneClock.instant(on:secondsIntoDay:)` does (the transition, or the earlier instant).
  static func start(of object: IntervalsObject) throws(RecordRejection) -> Date {
    if let text = try object.string("start_date") {
      guard let date = Timestamp.parse(text) ?? Timestamp.parse(text + "Z") else {
        throw notATimestamp("start_date", text)
      }
      return date
    }
    guard let local = try object.string("start_date_local") else {
      throw RecordRejection(
        reason: "activities: no start",
        message: "neither 'start_date' nor 'start_date_local' is present")
    }
    if let date = Timestamp.parse(local) { return date }
    guard let wallClock = Timestamp.parse(local + "Z") else {
      throw notATimestamp("start_date_local", local)
    }
    guard let zoneName = try object.string("timezone") else {
      throw RecordRejection(
        reason: "activities.timezone missing",
        message: "'start_date_local' needs a 'timezone', which is missing")
    }
    guard let zone = TimeZone(identifier: zoneName) else {
      throw RecordRejection(
        reason: "activities.timezone: unknown zone",
        message: "'timezone' '\(zoneName)' is not an IANA time zone")
    }
    let seconds = wallClock.timeIntervalSince1970
    let day = LocalDate(dayNumber: Int((seconds / 86_400).rounded(.down)))
    let instant = ZoneClock(timeZone: zone).instant(
      on: day, secondsIntoDay: seconds - Double(day.dayNumber) * 86_400)
    return Date(timeIntervalSince1970: instant)
  }

  private static func notATimestamp(_ key: String, _ text: String) -> RecordRejection {
    RecordRejection(
      reason: "activities.\(key): not a timestamp",
      message: "'\(key)' '\(text)' is not an ISO 8601 date and time")
  }
}
