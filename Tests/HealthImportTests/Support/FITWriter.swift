import HealthImport

/// Builds FIT files byte by byte, to test the decoder on cases no sample file has.
///
/// It follows the protocol description on its own, so a mistake in the decoder's reading of
/// messages is not mirrored here; the CRC is the package's one (`FITCRC`), checked on its own by
/// `FITDecoderTests` and by the real devices' files.
struct FITWriter {
  /// One field of a definition: number, size in bytes, base-type byte.
  struct Field {
    var number: UInt8
    var size: UInt8
    var baseType: UInt8
  }

  /// A value to encode: an integer in the field's size and byte order, or raw bytes.
  enum Value: ExpressibleByIntegerLiteral {
    case integer(UInt64)
    case bytes([UInt8])

    init(integerLiteral value: UInt64) {
      self = .integer(value)
    }
  }

  private struct Definition {
    var fields: [Field]
    var bigEndian: Bool
    var developerSize: Int
  }

  /// The message bytes written so far (no header, no CRC).
  private(set) var data: [UInt8] = []
  private var definitions: [UInt8: Definition] = [:]

  // Base-type bytes.
  static let enumeration: UInt8 = 0x00
  static let uint8: UInt8 = 0x02
  static let sint16: UInt8 = 0x83
  static let uint16: UInt8 = 0x84
  static let uint32: UInt8 = 0x86
  static let string: UInt8 = 0x07
  static let float32: UInt8 = 0x88
  static let uint32z: UInt8 = 0x8C
  static let byte: UInt8 = 0x0D

  /// Writes a definition message for `local`.
  mutating func define(
    local: UInt8, global: UInt16, _ fields: [Field], bigEndian: Bool = false,
    developerFields: [(number: UInt8, size: UInt8, index: UInt8)] = []
  ) {
    data.append(0x40 | (developerFields.isEmpty ? 0 : 0x20) | local)
    data.append(0)
    data.append(bigEndian ? 1 : 0)
    data +=
      bigEndian
      ? [UInt8(global >> 8), UInt8(global & 0xFF)] : [UInt8(global & 0xFF), UInt8(global >> 8)]
    data.append(UInt8(fields.count))
    for field in fields { data += [field.number, field.size, field.baseType] }
    if !developerFields.isEmpty {
      data.append(UInt8(developerFields.count))
      for field in developerFields { data += [field.number, field.size, field.index] }
    }
    definitions[local] = Definition(
      fields: fields, bigEndian: bigEndian,
      developerSize: developerFields.reduce(0) { $0 + Int($1.size) })
  }

  /// Writes a data message for `local` with a normal header; `developer` fills the developer
  /// fields (zeros by default).
  mutating func write(local: UInt8, _ values: [Value], developer: [UInt8]? = nil) {
    data.append(local)
    append(local, values, developer: developer)
  }

  /// Writes a data message for `local` (0–3) with a compressed-timestamp header.
  mutating func writeCompressed(local: UInt8, timeOffset: UInt8, _ values: [Value]) {
    data.append(0x80 | local << 5 | (timeOffset & 0x1F))
    append(local, values, developer: nil)
  }

  /// Appends raw bytes, to build damage.
  mutating func raw(_ bytes: [UInt8]) {
    data += bytes
  }

  /// The complete file: header, messages, file CRC.
  func file(
    headerSize: Int = 14, headerCRC: Bool = true, protocolVersion: UInt8 = 0x20,
    corruptFileCRC: Bool = false
  ) -> [UInt8] {
    var header: [UInt8] = [UInt8(headerSize), protocolVersion, 0x54, 0x08]
    let size = UInt32(data.count)
    header += [
      UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24),
    ]
    header += Array(".FIT".utf8)
    if headerSize == 14 {
      let crc = headerCRC ? FITCRC.of(header) : 0
      header += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
    }
    var file = header + data
    var crc = FITCRC.of(file)
    if corruptFileCRC { crc ^= 0x5A5A }
    file += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
    return file
  }

  private mutating func append(_ local: UInt8, _ values: [Value], developer: [UInt8]?) {
    guard let definition = definitions[local] else { fatalError("local \(local) not defined") }
    precondition(values.count == definition.fields.count, "one value per field")
    for (field, value) in zip(definition.fields, values) {
      switch value {
      case .integer(let number):
        var bytes = (0..<Int(field.size)).map { UInt8(truncatingIfNeeded: number >> (8 * $0)) }
        if definition.bigEndian { bytes.reverse() }
        data += bytes
      case .bytes(let bytes):
        precondition(bytes.count == Int(field.size), "field \(field.number) size")
        data += bytes
      }
    }
    data += developer ?? [UInt8](repeating: 0, count: definition.developerSize)
  }
}
