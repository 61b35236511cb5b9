import Foundation

/// `YYYY-MM-DDThh:mm:ss` text of an instant with its offset, for ids and output.
public enum ISO8601Text {
  /// The instant in UTC with whole seconds, e.g. `2025-06-02T07:00:00Z`.
  public static func format(_ date: Date) -> String {
    let (day, clock) = wallClock(Int(date.timeIntervalSince1970.rounded(.down)))
    return "\(day)T\(clock)Z"
  }

  /// The instant as wall-clock time `utcOffsetSeconds` ahead of UTC, with that offset, e.g.
  /// `2025-06-02T09:00:00+02:00` for an offset of 7200.
  public static func format(_ date: Date, utcOffsetSeconds offset: Int) -> String {
    let (day, clock) = wallClock(Int(date.timeIntervalSince1970.rounded(.down)) + offset)
    let sign = offset < 0 ? "-" : "+"
    let magnitude = abs(offset)
    return "\(day)T\(clock)\(sign)"
      + CivilCalendar.pad(magnitude / 3600, 2) + ":" + CivilCalendar.pad(magnitude / 60 % 60, 2)
  }

  /// The date and `hh:mm:ss` of a count of seconds since 1970-01-01T00:00.
  private static func wallClock(_ seconds: Int) -> (String, String) {
    let day = CivilCalendar.floorDivide(seconds, 86_400)
    let second = seconds - day * 86_400
    let clock =
      CivilCalendar.pad(second / 3600, 2) + ":" + CivilCalendar.pad(second / 60 % 60, 2) + ":"
      + CivilCalendar.pad(second % 60, 2)
    return (CivilCalendar.text(of: day), clock)
  }
}
