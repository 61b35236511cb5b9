extension ByteWords {
  /// Whether the bytes of `word` that `mask` keeps are ASCII digits: a high nibble of 3, and a
  /// low one that adding 6 does not carry out of (no byte with a high nibble of 3 carries out
  /// of its byte, so one byte cannot upset the test of the next).
  @inline(__always)
  static func areDigits(_ word: UInt64, _ mask: UInt64) -> Bool {
    let highs = 0xF0F0_F0F0_F0F0_F0F0 & mask
    let threes = 0x3030_3030_3030_3030 & mask
    return word & highs == threes && (word &+ 0x0606_0606_0606_0606) & highs == threes
  }

  /// Byte `i` of the result is the two-digit number of digit bytes `i` and `i + 1` of `word`
  /// (those `mask` keeps; the others count as 0).
  @inline(__always)
  static func digitPairs(_ word: UInt64, _ mask: UInt64) -> UInt64 {
    let values = (word & mask) &- (0x3030_3030_3030_3030 & mask)
    return values &* 10 &+ values >> 8
  }

  /// The three numbers of a word that holds `hh:mm:ss` (digits at bytes 0–1, 3–4 and 6–7, colons
  /// at 2 and 5, the lowest byte first), unchecked for range; `nil` for any other eight bytes.
  /// Used for the clock of an export's dates and of a beat's time.
  @inline(__always)
  static func clock(_ word: UInt64) -> (hours: Int, minutes: Int, seconds: Int)? {
    let digits: UInt64 = 0xFFFF_00FF_FF00_FFFF
    guard word & ~digits == 0x0000_3A00_003A_0000, areDigits(word, digits) else { return nil }
    let pairs = digitPairs(word, digits)
    return (Int(pairs & 0xFF), Int(pairs >> 24 & 0xFF), Int(pairs >> 48 & 0xFF))
  }
}
