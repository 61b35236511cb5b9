/// Searches for byte classes eight bytes at a time, in plain 64-bit arithmetic ("SWAR"), for the
/// scanner's short spans (attribute names, most values), where a call to `memchr` costs more
/// than the search.
///
/// Each mask has the high bit of every byte that matches set — exactly for the lowest matching
/// byte; a byte above a match may be marked falsely (a borrow), so only the lowest match is ever
/// used, and a search that goes on restarts after it.
enum ByteWords {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Eight bytes from `pointer`, the byte at the lowest address in the lowest bits.
  @inline(__always)
  static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
  }

  /// Every byte `byte` repeated in a word, to compare with `equal`.
  @inline(__always)
  static func broadcast(_ byte: UInt8) -> UInt64 { UInt64(byte) &* ones }

  /// The bytes of `word` equal to the byte repeated in `pattern` (see `broadcast`).
  @inline(__always)
  static func equal(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
    let difference = word ^ pattern
    return (difference &- ones) & ~difference & highs
  }

  /// The bytes of `word` below `limit` (at most 128).
  @inline(__always)
  static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
    (word &- UInt64(limit) &* ones) & ~word & highs
  }

  /// The index of the lowest byte marked in a nonzero `mask`.
  @inline(__always)
  static func first(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }
}
