import Foundation

/// Strict ISO 8601 timestamps with an explicit offset (docs/formats.md §1.2).
///
/// Accepted: `YYYY-MM-DDThh:mm:ss`, optional fractional seconds, then `Z`, `±hh:mm` or `±hhmm`.
/// Anything else — no offset, a space instead of `T`, an impossible date — is rejected.
public enum Timestamp {
  /// The instant of `text`, or `nil` when it is not a valid timestamp with offset.
  public static func parse(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { parse(bytes: $0) }
  }

  /// The instant of the UTF-8 bytes, or `nil`.
  public static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
      bytes[16] == UInt8(ascii: ":"),
      let year = number(bytes, 0, 4), let month = number(bytes, 5, 2),
      let day = number(bytes, 8, 2), let hour = number(bytes, 11, 2),
      let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
      hour < 24, minute < 60, second < 60,
      let dayNumber = CivilCalendar.dayNumber(year: year, month: month, day: day)
    else { return nil }
    var index = 19
    var fraction = 0.0
    if bytes[index] == UInt8(ascii: ".") {
      index += 1
      var scale = 0.1
      let start = index
      while index < bytes.count, let digit = digit(bytes[index]) {
        fraction += Double(digit) * scale
        scale /= 10
        index += 1
      }
      guard index > start else { return nil }
    }
    guard index < bytes.count, let offset = offsetSeconds(bytes, from: index) else { return nil }
    let local = Double(dayNumber) * 86_400 + Double(hour * 3600 + minute * 60 + second)
    return Date(timeIntervalSince1970: local + fraction - Double(offset))
  }

  /// The offset in seconds of `Z`, `±hh:mm` or `±hhmm` ending the buffer at `index`.
  private static func offsetSeconds(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
    let remaining = bytes.count - index
    if remaining == 1, bytes[index] == UInt8(ascii: "Z") { return 0 }
    let sign: Int
    switch bytes[index] {
    case UInt8(ascii: "+"): sign = 1
    case UInt8(ascii: "-"): sign = -1
    default: return nil
    }
    let hours: Int?
    let minutes: Int?
    if remaining == 6, bytes[index + 3] == UInt8(ascii: ":") {
      hours = number(bytes, index + 1, 2)
      minutes = number(bytes, index + 4, 2)
    } else if remaining == 5 {
      hours = number(bytes, index + 1, 2)
      minutes = number(bytes, index + 3, 2)
    } else {
      return nil
    }
    guard let hours, let minutes, hours <= 18, minutes < 60 else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }

  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int)
    -> Int?
  {
    var value = 0
    for position in start..<start + length {
      guard let digit = digit(bytes[position]) else { return nil }
      value = value * 10 + digit
    }
    return value
  }

  private static func digit(_ byte: UInt8) -> Int? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
  }
}
