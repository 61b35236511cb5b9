/// Where heart rate and power lie in the record messages of one definition, worked out once per
/// definition rather than per record (a ride has thousands of records and a few definitions).
struct FITRecordPlan {
  var serial = -1
  var bigEndian = false
  var heartRate = Reader()
  var power = Reader()

  init() {}

  init(_ layout: FITLayout) {
    serial = layout.serial
    bigEndian = layout.bigEndian
    heartRate = Reader(layout.field(FITProfile.Record.heartRate))
    power = Reader(layout.field(FITProfile.Record.power))
  }

  @inline(__always)
  func record(_ message: FITMessageView, timestamp: UInt32) -> FITRecord {
    let heartRate = heartRate.read(message.content, bigEndian: bigEndian)
    let power = power.read(message.content, bigEndian: bigEndian)
    return FITRecord(
      timestamp: timestamp,
      power: power.map { UInt16(min($0, UInt64(FITRecord.noPower - 1))) } ?? FITRecord.noPower,
      heartRate: heartRate.map { UInt8(clamping: $0) } ?? 0)
  }

  /// Reads the first element of an integer field of 1, 2 or 4 bytes; `size` 0 means absent or
  /// of a type that cannot hold a heart rate or power.
  struct Reader {
    var offset = 0
    var size = 0
    var invalid: UInt64 = 0
    var signed = false

    init() {}

    init(_ field: FITFieldLayout?) {
      guard let field, let type = field.baseType, field.count > 0, !type.isFloatingPoint,
        type != .string, type.size <= 4
      else { return }
      offset = field.offset
      size = type.size
      invalid = type.invalidPattern
      signed = type.isSigned
    }

    /// The value, or `nil` when absent, invalid or negative.
    @inline(__always)
    func read(_ content: UnsafeRawPointer, bigEndian: Bool) -> UInt64? {
      let bits: UInt64
      switch size {
      case 1: bits = UInt64(content.load(fromByteOffset: offset, as: UInt8.self))
      case 2:
        let raw = content.loadUnaligned(fromByteOffset: offset, as: UInt16.self)
        bits = UInt64(bigEndian ? UInt16(bigEndian: raw) : UInt16(littleEndian: raw))
      case 4:
        let raw = content.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        bits = UInt64(bigEndian ? UInt32(bigEndian: raw) : UInt32(littleEndian: raw))
      default: return nil
      }
      guard bits != invalid else { return nil }
      if signed, bits >> (size * 8 - 1) & 1 == 1 { return nil }
      return bits
    }
  }
}
