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
}

/// Why a heart-rate BLOB could not be read.
struct HeartRateBlobError: Error, Equatable {
  /// What is wrong.
  var reason: String
}
