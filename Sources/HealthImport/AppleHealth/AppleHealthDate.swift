import ScoreEngine

/// Dates as an Apple Health export writes them: `2026-09-21 04:41:09 +0200` (docs/formats.md §6.2).
///
/// The offset gives the absolute instant; which *day* an instant belongs to is decided later in
/// the athlete's zone. Tolerated variants: `T` instead of the space, fractional seconds, no space
/// before the offset, and offsets written `Z`, `±hh:mm` or `±hh`. iOS 8 exports wrote the compact
/// form `20140104084300-0800` (`yyyyMMddHHmmssZ`), which is read too.
enum AppleHealthDate {
  /// The day number of the last valid `YYYY-MM-DD` read, keyed by its ten bytes: an export's
  /// dates come in long runs of one day, so a reader that keeps one memo parses each day once.
  struct DayMemo {
    fileprivate var head: UInt64 = 0
    fileprivate var tail: UInt16 = 0
    fileprivate var dayNumber: Int?

    /// A memo that knows no day yet.
    init() {}
  }

  /// Seconds since 1970-01-01T00:00:00Z, or `nil` when the bytes are not such a date.
  static func epochSeconds(_ bytes: UnsafeRawBufferPointer) -> Double? {
    var memo = DayMemo()
    return epochSeconds(bytes, memo: &memo)
  }

  /// Seconds since 1970-01-01T00:00:00Z, or `nil` when the bytes are not such a date; the day
  /// is taken from `memo` when its bytes are the memo's, and memoised otherwise.
  @inline(__always)
  static func epochSeconds(_ bytes: UnsafeRawBufferPointer, memo: inout DayMemo) -> Double? {
    let count = bytes.count
    if count == 25, let seconds = commonEpochSeconds(bytes, memo: &memo) { return seconds }
    guard count >= 15 else { return nil }
    if bytes[4] != 0x2D { return compactEpochSeconds(bytes) }
    guard count >= 19, bytes[7] == 0x2D,
      bytes[10] == 0x20 || bytes[10] == 0x54, bytes[13] == 0x3A, bytes[16] == 0x3A,
      let hour = digits(bytes, 11, 2), let minute = digits(bytes, 14, 2),
      let second = digits(bytes, 17, 2), hour < 24, minute < 60, second < 61
    else { return nil }
    guard let dayNumber = dayNumber(bytes, memo: &memo) else { return nil }
    var index = 19
    var fraction = 0.0
    if index < count, bytes[index] == 0x2E {
      index += 1
      var scale = 0.1
      while index < count, bytes[index] &- 0x30 < 10 {
        fraction += Double(bytes[index] &- 0x30) * scale
        scale /= 10
        index += 1
      }
    }
    if index < count, bytes[index] == 0x20 { index += 1 }
    guard let offset = offsetSeconds(bytes, from: index) else { return nil }
    let local = dayNumber * 86_400 + hour * 3600 + minute * 60 + second
    return Double(local - offset) + fraction
  }

  /// The day number of the `YYYY-MM-DD` that starts the bytes (at least ten), from `memo` when
  /// they are its day's.
  @inline(__always)
  private static func dayNumber(_ bytes: UnsafeRawBufferPointer, memo: inout DayMemo) -> Int? {
    let head = bytes.loadUnaligned(as: UInt64.self)
    let tail = bytes.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
    if let known = memo.dayNumber, memo.head == head, memo.tail == tail { return known }
    guard bytes[4] == 0x2D, bytes[7] == 0x2D, let year = digits(bytes, 0, 4),
      let month = digits(bytes, 5, 2), let day = digits(bytes, 8, 2),
      let date = LocalDate(year: year, month: month, day: day)
    else { return nil }
    (memo.head, memo.tail, memo.dayNumber) = (head, tail, date.dayNumber)
    return date.dayNumber
  }

