/// A zip archive of stored (uncompressed) entries, written byte by byte as the format lays it
/// out (local headers, central directory, end record), for tests whose entry names a fixture
/// file could not hold portably (control characters).
enum StoredZip {
  /// The archive of `entries`, in order.
  static func bytes(_ entries: [(name: String, data: [UInt8])]) -> [UInt8] {
    var out: [UInt8] = []
    var central: [UInt8] = []
    for (name, data) in entries {
      let offset = UInt32(out.count)
      let crc = crc32(data)
      let nameBytes = Array(name.utf8)
      // Local header: signature, version 2.0, flags (bit 11: UTF-8 name), method 0 (stored).
      put32(&out, 0x0403_4B50)
      put16(&out, 20)
      put16(&out, 0x0800)
      put16(&out, 0)
      put16(&out, 0)
      put16(&out, 0x21)  // 1980-01-01
      put32(&out, crc)
      put32(&out, UInt32(data.count))
      put32(&out, UInt32(data.count))
      put16(&out, UInt16(nameBytes.count))
      put16(&out, 0)
      out += nameBytes + data
      put32(&central, 0x0201_4B50)
      put16(&central, 20)
      put16(&central, 20)
      put16(&central, 0x0800)
      put16(&central, 0)
      put16(&central, 0)
      put16(&central, 0x21)
      put32(&central, crc)
      put32(&central, UInt32(data.count))
      put32(&central, UInt32(data.count))
      put16(&central, UInt16(nameBytes.count))
      for _ in 0..<4 { put16(&central, 0) }  // extra, comment, disk, internal attributes
      put32(&central, 0)
      put32(&central, offset)
      central += nameBytes
    }
    let centralOffset = UInt32(out.count)
    out += central
    put32(&out, 0x0605_4B50)
    put16(&out, 0)
    put16(&out, 0)
    put16(&out, UInt16(entries.count))
    put16(&out, UInt16(entries.count))
    put32(&out, UInt32(central.count))
    put32(&out, centralOffset)
    put16(&out, 0)
    return out
  }

  /// CRC-32 (the reflected polynomial 0xEDB88320 zip uses), bit by bit.
  static func crc32(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func put16(_ out: inout [UInt8], _ value: UInt16) {
    out += [UInt8(value & 0xFF), UInt8(value >> 8)]
  }

  private static func put32(_ out: inout [UInt8], _ value: UInt32) {
    put16(&out, UInt16(value & 0xFFFF))
    put16(&out, UInt16(value >> 16))
  }
}
