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
    guard beats.count > minimumDifferences else { return nil }
    var intervals: [Double?] = []
    intervals.reserveCapacity(beats.count)
    for index in beats.indices.dropFirst() {
      guard let now = beats[index].seconds, let before = beats[index - 1].seconds else {
        return nil
      }
      var gap = (now - before).truncatingRemainder(dividingBy: halfDay)
      if gap < 0 { gap += halfDay }
      let milliseconds = gap * 1000
      let plausible =
        (300...2000).contains(milliseconds)
        && (agrees(milliseconds, beats[index].bpm) || agrees(milliseconds, beats[index - 1].bpm))
      intervals.append(plausible ? milliseconds : nil)
    }
    var sum = 0.0
    var differences = 0
    for index in intervals.indices.dropFirst() {
      guard let now = intervals[index], let before = intervals[index - 1],
        abs(now - before) <= tolerance * before
      else { continue }
      sum += (now - before) * (now - before)
      differences += 1
    }
    guard differences >= minimumDifferences else { return nil }
    return (sum / Double(differences)).squareRoot()
  }

  private static let halfDay = 43_200.0

  private static func agrees(_ interval: Double, _ bpm: Double) -> Bool {
    guard bpm > 0 else { return false }
    let expected = 60_000 / bpm
    return abs(interval - expected) <= tolerance * expected
  }

  /// Seconds into the half-day (0 ..< 43200) of a locale-formatted time, or `nil`.
  static func secondsOfHalfDay(_ bytes: UnsafeRawBufferPointer) -> Double? {
    var groups: [(value: Int, digits: Int)] = []
    var current: (value: Int, digits: Int)? = nil
    var index = 0
    while index < bytes.count {
      if let (digit, length) = digit(bytes, at: index) {
        let previous = current ?? (0, 0)
        guard previous.digits < 9 else { return nil }
        current = (previous.value * 10 + digit, previous.digits + 1)
        index += length
      } else {
        if let finished = current { groups.append(finished) }
        current = nil
        index += 1
      }
    }
    if let finished = current { groups.append(finished) }
    guard groups.count == 3 || groups.count == 4 else { return nil }
    let (hours, minutes, seconds) = (groups[0].value, groups[1].value, groups[2].value)
    guard hours < 24, minutes < 60, seconds < 61 else { return nil }
    var fraction = 0.0
    if groups.count == 4 {
      var scale = 1.0
      for _ in 0..<groups[3].digits { scale *= 10 }
      fraction = Double(groups[3].value) / scale
    }
    return Double((hours % 12) * 3600 + minutes * 60 + seconds) + fraction
  }

  /// The decimal digit at `index` and its length in bytes: ASCII, Arabic-Indic (U+0660…),
  /// Extended Arabic-Indic (U+06F0…) or Devanagari (U+0966…).
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
