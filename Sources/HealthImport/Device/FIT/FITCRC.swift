/// The 16-bit CRC of the FIT protocol (CRC-16 with the reflected polynomial 0xA001, starting at 0),
/// over a header's first 12 bytes and over a whole file before its trailing CRC.
///
/// The protocol describes it a nibble at a time; this computes the same CRC eight bytes at a time
/// ("slicing by 8"), since the CRC of every byte of a file is on the decoder's critical path. The
/// writers of test files and benchmark rides use it too, so the package has one FIT CRC; the sample
/// files of real devices (`Fixtures/fit/`) and the CRC-16/ARC check value keep it honest.
package enum FITCRC {
  /// The CRC of `bytes` from the start: what a header's or a file's trailing CRC holds.
  package static func of(_ bytes: [UInt8]) -> UInt16 {
    bytes.withUnsafeBytes { update(0, $0) }
  }

  /// The CRC of `bytes`, continuing from `crc`.
  static func update(_ crc: UInt16, _ bytes: UnsafeRawBufferPointer) -> UInt16 {
    guard let base = bytes.baseAddress else { return crc }
    var crc = crc
    var index = 0
    let count = bytes.count
    tables.withUnsafeBufferPointer { table in
      while index + 8 <= count {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let low = UInt16(truncatingIfNeeded: word) ^ crc
        crc =
          table[7 << 8 | Int(low & 0xFF)] ^ table[6 << 8 | Int(low >> 8)]
          ^ table[5 << 8 | Int(word >> 16 & 0xFF)] ^ table[4 << 8 | Int(word >> 24 & 0xFF)]
          ^ table[3 << 8 | Int(word >> 32 & 0xFF)] ^ table[2 << 8 | Int(word >> 40 & 0xFF)]
          ^ table[1 << 8 | Int(word >> 48 & 0xFF)] ^ table[Int(word >> 56)]
        index += 8
      }
      while index < count {
        let byte = base.load(fromByteOffset: index, as: UInt8.self)
        crc = (crc >> 8) ^ table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)]
        index += 1
      }
    }
    return crc
  }

  /// Eight tables of 256 entries: table `k` is the CRC of a byte followed by `k` zero bytes.
  private static let tables: [UInt16] = {
    var tables = [UInt16](repeating: 0, count: 8 * 256)
    for index in 0..<256 {
      var crc = UInt16(index)
      for _ in 0..<8 {
        crc = crc & 1 == 1 ? (crc >> 1) ^ 0xA001 : crc >> 1
      }
      tables[index] = crc
    }
    for slice in 1..<8 {
      for index in 0..<256 {
        let previous = tables[(slice - 1) << 8 | index]
        tables[slice << 8 | index] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
      }
    }
    return tables
  }()

  /// `0x1A2B`: a CRC as messages show it.
  static func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
  }
}
