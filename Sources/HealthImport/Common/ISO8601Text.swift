import Foundation
import ScoreEngine

/// `YYYY-MM-DDThh:mm:ssZ` text of an instant, for default ids and output.
public enum ISO8601Text {
  /// The instant in UTC with whole seconds, e.g. `2025-06-02T07:00:00Z`.
  public static func format(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let day = LocalDate(dayNumber: Int((Double(seconds) / 86_400).rounded(.down)))
    let secondOfDay = seconds - day.dayNumber * 86_400
    return
      "\(day)T\(pad(secondOfDay / 3600)):\(pad(secondOfDay / 60 % 60)):\(pad(secondOfDay % 60))Z"
  }

  /// The instant as local wall-clock time with its offset in `clock`'s zone, e.g.
  /// `2025-06-02T09:00:00+02:00`.
  public static func format(_ date: Date, in clock: ZoneClock) -> String {
    let instant = date.timeIntervalSince1970.rounded(.down)
    let offset = clock.offset(at: instant)
    let local = Int(instant) + offset
    let day = LocalDate(dayNumber: Int((Double(local) / 86_400).rounded(.down)))
    let secondOfDay = local - day.dayNumber * 86_400
    let sign = offset < 0 ? "-" : "+"
    let magnitude = abs(offset)
    return
      "\(day)T\(pad(secondOfDay / 3600)):\(pad(secondOfDay / 60 % 60)):\(pad(secondOfDay % 60))"
      + "\(sign)\(pad(magnitude / 3600)):\(pad(magnitude / 60 % 60))"
  }

  private static func pad(_ value: Int) -> String {
    value < 10 ? "0\(value)" : String(value)
  }
}
