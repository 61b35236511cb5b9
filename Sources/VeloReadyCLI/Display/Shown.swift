import Foundation
import ScoreEngine
import VeloJSON
import VeloKit

/// Number formatting for the text view, and text from an input made safe to draw.
enum Shown {
  /// Text that came from an input (a name, a source, an id, a file name, a message quoting
  /// one), with every control character escaped (`\x1B`, `\u{9B}`): the console lets through
  /// the colours and cursor moves veloready draws with, so an input's own must be made
  /// harmless before it is laid out among them. Data (JSON, CSV, exports) keeps the text as is.
  static func input(_ text: String) -> String { ShownText.escaping(text) }

  /// `value` with `decimals` decimals as displayed, or `--`.
  static func number(_ value: Double?, _ decimals: Int) -> String {
    guard let value else { return "--" }
    return JSONWriter.fixed(value, decimals: decimals)
  }

  /// A signed number, e.g. `+2.1` or `-16.0`.
  static func signed(_ value: Double?, _ decimals: Int) -> String {
    guard let value else { return "--" }
    let text = JSONWriter.fixed(value, decimals: decimals)
    return text.hasPrefix("-") || text == JSONWriter.fixed(0, decimals: decimals)
      ? text : "+" + text
  }

  /// A whole number with thousands separated by commas, e.g. `9,120`.
  static func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()).magnitude)
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += "," }
      result.append(character)
    }
    return value < 0 ? "-" + result : result
  }

  /// `812 bytes`, `12.3 KB`, `512.3 MB`, `1.21 GB` (decimal units).
  static func bytes(_ count: Int64) -> String {
    let value = Double(count)
    if value < 1000 { return "\(count) bytes" }
    if value < 1e6 { return number(value / 1e3, 1) + " KB" }
    if value < 1e9 { return number(value / 1e6, 1) + " MB" }
    return number(value / 1e9, 2) + " GB"
  }

  /// `1h 30m`, `45m`.
  static func duration(seconds: Double) -> String {
    let minutes = Int((seconds / 60).rounded())
    return minutes >= 60
      ? "\(minutes / 60)h \(minutes % 60 < 10 ? "0" : "")\(minutes % 60)m" : "\(minutes)m"
  }

  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `Sat 22 Nov 2026`.
  static func longDate(_ date: LocalDate) -> String {
    let (year, month, day) = date.components
    let weekday = weekdays[((date.dayNumber + 3) % 7 + 7) % 7]
    return "\(weekday) \(day) \(months[month - 1]) \(year)"
  }

  /// `Tue 18 Nov`, with the year when it is not `today`'s: `Mon 18 Nov 2024`.
  static func shortDate(_ date: LocalDate, today: LocalDate) -> String {
    let short = shortDate(date)
    return date.components.year == today.components.year
      ? short : short + " \(date.components.year)"
  }

  /// `Tue 18 Nov`, for lines whose year is given elsewhere (a report's title).
  static func shortDate(_ date: LocalDate) -> String {
    let (_, month, day) = date.components
    return "\(weekdays[((date.dayNumber + 3) % 7 + 7) % 7]) \(day) \(months[month - 1])"
  }

  /// A span as a rider says it: `12 min`, `3 h` (under two days), `9 days` (up to 60),
  /// `3 months` (under two years), `2 years`.
  static func span(seconds: Double) -> String {
    if seconds < 3600 { return "\(max(1, Int(seconds / 60))) min" }
    if seconds < 48 * 3600 { return "\(Int(seconds / 3600)) h" }
    let days = Int(seconds / 86_400)
    if days <= 60 { return "\(days) days" }
    let months = Int((Double(days) / 30.44).rounded())
    if months < 24 { return "\(months) months" }
    return "\(Int((Double(days) / 365.25).rounded())) years"
  }

  /// `just now`, `12 min ago`, `3 h ago`, `2 days ago`, `3 months ago`.
  static func age(from then: Date, to now: Date) -> String {
    let seconds = now.timeIntervalSince(then)
    return seconds < 60 ? "just now" : span(seconds: seconds) + " ago"
  }
}

extension Shown {
  /// The wall-clock time of `instant` in `clock`'s zone, e.g. `17:30`.
  static func clockTime(_ instant: Date, _ clock: ZoneClock) -> String {
    let minutes = Int(clock.secondsIntoDay(ofEpochSeconds: instant.timeIntervalSince1970) / 60)
    let hour = minutes / 60
    let minute = minutes % 60
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}

extension Shown {
  /// `06:05` for whole minutes after midnight (taken round the clock).
  static func clock(minutes: Int) -> String {
    let whole = (minutes % 1440 + 1440) % 1440
    let hour = whole / 60
    let minute = whole % 60
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }

  /// The minutes after midnight of `HH:MM`, `nil` when it is not such a time.
  static func minutes(ofClock text: String) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hour = Int(parts[0]),
      let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute)
    else { return nil }
    return hour * 60 + minute
  }
}
