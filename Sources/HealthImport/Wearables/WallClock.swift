import Foundation
import ScoreEngine

/// A local date and time as the wearable exports write them, without a zone: WHOOP's
/// `2024-06-23 20:24:26`, Garmin's `2024-01-15T02:00:00.0`.
struct WallClock: Hashable, Sendable {
  /// The calendar date.
  var day: LocalDate
  /// Seconds after midnight, fraction included.
  var seconds: Double

  /// Reads `YYYY-MM-DD hh:mm:ss` or `YYYY-MM-DDThh:mm:ss`, with an optional fraction of a second;
  /// `nil` for anything else (an offset, a missing second, an impossible date or time).
  init?(_ text: some StringProtocol) {
    let bytes = Array(text.utf8)
    guard bytes.count >= 19, bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T"),
      bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      let day = LocalDate(iso: String(decoding: bytes[0..<10], as: UTF8.self)),
      let hour = Self.digits(bytes[11..<13]), let minute = Self.digits(bytes[14..<16]),
      let second = Self.digits(bytes[17..<19]), hour < 24, minute < 60, second < 60
    else { return nil }
    var fraction = 0.0
    if bytes.count > 19 {
      let tail = bytes[20...]
      guard bytes[19] == UInt8(ascii: "."), !tail.isEmpty, tail.count <= 9,
        let digits = Self.digits(tail)
      else { return nil }
      fraction = Double(digits) / pow(10, Double(tail.count))
    }
    self.day = day
    self.seconds = Double(hour * 3600 + minute * 60 + second) + fraction
  }

  /// The instant this wall-clock time names at UTC offset `offsetSeconds`.
  func instant(offsetSeconds: Int) -> Date {
    Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + seconds - Double(offsetSeconds))
  }

  /// The number a run of ASCII digits writes, or `nil` when any byte is not a digit.
  private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard bytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return bytes.reduce(0) { $0 * 10 + Int($1 &- 0x30) }
  }
}
