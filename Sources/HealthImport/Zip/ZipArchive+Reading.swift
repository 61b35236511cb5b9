extension ZipArchive {
  /// Compressed bytes read per step.
  static let inputChunkSize = 256 << 10
  /// Inflated bytes handed to the consumer per step.
  static let outputChunkSize = 1 << 20

  /// Streams the uncompressed bytes of `entry` to `consume` in slices of at most 1 MiB.
  ///
  /// `consume` returns `false` to stop early (to sniff the first bytes). When the whole entry
  /// was read, its length and CRC-32 are checked against the central directory, so a damaged or
  /// truncated archive is an error rather than a silently short export; a caller that checks the
  /// CRC-32 itself (`checksCRC` false: the pieces of a big export, on their threads) must check
  /// it against `entry.crc32` before it uses what it read.
  static func read(
    _ entry: ZipEntry, from bytes: some RandomAccessBytes, checksCRC: Bool = true,
    consume: (UnsafeRawBufferPointer) throws(ImportError) -> Bool
  ) throws(ImportError) {
    guard !entry.isEncrypted else {
      throw .unrecognised(reason: "ZIP entry '\(entry.path)' is encrypted")
    }
    let header = LittleEndianFields(
      bytes: try bytes.bytes(at: entry.localHeaderOffset, length: 30, what: "a ZIP local header"))
    guard header.u32(0) == Signature.localHeader, let nameLength = header.u16(26),
      let extraLength = header.u16(28)
    else {
      throw .malformed(reason: "the local header of ZIP entry '\(entry.path)' is damaged")
    }
    let dataStart = entry.localHeaderOffset + 30 + Int64(nameLength) + Int64(extraLength)
    // Compared by subtraction: a damaged ZIP64 extra field can declare a size near Int64.max.
    guard dataStart <= bytes.count, entry.compressedSize <= bytes.count - dataStart else {
      throw .malformed(reason: "ZIP entry '\(entry.path)' is cut short (the archive is truncated)")
    }
    var reader = EntryReader(entry: entry, dataStart: dataStart, checksCRC: checksCRC)
    let complete: Bool
    switch entry.method {
    case .stored: complete = try reader.copyStored(from: bytes, consume: consume)
    case .deflated: complete = try reader.inflate(from: bytes, consume: consume)
    case .unsupported(let method):
      throw .unrecognised(
        reason: "ZIP entry '\(entry.path)' uses compression method \(method); only stored and "
          + "deflate are supported")
    }
    guard complete else { return }
    guard reader.produced == entry.uncompressedSize, !checksCRC || reader.crc == entry.crc32 else {
      throw .malformed(
        reason: "ZIP entry '\(entry.path)' fails its integrity check (\(reader.produced) of "
          + "\(entry.uncompressedSize) bytes, CRC mismatch or truncation)")
    }
  }
}

/// The state of one entry being read: where the data is, what came out so far.
private struct EntryReader {
  let entry: ZipEntry
  let dataStart: Int64
  var produced: Int64 = 0
  var crc: UInt32 = 0
  let checksCRC: Bool

  init(entry: ZipEntry, dataStart: Int64, checksCRC: Bool) {
    self.entry = entry
    self.dataStart = dataStart
    self.checksCRC = checksCRC
  }

  /// Hands the output to the consumer; `false` when it asked to stop.
  private mutating func deliver(
    _ slice: UnsafeRawBufferPointer,
    _ consume: (UnsafeRawBufferPointer) throws(ImportError) -> Bool
  ) throws(ImportError) -> Bool {
    produced += Int64(slice.count)
    if checksCRC { crc = CRC32.update(crc, slice) }
    guard produced <= entry.uncompressedSize else {
      throw .malformed(reason: "ZIP entry '\(entry.path)' inflates past its declared size")
    }
    return try consume(slice)
  }

  mutating func copyStored(
    from bytes: some RandomAccessBytes,
    consume: (UnsafeRawBufferPointer) throws(ImportError) -> Bool
  ) throws(ImportError) -> Bool {
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: ZipArchive.outputChunkSize, alignment: 16)
    defer { buffer.deallocate() }
    var offset: Int64 = 0
    while offset < entry.compressedSize {
      let want = Int(min(Int64(buffer.count), entry.compressedSize - offset))
      let slice = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<want])
      let got = try bytes.readFully(at: dataStart + offset, into: slice)
      guard got == want else {
        throw .malformed(reason: "ZIP entry '\(entry.path)' is cut short")
      }
      offset += Int64(got)
      guard try deliver(UnsafeRawBufferPointer(slice), consume) else { return false }
    }
    return true
  }

  mutating func inflate(
    from bytes: some RandomAccessBytes,
    consume: (UnsafeRawBufferPointer) throws(ImportError) -> Bool
  ) throws(ImportError) -> Bool {
    let inflater = try Inflater()
    let input = UnsafeMutableRawBufferPointer.allocate(
      byteCount: ZipArchive.inputChunkSize, alignment: 16)
    let output = UnsafeMutableRawBufferPointer.allocate(
      byteCount: ZipArchive.outputChunkSize, alignment: 16)
    defer {
      input.deallocate()
      output.deallocate()
    }
    var readOffset: Int64 = 0
    var pending = UnsafeRawBufferPointer(start: nil, count: 0)
    while true {
      if pending.isEmpty, readOffset < entry.compressedSize {
        let want = Int(min(Int64(input.count), entry.compressedSize - readOffset))
        let slice = UnsafeMutableRawBufferPointer(rebasing: input[0..<want])
        let got = try bytes.readFully(at: dataStart + readOffset, into: slice)
        guard got == want else {
          throw .malformed(reason: "ZIP entry '\(entry.path)' is cut short")
        }
        readOffset += Int64(got)
        pending = UnsafeRawBufferPointer(slice)
      }
      let step = try inflater.inflate(pending, into: output)
      pending = UnsafeRawBufferPointer(rebasing: pending[step.consumed...])
      if step.produced > 0 {
        let slice = UnsafeRawBufferPointer(rebasing: output[0..<step.produced])
        guard try deliver(slice, consume) else { return false }
      }
      if step.finished { return true }
      if step.consumed == 0, step.produced == 0, pending.isEmpty,
        readOffset >= entry.compressedSize
      {
        throw .malformed(
          reason: "the compressed data of ZIP entry '\(entry.path)' ends early (truncated)")
      }
    }
  }
}
