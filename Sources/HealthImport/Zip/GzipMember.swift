/// One member of a gzip file: header, DEFLATE data, trailer.
struct GzipMember {
  let bytes: [UInt8]
  /// The offset of the member's first byte.
  let start: Int
  /// The member's 1-based number, for messages.
  let number: Int

  private static let headerCRCFlag: UInt8 = 0x02
  private static let extraFlag: UInt8 = 0x04
  private static let nameFlag: UInt8 = 0x08
  private static let commentFlag: UInt8 = 0x10

  /// Checks the header and returns the offset where the compressed data starts.
  func readHeader() throws(ImportError) -> Int {
    guard bytes.count - start >= 10 else { throw cutShort("header") }
    let method = bytes[start + 2]
    guard method == 8 else {
      throw malformed("compression method \(method); gzip defines only 8 (deflate)")
    }
    let flags = bytes[start + 3]
    guard flags & 0xE0 == 0 else {
      throw malformed("reserved header flags are set (flags byte \(flags))")
    }
    var index = start + 10
    if flags & Self.extraFlag != 0 {
      guard index + 2 <= bytes.count else { throw cutShort("extra field") }
      index += 2 + (Int(bytes[index]) | Int(bytes[index + 1]) << 8)
    }
    for flag in [Self.nameFlag, Self.commentFlag] where flags & flag != 0 {
      while index < bytes.count, bytes[index] != 0 { index += 1 }
      index += 1
    }
    guard index <= bytes.count else { throw cutShort("header") }
    if flags & Self.headerCRCFlag != 0 {
      guard index + 2 <= bytes.count else { throw cutShort("header CRC") }
      let stored = UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
      let computed = bytes.withUnsafeBytes { buffer in
        UInt16(
          truncatingIfNeeded: CRC32.update(
            0, UnsafeRawBufferPointer(rebasing: buffer[start..<index])))
      }
      guard stored == computed else {
        throw malformed("the header CRC is \(stored) but the header's bytes give \(computed)")
      }
      index += 2
    }
    return index
  }

  /// Inflates the DEFLATE data at `offset` onto `output`; returns the offset after it.
  func inflate(from offset: Int, into output: inout [UInt8], limit: Int) throws(ImportError)
    -> Int
  {
    let inflater = try Inflater()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var index = offset
    while true {
      let step = try bytes.withImportBytes { input throws(ImportError) in
        try chunk.withMutableImportBytes { buffer throws(ImportError) in
          try inflater.inflate(UnsafeRawBufferPointer(rebasing: input[index...]), into: buffer)
        }
      }
      guard output.count + step.produced <= limit else {
        throw .unreadable(
          reason: "the gzip data inflates to more than \(limit) bytes, the most veloready reads "
            + "from one file")
      }
      output.append(contentsOf: chunk[0..<step.produced])
      index += step.consumed
      if step.finished { return index }
      if step.consumed == 0, step.produced == 0 { throw cutShort("compressed data") }
    }
  }

  /// Checks the CRC-32 and length of `output` against the trailer at `offset`; returns the offset
  /// after the member.
  func checkTrailer(at offset: Int, output: ArraySlice<UInt8>) throws(ImportError) -> Int {
    guard offset + 8 <= bytes.count else { throw cutShort("trailer") }
    func word(_ at: Int) -> UInt32 {
      UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16
        | UInt32(bytes[at + 3]) << 24
    }
    let crc = output.withUnsafeBytes { CRC32.update(0, $0) }
    guard crc == word(offset) else {
      throw malformed("the data fails its CRC-32 check")
    }
    guard UInt32(truncatingIfNeeded: output.count) == word(offset + 4) else {
      throw malformed(
        "the trailer gives a length of \(word(offset + 4)) bytes, the data inflates to "
          + "\(output.count)")
    }
    return offset + 8
  }

  private func malformed(_ problem: String) -> ImportError {
    .malformed(reason: "gzip member \(number) (at byte \(start)) is damaged: \(problem)")
  }

  private func cutShort(_ part: String) -> ImportError {
    .malformed(
      reason: "the gzip file ends inside the \(part) of member \(number) (at byte \(start))")
  }
}
