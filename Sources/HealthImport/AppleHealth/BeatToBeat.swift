/// rMSSD from the beat-to-beat list of an HRV record (`HeartRateVariabilityMetadataList`).
///
/// Each `InstantaneousBeatsPerMinute` has the instantaneous heart rate `bpm` and the time of the
/// beat as a locale-formatted time of day (`4:17:18.57 pm`, `16:17:18,57`, `下午4:17:18.57`).
/// Method (docs/formats.md §6.2; the artefact rules follow common HRV practice):
///
/// 1. **Times.** A time's digit groups are read as hours, minutes, seconds and an optional
///    fraction; everything else (separators, AM/PM words in any language, spaces) is ignored.
///    ASCII, Arabic-Indic and Devanagari digits are understood. Hours count modulo 12, and
///    intervals are taken modulo 12 h: successive beats are about a second apart, so this is
///    exact for 12- and 24-hour clocks alike, across noon and midnight, without knowing the
///    locale's AM/PM words. A list with any unreadable time gives no rMSSD.
/// 2. **Intervals.** `RRᵢ = tᵢ − tᵢ₋₁` in milliseconds. An interval is kept when it lies in
///    300–2000 ms (30–200 bpm) and agrees within 20 % with `60000 / bpm` of one of its two beats;
///    the check catches a missed beat, whose interval spans two real ones.
/// 3. **Successive differences.** `RRᵢ − RRᵢ₋₁` counts only when both intervals were kept and
///    differ by at most 20 % of `RRᵢ₋₁` (the usual ectopic-beat rule).
/// 4. **rMSSD** = √(mean of the squared differences), when at least `minimumDifferences` remain;
///    otherwise the record gives no rMSSD (its SDNN is kept regardless).
enum BeatToBeat {
  /// One beat: instantaneous bpm and seconds into a 12-hour half-day, if the time was readable.
  struct Beat {
    var bpm: Double
    var seconds: Double?
  }

  /// Fewer successive differences than this give no rMSSD (a record covers about a minute,
  /// 50–80 beats; 10 keeps short but clean lists while refusing a handful of beats).
  static let minimumDifferences = 10
  /// Largest relative disagreement between an interval and a beat's bpm, or between intervals.
  static let tolerance = 0.2

  /// rMSSD in milliseconds, or `nil` (see the type's documentation for the method).
  static func rmssd(_ beats: [Beat]) -> Double? {
    var running = RunningRMSSD()
    for beat in beats { running.add(beat) }
    return running.value
  }

  static let halfDay = 43_200.0

  /// Whether an interval of `interval` ms agrees with a beat of `bpm` (step 2).
  @inline(__always)
  static func agrees(_ interval: Double, _ bpm: Double) -> Bool {
    guard bpm > 0 else { return false }
    let expected = 60_000 / bpm
    return abs(interval - expected) <= tolerance * expected
  }

  /// Seconds into the half-day (0 ..< 43200) of a locale-formatted time, or `nil`.
  static func secondsOfHalfDay(_ bytes: UnsafeRawBufferPointer) -> Double? {
    asciiSecondsOfHalfDay(bytes) ?? secondsOfHalfDayByDigitGroups(bytes)
  }

