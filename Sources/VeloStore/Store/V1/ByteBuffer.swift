import ScoreEngine

/// Little-endian binary encoding for the store's record file.
struct ByteWriter {
  private(set) var bytes: [UInt8] = []

  mutating func write(_ value: UInt8) {
    bytes.append(value)
  }

  mutating func write(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func write(_ value: Int32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func write(_ value: Double) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func write(_ value: String) {
    let utf8 = Array(value.utf8)
    write(UInt32(utf8.count))
    bytes.append(contentsOf: utf8)
  }

  mutating func write(raw: [UInt8]) {
    bytes.append(contentsOf: raw)
  }
}

/// Why stored bytes could not be decoded.
struct StoreDecodingError: Error, CustomStringConvertible {
  let reason: String
  var description: String { reason }
}

/// Reads what `ByteWriter` wrote; every read is bounds-checked, so damage is an error, never a
/// crash.
struct ByteReader {
  private let bytes: [UInt8]
  private(set) var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { offset == bytes.count }

  private mutating func take(_ count: Int) throws(StoreDecodingError) -> ArraySlice<UInt8> {
    guard count >= 0, count <= bytes.count - offset else {
      throw StoreDecodingError(reason: "truncated at byte \(offset)")
    }
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  mutating func uint8() throws(StoreDecodingError) -> UInt8 {
    try take(1).first ?? 0
  }

  mutating func uint32() throws(StoreDecodingError) -> UInt32 {
    try check(4)
    defer { offset += 4 }
    return bytes.withUnsafeBytes {
      UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
  }

  mutating func int32() throws(StoreDecodingError) -> Int32 {
    Int32(bitPattern: try uint32())
  }

  mutating func double() throws(StoreDecodingError) -> Double {
    try check(8)
    defer { offset += 8 }
    return bytes.withUnsafeBytes {
      Double(
        bitPattern: UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }
  }

  /// `count` heart-rate samples (pairs of doubles), read in one pass: streams are most of the file.
  mutating func heartRateSamples(_ count: Int) throws(StoreDecodingError) -> [HeartRateSample] {
    guard count <= (bytes.count - offset) / 16 else {
      throw StoreDecodingError(reason: "truncated at byte \(offset)")
    }
    let start = offset
    offset += count * 16
    return bytes.withUnsafeBytes { buffer in
      [HeartRateSample](unsafeUninitializedCapacity: count) { samples, initialized in
        for index in 0..<count {
          let base = start + index * 16
          let seconds = UInt64(
            littleEndian: buffer.loadUnaligned(fromByteOffset: base, as: UInt64.self))
          let bpm = UInt64(
            littleEndian: buffer.loadUnaligned(fromByteOffset: base + 8, as: UInt64.self))
          samples.initializeElement(
            at: index,
            to: HeartRateSample(offset: Double(bitPattern: seconds), bpm: Double(bitPattern: bpm)))
        }
        initialized = count
      }
    }
  }

  private func check(_ count: Int) throws(StoreDecodingError) {
    guard count <= bytes.count - offset else {
      throw StoreDecodingError(reason: "truncated at byte \(offset)")
    }
  }

  mutating func string() throws(StoreDecodingError) -> String {
    let count = Int(try uint32())
    guard let text = String(validating: try take(count), as: UTF8.self) else {
      throw StoreDecodingError(reason: "invalid UTF-8 at byte \(offset)")
    }
    return text
  }

  mutating func count(limit: Int = 50_000_000) throws(StoreDecodingError) -> Int {
    let value = Int(try uint32())
    guard value <= limit, value <= bytes.count - offset else {
      throw StoreDecodingError(reason: "implausible count \(value) at byte \(offset)")
    }
    return value
  }

  mutating func raw(_ count: Int) throws(StoreDecodingError) -> [UInt8] {
    Array(try take(count))
  }
}
