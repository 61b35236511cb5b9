/// Bounds-checked reading of a `HeartRateBlob`: damage is an error, never a crash.
struct BlobReader {
  let bytes: [UInt8]
  private var offset = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { offset == bytes.count }

  mutating func byte() throws(HeartRateBlobError) -> UInt8 {
    guard offset < bytes.count else { throw truncated() }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// An unsigned LEB128 varint of at most 10 bytes.
  mutating func varint() throws(HeartRateBlobError) -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: UInt64(0), to: 70, by: 7) {
      let next = try byte()
      value |= UInt64(next & 0x7f) << shift
      if next & 0x80 == 0 { return value }
    }
    throw HeartRateBlobError(reason: "overlong number at byte \(offset)")
  }

  /// `count` values stored as zigzag deltas (`whole`) or as doubles.
  mutating func column(_ count: Int, whole: Bool) throws(HeartRateBlobError) -> [Double] {
    var values: [Double] = []
    values.reserveCapacity(count)
    if whole {
      var previous: Int64 = 0
      for _ in 0..<count {
        let zigzag = try varint()
        let delta = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
        let (value, overflow) = previous.addingReportingOverflow(delta)
        guard !overflow else { throw HeartRateBlobError(reason: "number out of range") }
        values.append(Double(value))
        previous = value
      }
    } else {
      guard count <= (bytes.count - offset) / 8 else { throw truncated() }
      for _ in 0..<count {
        let bits = bytes.withUnsafeBytes {
          UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        values.append(Double(bitPattern: bits))
        offset += 8
      }
    }
    return values
  }

  private func truncated() -> HeartRateBlobError {
    HeartRateBlobError(reason: "truncated at byte \(offset)")
  }
}
