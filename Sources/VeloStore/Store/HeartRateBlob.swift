import ScoreEngine

/// The `activities.heart_rate` BLOB: an activity's heart-rate stream, compact and lossless.
///
/// Layout (little-endian):
/// - byte 0: the format version, 1;
/// - byte 1: flags: bit 0 set when offsets are stored as whole numbers, bit 1 likewise for bpm;
/// - the sample count as an unsigned LEB128 varint;
/// - the offsets (seconds since the activity's start), then the bpm values, each column either as
///   whole numbers — the first value, then differences from the previous value, each a zigzag
///   LEB128 varint — or, when any value of the column has a fraction, as 8-byte IEEE doubles.
///
/// A 5-second stream of whole bpm takes about 2 bytes a sample instead of 16, and every double
/// reads back bit for bit (a column of `-0.0` or of values beyond ±2^53 is stored as doubles).
enum HeartRateBlob {
  /// The format version in byte 0.
  static let version: UInt8 = 1

  /// The BLOB of `samples`, or `nil` for an empty stream (stored as NULL).
  static func encode(_ samples: [HeartRateSample]) -> [UInt8]? {
    guard !samples.isEmpty else { return nil }
    let offsets = wholeNumbers(samples.map(\.offset))
    let bpm = wholeNumbers(samples.map(\.bpm))
    var bytes: [UInt8] = [version, (offsets == nil ? 0 : 1) | (bpm == nil ? 0 : 2)]
    bytes.reserveCapacity(2 + 10 + samples.count * 4)
    appendVarint(UInt64(samples.count), to: &bytes)
    appendColumn(offsets, doubles: samples.map(\.offset), to: &bytes)
    appendColumn(bpm, doubles: samples.map(\.bpm), to: &bytes)
    return bytes
  }

  /// The samples of a BLOB written by `encode` (an empty array for NULL).
  static func decode(_ bytes: [UInt8]) throws(HeartRateBlobError) -> [HeartRateSample] {
    guard !bytes.isEmpty else { return [] }
    var reader = BlobReader(bytes: bytes)
    let found = try reader.byte()
    guard found == version else {
      throw HeartRateBlobError(
        reason: "heart-rate format \(found); this veloready reads \(version)")
    }
    let flags = try reader.byte()
    guard flags & ~3 == 0 else { throw HeartRateBlobError(reason: "unknown flags \(flags)") }
    let count = try reader.varint()
    guard count <= UInt64(bytes.count) else {
      throw HeartRateBlobError(reason: "implausible sample count \(count)")
    }
    let offsets = try reader.column(Int(count), whole: flags & 1 != 0)
    let bpm = try reader.column(Int(count), whole: flags & 2 != 0)
    guard reader.isAtEnd else { throw HeartRateBlobError(reason: "trailing bytes") }
    return zip(offsets, bpm).map { HeartRateSample(offset: $0, bpm: $1) }
  }

  /// The values as integers when every one is a whole number that reads back exactly.
  private static func wholeNumbers(_ values: [Double]) -> [Int64]? {
    var result: [Int64] = []
    result.reserveCapacity(values.count)
    for value in values {
      guard abs(value) <= 9_007_199_254_740_992, let whole = Int64(exactly: value),
        !(value == 0 && value.sign == .minus)
      else { return nil }
      result.append(whole)
    }
    return result
  }

  private static func appendColumn(_ whole: [Int64]?, doubles: [Double], to bytes: inout [UInt8]) {
    if let whole {
      var previous: Int64 = 0
      for value in whole {
        let delta = value - previous
        appendVarint(UInt64(bitPattern: (delta << 1) ^ (delta >> 63)), to: &bytes)
        previous = value
      }
    } else {
      for value in doubles {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
      }
    }
  }

  private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7f) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }
}

/// Why a heart-rate BLOB could not be read.
struct HeartRateBlobError: Error, Equatable {
  /// What is wrong.
  var reason: String
}