  /// The general reading: the runs of digits of any script, whatever separates them.
  static func secondsOfHalfDayByDigitGroups(_ bytes: UnsafeRawBufferPointer) -> Double? {
    // The groups live in a fixed-size value, not an array: a watch-worn export holds millions
    // of beats, and one heap allocation each was a tenth of its import (docs/performance.md §4).
    var groups = DigitGroups()
    var value = 0
    var digits = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      // An ASCII byte is decided here; only one past ASCII can start another script's digit.
      let found: (Int, Int)? =
        byte &- 0x30 < 10
        ? (Int(byte &- 0x30), 1) : byte < 0x80 ? nil : Self.digit(bytes, at: index)
      guard let (digit, length) = found else {
        if digits > 0, !groups.append(value, digits: digits) { return nil }
        value = 0
        digits = 0
        index += 1
        continue
      }
      guard digits < 9 else { return nil }
      value = value * 10 + digit
      digits += 1
      index += length
    }
    if digits > 0, !groups.append(value, digits: digits) { return nil }
    guard groups.count == 3 || groups.count == 4 else { return nil }
    let (hours, minutes, seconds) = (groups.values.0, groups.values.1, groups.values.2)
    guard hours < 24, minutes < 60, seconds < 61 else { return nil }
    var fraction = 0.0
    if groups.count == 4 {
      var scale = 1.0
      for _ in 0..<groups.lastDigits { scale *= 10 }
      fraction = Double(groups.values.3) / scale
    }
    return Double((hours % 12) * 3600 + minutes * 60 + seconds) + fraction
  }

  /// The common `H:MM:SS.ff` (or `HH:…`, `,` for `.`, no fraction) followed by ASCII letters,
  /// dots or spaces only (`am`, ` p.m.`), read by position; `nil` for anything else, which the
  /// general reading then takes. It gives what the general reading gives for these texts: the
  /// same four groups of digits.
  ///
  /// The clock is one word: its first eight bytes (`1:22:01.` is shifted one byte up behind a
  /// `0`) are checked and converted as `hh:mm:ss` with the word arithmetic of the export's dates
  /// (`ByteWords.clock`); only the fraction and the AM/PM letters are read byte by byte. A time
  /// of fewer than eight bytes (`1:22:01`) is left to the general reading.
  @inline(__always)
  static func asciiSecondsOfHalfDay(_ bytes: UnsafeRawBufferPointer) -> Double? {
    let count = bytes.count
    guard count >= 8 else { return nil }
    let word = UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self))
    // A one-digit hour: "0" in front makes it "0h:mm:ss", dropping the eighth byte.
    let shortHour = word >> 8 & 0xFF == 0x3A
    guard let (hours, minutes, seconds) = ByteWords.clock(shortHour ? word << 8 | 0x30 : word)
    else { return nil }
    var index = shortHour ? 7 : 8
    if let fraction = watchFraction(bytes, from: index) {
      guard hours < 24, minutes < 60, seconds < 61 else { return nil }
      return Double((hours % 12) * 3600 + minutes * 60 + seconds) + fraction
    }
    @inline(__always) func digit(_ index: Int) -> Int? {
      guard index < count else { return nil }
      let value = bytes[index] &- 0x30
      return value < 10 ? Int(value) : nil
    }
    var fraction = 0.0
    if index < count, bytes[index] == 0x2E || bytes[index] == 0x2C, digit(index + 1) != nil {
      var value = 0
      var scale = 1.0
      index += 1
      while let next = digit(index) {
        guard scale < 1e9 else { return nil }
        value = value * 10 + next
        scale *= 10
        index += 1
      }
      // Hundredths, the watch's own precision, are looked up: the same quotients, without a
      // division's latency on every beat.
      fraction = scale == 100 ? hundredths[value] : Double(value) / scale
    }
    while index < count {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x2E || (byte | 0x20) &- 0x61 < 26 else { return nil }
      index += 1
    }
    guard hours < 24, minutes < 60, seconds < 61 else { return nil }
    return Double((hours % 12) * 3600 + minutes * 60 + seconds) + fraction
  }

  /// The hundredths of the watch's own form after the clock, `.57 pm` or `.57` (`,` for `.`,
  /// any two ASCII letters), read by position; `nil` for any other tail, which the loops of
  /// `asciiSecondsOfHalfDay` then read as before. Every beat of a watch's list has this tail,
  /// where the loops took a digit test, a bound check and a letter test for each byte.
  @inline(__always)
  static func watchFraction(_ bytes: UnsafeRawBufferPointer, from index: Int) -> Double? {
    let rest = bytes.count - index
    guard rest == 6 || rest == 3 else { return nil }
    let separator = bytes[index]
    let tens = bytes[index + 1] &- 0x30
    let units = bytes[index + 2] &- 0x30
    guard separator == 0x2E || separator == 0x2C, tens < 10, units < 10 else { return nil }
    if rest == 6 {
      guard bytes[index + 3] == 0x20, (bytes[index + 4] | 0x20) &- 0x61 < 26,
        (bytes[index + 5] | 0x20) &- 0x61 < 26
      else { return nil }
    }
    return hundredths[Int(tens) * 10 + Int(units)]
  }

  /// `n / 100` for every two-digit `n`, as the division gives it.
  private static let hundredths = (0..<100).map { Double($0) / 100 }

  /// Up to four runs of digits of a time of day (hours, minutes, seconds, fraction).
  private struct DigitGroups {
    var values = (0, 0, 0, 0)
    var count = 0
    /// How many digits the last group has: the fraction's scale.
    var lastDigits = 0

    /// Adds a group; `false` when there would be more than four (not a time).
    mutating func append(_ value: Int, digits: Int) -> Bool {
      switch count {
      case 0: values.0 = value
      case 1: values.1 = value
      case 2: values.2 = value
      case 3: values.3 = value
      default: return false
      }
      count += 1
      lastDigits = digits
      return true
    }
  }

  private static func digit(_ bytes: UnsafeRawBufferPointer, at index: Int) -> (Int, Int)? {
    let byte = bytes[index]
    if byte &- 0x30 < 10 { return (Int(byte &- 0x30), 1) }
    if index + 1 < bytes.count {
      let next = bytes[index + 1]
      if byte == 0xD9, next >= 0xA0, next <= 0xA9 { return (Int(next - 0xA0), 2) }
      if byte == 0xDB, next >= 0xB0, next <= 0xB9 { return (Int(next - 0xB0), 2) }
    }
    if index + 2 < bytes.count, byte == 0xE0, bytes[index + 1] == 0xA5 {
      let last = bytes[index + 2]
      if last >= 0xA6, last <= 0xAF { return (Int(last - 0xA6), 3) }
    }
    return nil
  }
}
