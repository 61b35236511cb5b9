/// The central directory of a ZIP archive, ZIP64 included (PKWARE APPNOTE.TXT 6.3).
///
/// Only what an Apple Health `export.zip` needs: one disk, stored or deflated entries. Sizes and
/// offsets come from the central directory, never from local headers, so entries written with
/// data descriptors (general-purpose flag bit 3) read the same way.
struct ZipArchive {
  /// Signatures, little-endian.
  enum Signature {
    static let endOfCentralDirectory: UInt32 = 0x0605_4B50
    static let zip64EndOfCentralDirectory: UInt32 = 0x0606_4B50
    static let zip64Locator: UInt32 = 0x0706_4B50
    static let centralDirectoryEntry: UInt32 = 0x0201_4B50
    static let localHeader: UInt32 = 0x0403_4B50
  }

  /// A central directory larger than this is refused: an export's is a few hundred kilobytes,
  /// and the limit keeps memory bounded on a damaged file.
  static let maximumDirectorySize: Int64 = 16 << 20

  /// The entries, in directory order.
  let entries: [ZipEntry]

  /// Reads the central directory of `bytes`.
  init(_ bytes: some RandomAccessBytes) throws(ImportError) {
    let (offset, size, count) = try Self.locateDirectory(bytes)
    guard size <= Self.maximumDirectorySize else {
      throw .malformed(reason: "the ZIP central directory is implausibly large (\(size) bytes)")
    }
    // Compared by subtraction: a damaged ZIP64 record can hold an offset near Int64.max.
    guard offset >= 0, size >= 0, offset <= bytes.count, size <= bytes.count - offset else {
      throw .malformed(reason: "the ZIP central directory lies outside the file (truncated?)")
    }
    let directory = LittleEndianFields(
      bytes: try bytes.bytes(at: offset, length: Int(size), what: "the ZIP central directory"))
    var entries: [ZipEntry] = []
    var cursor = 0
    while entries.count < count {
      let (entry, length) = try Self.entry(in: directory, at: cursor)
      entries.append(entry)
      cursor += length
    }
    self.entries = entries
  }

  /// Offset, size and entry count of the central directory, from the (ZIP64) end records.
  private static func locateDirectory(_ bytes: some RandomAccessBytes) throws(ImportError) -> (
    Int64, Int64, Int
  ) {
    let tailLength = Int(min(bytes.count, 22 + 0xFFFF))
    let tailStart = bytes.count - Int64(tailLength)
    let tail = LittleEndianFields(
      bytes: try bytes.bytes(at: tailStart, length: tailLength, what: "the end of the ZIP archive"))
    var position = tailLength - 22
    while position >= 0 {
      if tail.u32(position) == Signature.endOfCentralDirectory { break }
      position -= 1
    }
    guard position >= 0, let entryCount = tail.u16(position + 10),
      let size = tail.u32(position + 12), let offset = tail.u32(position + 16)
    else {
      throw .malformed(
        reason: "no ZIP end-of-central-directory record (the archive is truncated or damaged)")
    }
    let locatorPosition = position - 20
    guard locatorPosition >= 0, tail.u32(locatorPosition) == Signature.zip64Locator,
      let recordOffset = tail.u64(locatorPosition + 8)
    else {
      return (Int64(offset), Int64(size), Int(entryCount))
    }
    let record = LittleEndianFields(
      bytes: try bytes.bytes(
        at: Int64(clamping: recordOffset), length: 56, what: "the ZIP64 end record"))
    guard record.u32(0) == Signature.zip64EndOfCentralDirectory,
      let count64 = record.u64(32), let size64 = record.u64(40), let offset64 = record.u64(48),
      count64 < UInt64(Int32.max), size64 < UInt64(Int64.max), offset64 < UInt64(Int64.max)
    else {
      throw .malformed(reason: "the ZIP64 end-of-central-directory record is damaged")
    }
    return (Int64(offset64), Int64(size64), Int(count64))
  }

  /// The entry whose central header starts at `cursor`, and the header's total length.
  private static func entry(in directory: LittleEndianFields, at cursor: Int) throws(ImportError)
    -> (ZipEntry, Int)
  {
    guard directory.u32(cursor) == Signature.centralDirectoryEntry,
      let flags = directory.u16(cursor + 8), let method = directory.u16(cursor + 10),
      let crc = directory.u32(cursor + 16), let compressed32 = directory.u32(cursor + 20),
      let uncompressed32 = directory.u32(cursor + 24), let nameLength = directory.u16(cursor + 28),
      let extraLength = directory.u16(cursor + 30), let commentLength = directory.u16(cursor + 32),
      let offset32 = directory.u32(cursor + 42)
    else {
      throw .malformed(reason: "ZIP central directory entry at +\(cursor) is damaged")
    }
    let nameStart = cursor + 46
    let extraStart = nameStart + Int(nameLength)
    let end = extraStart + Int(extraLength) + Int(commentLength)
    guard end <= directory.bytes.count else {
      throw .malformed(reason: "ZIP central directory entry at +\(cursor) is cut short")
    }
    let path = String(decoding: directory.bytes[nameStart..<extraStart], as: UTF8.self)
    var sizes = (
      compressed: UInt64(compressed32), uncompressed: UInt64(uncompressed32),
      offset: UInt64(offset32)
    )
    try applyZip64Extra(
      LittleEndianFields(bytes: Array(directory.bytes[extraStart..<extraStart + Int(extraLength)])),
      to: &sizes, path: path)
    guard sizes.compressed < UInt64(Int64.max), sizes.uncompressed < UInt64(Int64.max),
      sizes.offset < UInt64(Int64.max)
    else { throw .malformed(reason: "ZIP entry '\(path)' has impossible sizes") }
    let entry = ZipEntry(
      path: path,
      method: method == 0 ? .stored : method == 8 ? .deflated : .unsupported(method),
      isEncrypted: flags & 1 != 0, crc32: crc, compressedSize: Int64(sizes.compressed),
      uncompressedSize: Int64(sizes.uncompressed), localHeaderOffset: Int64(sizes.offset))
    return (entry, end - cursor)
  }

  /// Replaces each 32-bit field saturated at `0xFFFFFFFF` by its value from the ZIP64 extra field
  /// (id 1), which lists only the saturated fields, in the order uncompressed, compressed, offset.
  private static func applyZip64Extra(
    _ extra: LittleEndianFields,
    to sizes: inout (compressed: UInt64, uncompressed: UInt64, offset: UInt64), path: String
  ) throws(ImportError) {
    let saturated: UInt64 = 0xFFFF_FFFF
    guard
      sizes.compressed == saturated || sizes.uncompressed == saturated
        || sizes.offset == saturated
    else { return }
    var position = 0
    while let id = extra.u16(position), let length = extra.u16(position + 2) {
      let body = position + 4
      if id == 1 {
        var field = body
        func next() throws(ImportError) -> UInt64 {
          guard field + 8 <= body + Int(length), let value = extra.u64(field) else {
            throw .malformed(reason: "ZIP entry '\(path)' has a short ZIP64 extra field")
          }
          field += 8
          return value
        }
        if sizes.uncompressed == saturated { sizes.uncompressed = try next() }
        if sizes.compressed == saturated { sizes.compressed = try next() }
        if sizes.offset == saturated { sizes.offset = try next() }
        return
      }
      position = body + Int(length)
    }
    throw .malformed(reason: "ZIP entry '\(path)' needs a ZIP64 extra field and has none")
  }
}
