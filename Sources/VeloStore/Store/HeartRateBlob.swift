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
  ///
  /// Written in one pass per column, with no array of values on the side: an import encodes
  /// every sample of every ride it reads (docs/performance.md §6).
  static func encode(_ samples: [HeartRateSample]) -> [UInt8]? {
    guard !samples.isEmpty else { return nil }
    let wholeOffsets = samples.allSatisfy { isWhole($0.offset) }
    let wholeBPM = samples.allSatisfy { isWhole($0.bpm) }
    var bytes: [UInt8] = [version, (wholeOffsets ? 1 : 0) | (wholeBPM ? 2 : 0)]
    bytes.reserveCapacity(
      2 + 10 + samples.count * ((wholeOffsets ? 2 : 8) + (wholeBPM ? 2 : 8)))
    appendVarint(UInt64(samples.count), to: &bytes)
    appendColumn(samples, whole: wholeOffsets, to: &bytes) { $0.offset }
    appendColumn(samples, whole: wholeBPM, to: &bytes) { $0.bpm }
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

  /// Whether `value` is stored as a whole number: one that reads back exactly as an integer
  /// delta (not `-0.0`, not beyond ±2^53).
  private static func isWhole(_ value: Double) -> Bool {
    abs(value) <= 9_007_199_254_740_992 && Int64(exactly: value) != nil
      && !(value == 0 && value.sign == .minus)
  }

  /// One column: as zigzag varint differences when `whole`, else as 8-byte doubles.
  private static func appendColumn(
    _ samples: [HeartRateSample], whole: Bool, to bytes: inout [UInt8],
    _ value: (HeartRateSample) -> Double
  ) {
    if whole {
      var previous: Int64 = 0
      for sample in samples {
        let current = Int64(value(sample))
        let delta = current - previous
        appendVarint(UInt64(bitPattern: (delta << 1) ^ (delta >> 63)), to: &bytes)
        previous = current
      }
    } else {
      for sample in samples {
        withUnsafeBytes(of: value(sample).bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
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
