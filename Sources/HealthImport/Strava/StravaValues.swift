import Foundation
import ScoreEngine

/// Numbers and dates as Strava writes them in `activities.csv`, per language.
enum StravaValues {
  /// The text without leading and trailing spaces, tabs and no-break spaces.
  static func trimmed(_ text: String) -> String {
    let isSpace: (Character) -> Bool = {
      $0 == " " || $0 == "\t" || $0 == "\u{00A0}" || $0 == "\u{202F}"
    }
    // Index arithmetic, not reversed copies: a header cell may be kilobytes long.
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// The number in `text` (already trimmed, not empty), or `nil` when it is not one.
  ///
  /// English uses a decimal point and no grouping. German uses a decimal comma (`"10,20"`) in the
  /// display columns, with optional `.` grouping before it (`1.234,5`); a German number without a
  /// comma is read with `.` as the decimal point, because the detailed columns (`5804.0`,
  /// `41382.2`) are written unlocalised. Strava groups digits nowhere in the file, so that reading
  /// is never ambiguous in practice. `nan`, `inf` and exponents are not numbers here.
  static func number(_ text: String, _ language: StravaLanguage) -> Double? {
    var text = text
    if language == .german, let comma = text.firstIndex(of: ",") {
      let whole = text[..<comma]
      let fraction = text[text.index(after: comma)...]
      guard !fraction.contains(","), !fraction.contains("."), isGrouped(whole) else {
        return nil
      }
      text = whole.replacingOccurrences(of: ".", with: "") + "." + fraction
    }
    return DecimalText.value(text)
  }

  /// Whether the integer part is plain digits or `.`-grouped thousands (`1.234.567`).
  private static func isGrouped(_ whole: Substring) -> Bool {
    let groups = whole.split(separator: ".", omittingEmptySubsequences: false)
    guard groups.count > 1 else { return true }
    return groups.dropFirst().allSatisfy { $0.count == 3 } && !(groups.first ?? "").isEmpty
      && (groups.first ?? "").count <= 4
  }

  /// The instant of an `Activity Date`, read as UTC, or `nil` when `text` is not a date.
  ///
  /// English: `Sep 20, 2026, 5:38:11 AM` (`MMM d, yyyy, h:mm:ss a`; `Sept` and a 24-hour time
  /// without AM/PM are accepted, and any of space, no-break space or narrow no-break space before
  /// AM/PM, as newer CLDR data writes). German: `20.09.2026, 14:12:12` (`dd.MM.yyyy, HH:mm:ss`).
  /// Legacy: `2014-09-12 16:54:28` (`yyyy-MM-dd HH:mm:ss`).
  ///
  /// The time is UTC: the same ride's intervals.icu `start_date` (UTC) matches this column while
  /// its `start_date_local` does not (docs/formats.md §6.3, §6.4), and other importers
  /// convert it from UTC. The file names no zone, and the zone the athlete rode in is unknown, so
  /// UTC is also the only reading that does not invent one.
  static func instant(_ text: String, _ language: StravaLanguage) -> Date? {
    let separators: Set<Character> = [" ", ",", "\u{00A0}", "\u{202F}", "\t"]
    let tokens = text.split(whereSeparator: { separators.contains($0) }).map(String.init)
    let day: LocalDate?
    let clock: (hour: Int, minute: Int, second: Int)?
    switch language {
    case .english:
      guard tokens.count == 4 || tokens.count == 5, let month = month(tokens[0]),
        let dayOfMonth = integer(tokens[1]), let year = integer(tokens[2]), tokens[2].count == 4
      else { return nil }
      day = LocalDate(year: year, month: month, day: dayOfMonth)
      clock = time(tokens[3], meridiem: tokens.count == 5 ? tokens[4] : nil)
    case .german:
      let parts = tokens.first?.split(separator: ".", omittingEmptySubsequences: false) ?? []
      guard tokens.count == 2, parts.count == 3, parts[2].count == 4,
        let dayOfMonth = integer(parts[0]), let month = integer(parts[1]),
        let year = integer(parts[2])
      else { return nil }
      day = LocalDate(year: year, month: month, day: dayOfMonth)
      clock = time(tokens[1], meridiem: nil)
    case .legacy:
      guard tokens.count == 2, let date = LocalDate(iso: tokens[0]) else { return nil }
      day = date
      clock = time(tokens[1], meridiem: nil)
    }
    guard let day, let clock else { return nil }
    let seconds = clock.hour * 3600 + clock.minute * 60 + clock.second
    return Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + Double(seconds))
  }

  /// The value of a run of ASCII digits (no sign), or `nil`.
  private static func integer(_ text: some StringProtocol) -> Int? {
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }

  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  private static func month(_ token: String) -> Int? {
    let name = token.lowercased()
    guard name.count == 3 || name == "sept" else { return nil }
    return months.firstIndex(of: String(name.prefix(3))).map { $0 + 1 }
  }

  /// `h:mm:ss` with an optional `AM`/`PM`; `nil` when out of range.
  private static func time(_ token: String, meridiem: String?) -> (Int, Int, Int)? {
    let parts = token.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts[2].count == 2, let hour = integer(parts[0]), let minute = integer(parts[1]),
      let second = integer(parts[2]), minute < 60, second < 60
    else { return nil }
    switch meridiem?.uppercased().filter({ $0 != "." }) {
    case nil:
      return hour < 24 ? (hour, minute, second) : nil
    case "AM":
      return (1...12).contains(hour) ? (hour % 12, minute, second) : nil
    case "PM":
      return (1...12).contains(hour) ? (hour % 12 + 12, minute, second) : nil
    default:
      return nil
    }
  }
}
