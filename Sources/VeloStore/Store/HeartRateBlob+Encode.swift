import ScoreEngine

extension HeartRateBlob {
  /// The BLOB of `samples`, or `nil` for an empty stream (stored as NULL).
  ///
  /// An import encodes every sample of every ride it reads, so the BLOB is sized exactly in a
  /// first pass over each column and then written in place, with no array of values on the side
  /// and no byte appended one at a time (docs/performance.md §6).
  static func encode(_ samples: [HeartRateSample]) -> [UInt8]? {
    guard !samples.isEmpty else { return nil }
    let offsets = Column(samples) { $0.offset }
    let bpm = Column(samples) { $0.bpm }
    let count = UInt64(samples.count)
    let size = 2 + varintSize(count) + offsets.size + bpm.size
    return [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      var writer = Writer(buffer: buffer)
      writer.byte(version)
      writer.byte((offsets.whole ? 1 : 0) | (bpm.whole ? 2 : 0))
      writer.varint(count)
      offsets.write(samples, to: &writer) { $0.offset }
      bpm.write(samples, to: &writer) { $0.bpm }
      precondition(writer.position == size, "a heart-rate BLOB sized wrong")
      initialized = size
    }
  }

  /// How one column is stored — as whole numbers (zigzag varint differences) when every value
  /// reads back exactly as one, else as 8-byte doubles — and its size in bytes.
  private struct Column {
    let whole: Bool
    let size: Int

    init(_ samples: [HeartRateSample], _ value: (HeartRateSample) -> Double) {
      var size = 0
      var previous: Int64 = 0
      for sample in samples {
        let current = value(sample)
        guard HeartRateBlob.isWhole(current) else {
          (whole, self.size) = (false, samples.count * 8)
          return
        }
        size += HeartRateBlob.varintSize(HeartRateBlob.zigzag(Int64(current) - previous))
        previous = Int64(current)
      }
      (whole, self.size) = (true, size)
    }

    func write(
      _ samples: [HeartRateSample], to writer: inout Writer, _ value: (HeartRateSample) -> Double
    ) {
      guard whole else {
        for sample in samples { writer.double(value(sample)) }
        return
      }
      var previous: Int64 = 0
      for sample in samples {
        let current = Int64(value(sample))
        writer.varint(HeartRateBlob.zigzag(current - previous))
        previous = current
      }
    }
  }

  /// Writes bytes into a buffer sized for them.
  private struct Writer {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var position = 0

    mutating func byte(_ value: UInt8) {
      buffer[position] = value
      position += 1
    }

    mutating func varint(_ value: UInt64) {
      var rest = value
      while rest >= 0x80 {
        byte(UInt8(rest & 0x7f) | 0x80)
        rest >>= 7
      }
      byte(UInt8(rest))
    }

    mutating func double(_ value: Double) {
      var bits = value.bitPattern
      for _ in 0..<8 {
        byte(UInt8(truncatingIfNeeded: bits))
        bits >>= 8
      }
    }
  }

  /// Whether `value` is stored as a whole number: one that reads back exactly as an integer
  /// difference (not `-0.0`, not beyond ±2^53).
  private static func isWhole(_ value: Double) -> Bool {
    abs(value) <= 9_007_199_254_740_992 && Int64(exactly: value) != nil
      && !(value == 0 && value.sign == .minus)
  }

  /// A signed difference as the unsigned number its varint holds: 0, −1, 1, −2 … → 0, 1, 2, 3 ….
  private static func zigzag(_ delta: Int64) -> UInt64 {
    UInt64(bitPattern: (delta << 1) ^ (delta >> 63))
  }

  /// The bytes of `value` as an LEB128 varint.
  private static func varintSize(_ value: UInt64) -> Int {
    max(1, (64 - value.leadingZeroBitCount + 6) / 7)
  }
}
