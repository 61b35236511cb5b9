import Foundation

/// `YYYY-MM-DDThh:mm:ss` text of an instant with its offset, for ids and output.
public enum ISO8601Text {
  /// The instant in UTC with whole seconds, e.g. `2025-06-02T07:00:00Z`.
  public static func format(_ date: Date) -> String {
    var text = wallClock(Int(date.timeIntervalSince1970.rounded(.down)))
    text.append("Z")
    return text.text
  }

  /// The instant as wall-clock time `utcOffsetSeconds` ahead of UTC, with that offset, e.g.
  /// `2025-06-02T09:00:00+02:00` for an offset of 7200.
  public static func format(_ date: Date, utcOffsetSeconds offset: Int) -> String {
    var text = wallClock(Int(date.timeIntervalSince1970.rounded(.down)) + offset)
    text.append(offset < 0 ? "-" : "+")
    let magnitude = abs(offset)
    text.append(magnitude / 3600, width: 2)
    text.append(":")
    text.append(magnitude / 60 % 60, width: 2)
    return text.text
  }

  /// The date, `T` and `hh:mm:ss` of a count of seconds since 1970-01-01T00:00.
  private static func wallClock(_ seconds: Int) -> DigitText {
    let day = CivilCalendar.floorDivide(seconds, 86_400)
    let second = seconds - day * 86_400
    var text = DigitText()
    CivilCalendar.append(day, to: &text)
    text.append("T")
    text.append(second / 3600, width: 2)
    text.append(":")
    text.append(second / 60 % 60, width: 2)
    text.append(":")
    text.append(second % 60, width: 2)
    return text
  }
}
