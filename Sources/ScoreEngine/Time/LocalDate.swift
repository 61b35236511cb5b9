/// A calendar date in the athlete's time zone, independent of any zone (docs/algorithm.md §2.1).
///
/// Stored as the number of days since 1970-01-01 in the proleptic Gregorian calendar, so that day
/// arithmetic and comparisons are integer operations.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before it).
  public let dayNumber: Int

  /// Creates the date `dayNumber` days after 1970-01-01.
  public init(dayNumber: Int) {
    self.dayNumber = dayNumber
  }

  /// Creates a date from its year, month (1–12) and day (1–31); `nil` when the date does not exist.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(month: month, year: year)
    else { return nil }
    // Days-from-civil, after Howard Hinnant's public-domain date algorithms.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthIndex = (month + 9) % 12
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    self.dayNumber = era * 146_097 + dayOfEra - 719_468
  }

  /// Parses `YYYY-MM-DD` exactly (four-digit year, two-digit month and day); `nil` otherwise.
  public init?(iso text: some StringProtocol) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = LocalDate.digits(bytes[0..<4]), let month = LocalDate.digits(bytes[5..<7]),
      let day = LocalDate.digits(bytes[8..<10])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The year, month (1–12) and day (1–31) of this date.
  public var components: (year: Int, month: Int, day: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// The date `days` days later (earlier when negative).
  public func adding(days: Int) -> LocalDate {
    LocalDate(dayNumber: dayNumber + days)
  }

  /// Whole days from `other` to this date (positive when this date is later).
  public func days(since other: LocalDate) -> Int {
    dayNumber - other.dayNumber
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    let (year, month, day) = components
    guard (0...9999).contains(year) else {
      return LocalDate.pad(year, 4) + "-" + LocalDate.pad(month, 2) + "-" + LocalDate.pad(day, 2)
    }
    // The ten bytes written in place: joining five strings cost some 2,800 instructions, and a
    // year of history writes a date per row (docs/architecture.md §14, *Text made of bytes*).
    return String(unsafeUninitializedCapacity: 10) { text in
      func put(_ value: Int, endingAt end: Int, width: Int) {
        var rest = value
        for position in (end - width..<end).reversed() {
          text[position] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
      }
      put(year, endingAt: 4, width: 4)
      put(month, endingAt: 7, width: 2)
      put(day, endingAt: 10, width: 2)
      text[4] = UInt8(ascii: "-")
      text[7] = UInt8(ascii: "-")
      return 10
    }
  }

  /// Orders dates chronologically.
  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    lhs.dayNumber < rhs.dayNumber
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for byte in bytes {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(abs(value))
    let padded = String(repeating: "0", count: max(0, width - text.count)) + text
    return value < 0 ? "-" + padded : padded
  }
}

extension LocalDate: Codable {
  /// Decodes a `YYYY-MM-DD` string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = LocalDate(iso: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not a YYYY-MM-DD date: \(text)")
    }
    self = date
  }

  /// Encodes as a `YYYY-MM-DD` string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