  /// The form of nearly every date of an export, `2026-09-21 04:41:09 +0200`, read with two
  /// word loads (`hh:mm:ss` and `ss +hhmm`) instead of byte by byte; `nil` when the 25 bytes are
  /// anything else, for the general reading to decide. Whatever it accepts, that reading gives
  /// the same seconds for.
  @inline(__always)
  private static func commonEpochSeconds(_ bytes: UnsafeRawBufferPointer, memo: inout DayMemo)
    -> Double?
  {
    // Bytes numbered from the lowest: "hh:mm:ss" has digits but at 2 and 5; "ss +hhmm" has its
    // offset's digits at 4 to 7, a space at 2 and the sign at 3.
    let clock = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 11, as: UInt64.self))
    let zone = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 17, as: UInt64.self))
    let zoneDigits: UInt64 = 0xFFFF_FFFF_0000_0000
    guard let (hour, minute, second) = ByteWords.clock(clock), zone >> 16 & 0xFF == 0x20,
      ByteWords.areDigits(zone, zoneDigits), bytes[10] == 0x20 || bytes[10] == 0x54
    else { return nil }
    let sign: Int
    switch zone >> 24 & 0xFF {
    case 0x2B: sign = 1
    case 0x2D: sign = -1
    default: return nil
    }
    let offset = ByteWords.digitPairs(zone, zoneDigits)
    let (offsetHours, offsetMinutes) = (Int(offset >> 32 & 0xFF), Int(offset >> 48 & 0xFF))
    guard hour < 24, minute < 60, second < 61, offsetHours <= 18, offsetMinutes < 60,
      let dayNumber = dayNumber(bytes, memo: &memo)
    else { return nil }
    let local = dayNumber * 86_400 + hour * 3600 + minute * 60 + second
    return Double(local - sign * (offsetHours * 3600 + offsetMinutes * 60))
  }

  /// The UTC offset the date was written with, seconds east of UTC, or `nil` when the bytes are
  /// not such a date: the offset of the place the phone was in, which the athlete's zone may
  /// not share (read for workouts only, off the hot path of the samples).
  static func writtenOffset(_ bytes: UnsafeRawBufferPointer) -> Int? {
    guard epochSeconds(bytes) != nil else { return nil }
    if bytes[4] != 0x2D { return offsetSeconds(bytes, from: 14) }
    var index = 19
    if index < bytes.count, bytes[index] == 0x2E {
      index += 1
      while index < bytes.count, bytes[index] &- 0x30 < 10 { index += 1 }
    }
    if index < bytes.count, bytes[index] == 0x20 { index += 1 }
    return offsetSeconds(bytes, from: index)
  }

  /// The iOS 8 form `20140104084300-0800`: fourteen digits, then an offset.
  private static func compactEpochSeconds(_ bytes: UnsafeRawBufferPointer) -> Double? {
    guard let year = digits(bytes, 0, 4), let month = digits(bytes, 4, 2),
      let day = digits(bytes, 6, 2), let hour = digits(bytes, 8, 2),
      let minute = digits(bytes, 10, 2), let second = digits(bytes, 12, 2),
      hour < 24, minute < 60, second < 61,
      let date = LocalDate(year: year, month: month, day: day),
      let offset = offsetSeconds(bytes, from: 14)
    else { return nil }
    let local = date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second
    return Double(local - offset)
  }

  /// `+0200`, `-05:30`, `+02` or `Z` filling the rest of the bytes, as seconds east of UTC.
  @inline(__always)
  private static func offsetSeconds(_ bytes: UnsafeRawBufferPointer, from index: Int) -> Int? {
    let remaining = bytes.count - index
    if remaining == 1, bytes[index] == 0x5A { return 0 }
    guard remaining >= 3 else { return nil }
    let sign: Int
    switch bytes[index] {
    case 0x2B: sign = 1
    case 0x2D: sign = -1
    default: return nil
    }
    guard let hours = digits(bytes, index + 1, 2), hours <= 18 else { return nil }
    let minutes: Int?
    switch remaining {
    case 3: minutes = 0
    case 5: minutes = digits(bytes, index + 3, 2)
    case 6 where bytes[index + 3] == 0x3A: minutes = digits(bytes, index + 4, 2)
    default: minutes = nil
    }
    guard let minutes, minutes < 60 else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }

  @inline(__always)
  private static func digits(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ length: Int) -> Int? {
    var value = 0
    for index in start..<start + length {
      let digit = bytes[index] &- 0x30
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }
}
