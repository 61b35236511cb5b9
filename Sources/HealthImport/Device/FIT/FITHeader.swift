/// The header that starts every FIT file (and every file of a chain).
public struct FITHeader: Hashable, Sendable {
  /// The header's length in bytes: 12, or 14 with a header CRC (longer headers are skipped).
  public var size: Int
  /// The protocol version byte: major version in the high nibble (1 or 2).
  public var protocolVersion: UInt8
  /// The profile version, e.g. 2132 for 21.32.
  public var profileVersion: UInt16
  /// The number of message bytes after the header, before the 2-byte file CRC.
  public var dataSize: Int
  /// The header CRC, or `nil` for a 12-byte header or a 14-byte header that leaves it 0.
  public var crc: UInt16?

  /// Reads the header at `offset`.
  ///
  /// - Throws: `.unrecognised` when the bytes do not carry the `.FIT` signature or use a protocol
  ///   version after 2, `.malformed` naming the fault when the header cannot be trusted.
  static func read(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(ImportError) -> FITHeader
  {
    let available = bytes.count - offset
    guard available >= 12 else {
      throw .malformed(
        reason: "the FIT header at byte \(offset) is cut short (\(available) of 12 bytes)")
    }
    let signature = Array(bytes[offset + 8..<offset + 12])
    guard signature == Array(".FIT".utf8) else {
      let shown = String(
        decoding: signature.map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x3F }, as: UTF8.self)
      throw .unrecognised(
        reason: "no FIT header at byte \(offset): bytes \(offset + 8)–\(offset + 11) are "
          + "'\(shown)', not '.FIT'")
    }
    let size = Int(bytes[offset])
    guard size >= 12 else {
      throw .malformed(
        reason: "the FIT header at byte \(offset) gives its length as \(size) bytes; "
          + "it is at least 12")
    }
    guard size <= available else {
      throw .malformed(
        reason: "the FIT header at byte \(offset) is cut short (\(available) of \(size) bytes)")
    }
    let version = bytes[offset + 1]
    guard version >> 4 <= 2 else {
      throw .unrecognised(
        reason: "the FIT file at byte \(offset) uses protocol version \(version >> 4)."
          + "\(version & 0x0F); veloready reads versions 1 and 2")
    }
    var header = FITHeader(
      size: size, protocolVersion: version,
      profileVersion: UInt16(bytes[offset + 2]) | UInt16(bytes[offset + 3]) << 8,
      dataSize: Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16
        | Int(bytes[offset + 7]) << 24,
      crc: nil)
    if size >= 14 {
      let stored = UInt16(bytes[offset + 12]) | UInt16(bytes[offset + 13]) << 8
      if stored != 0 {
        let computed = FITCRC.update(
          0, UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 12]))
        guard computed == stored else {
          throw .malformed(
            reason: "the FIT header at byte \(offset) is corrupt: its CRC is "
              + "\(FITCRC.hex(stored)) but its bytes give \(FITCRC.hex(computed))")
        }
        header.crc = stored
      }
    }
    return header
  }
}
